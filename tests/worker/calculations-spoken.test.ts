import { describe, expect, it } from 'vitest';
import { results } from './metric-results';

/**
 * Figures said aloud or typed as spoken, as voice messages arrive: pounds and pence in words, a currency named
 * after the amount, lakhs in words and 'three x' for a return.
 */
const SPOKEN: [string, Record<string, string>][] = [
  [
    'each lead costs me eight pounds fifty and i want forty leads how much budget do i need',
    { 'Budget needed': '£340' },
  ],
  ['spent ninety dollars twenty five on ads and got nine bookings whats each booking cost', { CPA: '$10.03' }],
  ['my average sale is sixty euros forty and i want a four x roas whats my max cpa', { 'Max CPA': '€15.10' }],
  ['we spend sixty NZ dollars a day on the boosting what is that a month', { 'Monthly budget': 'NZ$1,824' }],
  ['paid four hundred aussie dollars for twenty leads whats my cost per lead', { CPA: 'A$20.00' }],
  ['gastei three hundred reais and got fifteen orders whats the cost per order', { CPA: 'R$20.00' }],
  ['sold thirty orders and the average basket was twenty pounds fifty whats the revenue', { Revenue: '£615' }],
  ['paid nine thousand rupees for three lakh impressions what is the cpm', { CPM: '₹30.00' }],
  // Money 'back in sales' with no currency named is revenue, not a count of sales.
  ['put two grand into ads and made six thousand back in sales whats my roas', { ROAS: '3' }],
  ['we put 1.5k into facebook and got 4500 back in revenue, roas?', { ROAS: '3' }],
];

describe('figures said aloud', () => {
  it.each(SPOKEN)('%s', (question, expected) => {
    expect(results(question)).toMatchObject(expected);
  });

  it('keeps a count said after an amount a count: "twenty pounds 50 clicks" is £20 and 50 clicks', () => {
    expect(results('spent twenty pounds 50 clicks came in whats my cpc')).toMatchObject({ CPC: '£0.40' });
  });

  it('keeps a 3 x 3 grid no return', () => {
    expect(results('I spent $300 on a 3 x 3 grid ad and got 10 sales, CPA?')).toMatchObject({ CPA: '$30.00' });
  });
});
