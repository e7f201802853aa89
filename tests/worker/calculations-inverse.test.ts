import { describe, expect, it } from 'vitest';
import { computeUserMetrics } from '../../worker/lib/ai/calculations';
import { results } from './metric-results';

describe('computeUserMetrics: formulas worked backwards from what the user knows', () => {
  it('works the impressions out of clicks and CTR, of spend and CPM, and of reach and frequency', () => {
    expect(results('we got 600 clicks at a 1.5% CTR, how many impressions?')).toEqual({ Impressions: '40,000' });
    expect(results('Our ads got 500 clicks at a 1.3% CTR')).toEqual({ Impressions: 'about 38,462' });
    expect(results('we spent $1,500 at a $10 CPM, how many impressions did that buy?')).toEqual({
      Impressions: '150,000',
    });
    expect(results('The campaign reached 12,000 people with an average frequency of 2.5')).toEqual({
      Impressions: '30,000',
    });
  });

  it('forecasts the impressions a budget buys at a CPM, rounded down', () => {
    expect(results('$500 at a $12 CPM, how many impressions')).toEqual({
      'Impressions the budget buys': 'about 41,666',
    });
    expect(results('We have a budget of £2,000 and Meta CPMs are around £8. How many impressions can we buy?')).toEqual(
      { 'Impressions the budget buys': 'about 250,000' },
    );
  });

  it('works the max CPA from an order value and a target ROAS, and the max CPC from it', () => {
    const metrics = computeUserMetrics('AOV $80, we need 4x ROAS, max CPA?');
    expect(metrics?.rows).toEqual([
      { metric: 'Max CPA', formula: 'average order value / target ROAS', numbers: '$80 / 4', result: '$20.00' },
    ]);
    expect(metrics?.missing).toEqual([]);
    expect(results('Target ROAS is 5x and orders average $120 - what CPA can we afford?')).toEqual({
      'Max CPA': '$24.00',
    });
    expect(
      results('We sell a $60 product, want a 3x ROAS and our site converts at 2%. What is the max CPC we should bid?'),
    ).toEqual({ 'Max CPA': '$20.00', 'Max CPC': '$0.40' });
  });

  it('works the reach out of impressions and frequency', () => {
    expect(results('We had 90,000 impressions and a frequency of 3, what was our reach?')).toEqual({ Reach: '30,000' });
  });

  it('works the clicks that spend bought at a CPC, and forecasts the sales a budget buys at a CPA', () => {
    expect(results('We spent $500 at a $2 CPC and got 10 sales')).toEqual({
      Clicks: '250',
      'Conversion rate': '4%',
      CPA: '$50.00',
    });
    expect(results('how many sales will $2,000 get at a $40 CPA')).toEqual({
      'Conversions the budget buys': 'about 50',
    });
    expect(
      results('If we spend $3,000 next month and our cost per lead stays at $45, how many leads should we expect?'),
    ).toEqual({ 'Conversions the budget buys': 'about 66' });
  });
});

describe('computeUserMetrics: two sets of numbers without names', () => {
  it("gives 'one campaign ... the other' a row each", () => {
    expect(results('one campaign spent 500 and got 20 sales, the other spent 800 and got 25')).toEqual({
      'CPA (First campaign)': '25.00',
      'CPA (Other campaign)': '32.00',
    });
    expect(results('one ad set got 30 leads for $600 and another ad set got 20 leads for $500')).toEqual({
      'CPA (First ad set)': '$20.00',
      'CPA (Second ad set)': '$25.00',
    });
  });

  it('says which it used when nothing tells two amounts apart', () => {
    const metrics = computeUserMetrics('spent 500 and got 20 sales, then spent 800 and got 25 sales. CPA?');
    expect(metrics?.rows.map((row) => row.result)).toEqual(['25.00']);
    expect(metrics?.missing).toEqual([
      "You gave more than one ad spend without saying which is which, so this table uses the first. To compare them, label each part: 'Campaign A: …, Campaign B: …'.",
    ]);
    expect(computeUserMetrics('We spent $500 and got 20 sales, so we spent $500 well')?.missing).toEqual([]);
  });
});
