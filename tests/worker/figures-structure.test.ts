import { describe, expect, it } from 'vitest';
import { computeUserMetrics } from '../../worker/lib/ai/calculations';
import { extractFigures } from '../../worker/lib/ai/figures';
import { results } from './metric-results';

describe('extractFigures: a number, its unit and the name nearest it in its clause', () => {
  it('takes the name a few words before the number when none stands beside it', () => {
    expect(extractFigures('our cost per click went up to $2.40')).toMatchObject({ cpc: 2.4 });
    expect(extractFigures('Lifetime value of a client is around 2.4k')).toEqual({ ltv: 2400 });
    expect(extractFigures('If each sale nets us $18')).toMatchObject({ unitProfit: 18 });
    expect(extractFigures("our CPA's sitting at $22")).toMatchObject({ cpa: 22 });
  });

  it('never reaches past another number or the end of the clause for a name', () => {
    expect(extractFigures('the CPC went up, so $40 is gone')).not.toHaveProperty('cpc');
    expect(extractFigures('the CPC went up and $40 is gone')).not.toHaveProperty('cpc');
    expect(extractFigures('the CPC rose for 2 weeks to $40')).not.toHaveProperty('cpc');
  });

  it('reads a bare number right before a noun as a count of it, never as money', () => {
    expect(extractFigures('I have 2 questions about my CTR')).toEqual({});
    expect(extractFigures('We spent 500 last week')).toMatchObject({ spend: 500 });
  });

  it('prices with "each" whatever was counted before it', () => {
    expect(extractFigures('1,200 clicks last month at $1.50 each')).toMatchObject({ clicks: 1200, cpc: 1.5 });
    expect(extractFigures('bought 40 leads at $25 each')).toMatchObject({ conversions: 40, cpa: 25 });
    expect(extractFigures('30 sales at €80 each')).toMatchObject({ conversions: 30, orderValue: 80 });
  });

  it('never reads money per month as a price, and brings money to the period of what it bought', () => {
    expect(extractFigures('the client spends £2,000/mo and gets 50 leads/mo')).toMatchObject({
      spend: 2000,
      conversions: 50,
    });
    expect(extractFigures('the client spends £2,000/mo')).not.toHaveProperty('orderValue');
    expect(extractFigures('£25 a day on ads, 4 new patients a week')).toMatchObject({ spend: 175, conversions: 4 });
  });

  it('reads a wanted ROAS or CPA as a target, and money made per sale as its value', () => {
    expect(extractFigures('we want a 4x ROAS')).toEqual({ targetRoas: 4 });
    expect(extractFigures('our ROAS is 4x')).toEqual({ roas: 4 });
    expect(extractFigures('we need a CPA of $30')).toMatchObject({ targetCpa: 30 });
    expect(extractFigures('I make $45 per sale')).toEqual({ orderValue: 45, currency: '$' });
    expect(extractFigures('we pay $45 per sale')).toEqual({ cpa: 45, currency: '$' });
  });

  it('reads units: pence, grand, dotted thousands of clicks, per 1,000 impressions, money for a number of things', () => {
    expect(extractFigures('clicks around 60p')).toEqual({ cpc: 0.6, currency: '£' });
    expect(extractFigures('spent 2 grand on facebook')).toMatchObject({ spend: 2000 });
    expect(extractFigures('Link clicks 1.215')).toEqual({ clicks: 1215 });
    expect(extractFigures('I pay about €7 per 1,000 impressions')).toEqual({ cpm: 7, currency: '€' });
    expect(extractFigures('120 bucks for 3,000 impressions')).toMatchObject({ spend: 120, impressions: 3000 });
    expect(extractFigures('42 form fills from 1,680 site visits')).toMatchObject({ conversions: 42, clicks: 1680 });
    expect(extractFigures('The product costs us $12 to make')).toEqual({ unitCost: 12, currency: '$' });
  });
});

describe('extractFigures: what a verb or a closing word makes of a number', () => {
  it('reads leads that turned into customers as customers, and money worth a total as revenue', () => {
    expect(extractFigures('60 leads and 15 turned into customers')).toMatchObject({ conversions: 60, customers: 15 });
    expect(extractFigures('3 sales worth $1,200 total')).toMatchObject({ conversions: 3, revenue: 1200 });
    expect(extractFigures('3 sales worth $400 each')).toMatchObject({ conversions: 3, orderValue: 400 });
  });

  it('reads money to spend as a budget, a value over years as the lifetime value, and views bought as spend', () => {
    expect(extractFigures('to spend 10,000 over 60 days')).toEqual({ totalBudget: 10000, days: 60 });
    expect(extractFigures('a customer is worth £1,100 over 2 years')).toMatchObject({ ltv: 1100 });
    expect(extractFigures('60,000 views for $1,500')).toMatchObject({ impressions: 60000, spend: 1500 });
  });
});

describe('extractFigures: words between a name and its number', () => {
  it('lets a period or a modifier stand between a name and its number', () => {
    expect(extractFigures('36 sales a month at £75')).toMatchObject({ conversions: 36, orderValue: 75 });
    expect(extractFigures("We'd like 30 demo bookings per month")).toMatchObject({ targetConversions: 30 });
    expect(extractFigures('I sell handmade rings for $65')).toMatchObject({ orderValue: 65 });
    expect(extractFigures('materials and shipping cost me $20 per ring')).toEqual({ unitCost: 20, currency: '$' });
    expect(extractFigures('CPC = $0.90 and CR = 3%')).toMatchObject({ cpc: 0.9, cvr: 0.03 });
    expect(extractFigures('Spent 1 200 $ on ads for 60 calls')).toMatchObject({ spend: 1200, conversions: 60 });
    expect(extractFigures('spend 1.1k, rev 3.3k, 40k imps')).toEqual({
      spend: 1100,
      revenue: 3300,
      impressions: 40000,
    });
    expect(extractFigures('our $160 CPA target')).toEqual({ targetCpa: 160, currency: '$' });
    expect(extractFigures('cost CHF 570 for 381 clicks')).toEqual({ spend: 570, clicks: 381, currency: 'CHF ' });
    expect(extractFigures('clicks needed to obtain 15 bookings')).toMatchObject({ targetConversions: 15 });
    expect(extractFigures('What monthly budget gets me 60 leads')).toMatchObject({ targetConversions: 60 });
    expect(extractFigures('My boss wants 100 sales next month')).toMatchObject({ targetConversions: 100 });
    expect(extractFigures('roughly 40% of that is profit')).toEqual({ margin: 0.4 });
    expect(extractFigures('avg deal $3k')).toEqual({ orderValue: 3000, currency: '$' });
    expect(extractFigures('Our ad reached 22,000 people 66,000 times')).toEqual({ reach: 22000, impressions: 66000 });
    expect(extractFigures('it is 3 times better')).toEqual({});
  });
});

describe('extractFigures: a change is not a value', () => {
  it('skips how much a rate moved and the value it moved from, and names the new value', () => {
    expect(extractFigures("our CTR dropped 20% last month, it's now 1.5%")).toEqual({ ctr: 0.015 });
    expect(extractFigures('CTR dropped from 3% to 1.2%')).toEqual({ ctr: 0.012 });
    expect(extractFigures('CPC went from $1.20 to $1.80')).toEqual({ cpc: 1.8, currency: '$' });
    expect(extractFigures('CPC went up $0.50 to $2')).toEqual({ cpc: 2, currency: '$' });
    expect(extractFigures('conversion rate increased by 15% after the redesign')).toEqual({});
    expect(extractFigures('Dropped $2.2K on IG ads')).toMatchObject({ spend: 2200 });
  });
});

describe('computeUserMetrics with the rearranged formulas of the knowledge base', () => {
  it('works CPM from CPC and CTR, CPC from CPM and CTR, spend from CPA, revenue from ROAS', () => {
    expect(results('CTR is 1.8% and CPC €0.50')).toEqual({ CPM: '€9.00' });
    expect(results('CPM €7 and a CTR of 1.4%')).toEqual({ CPC: '€0.50' });
    expect(results('CPL was €38.50 with 52 leads')).toEqual({ 'Ad spend': '€2,002' });
    expect(results('Spent $2k, ROAS 2.5')).toEqual({ Revenue: '$5,000' });
  });

  it('works the profit per sale and margin from a unit cost, and what a budget buys at a CPA', () => {
    expect(results('The product costs us $12 to make and sells for $40')).toEqual({
      'Profit per sale': '$28.00',
      'Profit margin': '70%',
      'Break-even CPA': '$28.00',
    });
    expect(results('a budget of $1,500 and a CPL of $30')).toEqual({ 'Conversions the budget buys': 'about 50' });
    expect(results('a $50 daily budget and clicks cost about 1.25')).toEqual({ 'Clicks the budget buys': 'about 40' });
  });

  it('works the close rate from customers and leads, then what a customer cost', () => {
    expect(results('We got 60 leads for $1.8k and 15 turned into customers. What did each customer cost?')).toEqual({
      CPA: '$30.00',
      'Lead-to-customer rate': '25%',
      'Cost per customer': '$120',
    });
  });

  it('works the most a lead may cost from the value of a customer, the margin and the close rate', () => {
    expect(
      results('Revenue per customer is about $2,000, margin 30% and 1 in 10 leads buys. What can I pay per lead?'),
    ).toMatchObject({ 'Max cost per lead': '$60.00' });
  });

  it('compares a CPA with a break-even CPA the user gives', () => {
    expect(results("Our break-even CPA is $35 and we're paying $42 per sale. Profitable?")).toEqual({
      'CPA against break-even': 'above break-even: each sale loses money',
    });
    expect(results('I get 3 leads for every 100 visitors and pay 90 cents per visitor')).toMatchObject({
      CPA: '$30.00',
    });
  });

  it('uses no two values set side by side as inputs', () => {
    expect(
      computeUserMetrics('is a 2.1% vs 2.4% conversion rate difference significant with 1000 visitors each')?.rows,
    ).toEqual([]);
  });

  it('splits no budget that is already per campaign', () => {
    expect(results("Each of our 3 campaigns gets $20/day. What's the monthly total per campaign?")).toEqual({
      'Monthly budget': '$608',
    });
    expect(computeUserMetrics('I have 25 campaigns each spending $5/day, should I merge them?')?.rows).toEqual([]);
    expect(results('How much per campaign if I split $9,000 across 3 campaigns?')).toEqual({
      'Budget per campaign': '$3,000',
    });
  });

  it('spends a daily amount over the days the user names before dividing it by what it bought', () => {
    expect(results('We ran the campaign for 21 days at €35/day and got 49 registrations')).toEqual({
      'Lifetime budget': '€735',
      CPA: '€15.00',
    });
    expect(results('spent €35/day for 21 days and got 49 registrations')).toMatchObject({ CPA: '€15.00' });
  });

  it('checks a rate the user states against the counts they give', () => {
    expect(results('spent $2,000 for 40 sales, so my CPA is $40 right?')).toEqual({ CPA: '$50.00' });
    expect(results('12,000 impressions and 180 clicks, my rep says CTR is 2%')).toEqual({ CTR: '1.5%' });
    expect(results('Our CPA is $40 and we had 20 sales')).toEqual({ 'Ad spend': '$800' });
  });

  it('shows money brought to another period as its own row', () => {
    expect(computeUserMetrics('we spend $1,500 a month and get 2 leads a day')?.rows[0]).toEqual({
      metric: 'Ad spend a day',
      formula: 'ad spend a month / 30.4',
      numbers: '$1,500 / 30.4',
      result: '$49.34',
    });
  });

  it('adds up the parts when the total is asked for, and brings clicks to the period of the sales', () => {
    expect(results('Week 1: spent $210, 7 leads. Week 2: spent $190, 10 leads. Overall CPL?')).toEqual({
      CPA: '$23.53',
    });
    expect(results('Week 1: spent $210, 7 leads. Week 2: spent $190, 10 leads.')).toEqual({
      'CPA (Week 1)': '$30.00',
      'CPA (Week 2)': '$19.00',
    });
    expect(
      results('We pay an agency $1,500 a month plus $6,000 a month in ad spend, and get 150 leads a month'),
    ).toEqual({
      CPA: '$50.00',
    });
    expect(results('FB ads: €15/day → ~6 link clicks/day → 1 purchase every 3 days. CPA?')).toEqual({
      'Clicks every 3 days': '18 clicks',
      'Conversion rate': '5.56%',
      'Lifetime budget': '€45.00',
      CPA: '€45.00',
    });
  });

  it('forecasts nothing the user already counted', () => {
    expect(results('£25 a day on ads, 4 new patients a week')).toEqual({ 'Ad spend a week': '£175', CPA: '£43.75' });
  });

  it('uses no date, age, year or count of campaigns as an input', () => {
    expect(
      results('Last month (March 2025) we spent $4,000 across 2 campaigns and got 100 sales. What is the CPA?'),
    ).toEqual({ CPA: '$40.00' });
    expect(results("I'm 34, opened on 12/03/2024 and we're in the top 3: spent £300 for 15 orders")).toEqual({
      CPA: '£20.00',
    });
    expect(computeUserMetrics('What are the top 3 things to fix in my 2 campaigns?')?.rows ?? []).toEqual([]);
  });

  it('names the input a half-filled formula lacks', () => {
    expect(computeUserMetrics('How much should I bid per click if I can pay $40 for a lead?')?.missing).toEqual([
      'To work out your max CPC I also need your conversion rate.',
    ]);
    expect(computeUserMetrics('My CPC is $1.20. What budget do I need for 80 conversions?')?.missing).toEqual([
      'To work out the budget you need I also need your conversion rate.',
    ]);
    expect(
      computeUserMetrics('How many sales will a 5 grand budget get me at a 2.5% conversion rate?')?.missing,
    ).toEqual(['To work out the conversions to expect I also need your CPC.']);
    expect(computeUserMetrics('We got 40 leads, what is our cost per lead?')?.missing).toEqual([
      'To work out CPA I also need your ad spend.',
    ]);
  });
});
