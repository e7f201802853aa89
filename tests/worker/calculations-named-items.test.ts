import { describe, expect, it } from 'vitest';
import { results } from './metric-results';

/** Products or campaigns under names of the user's own, side by side, and the one the question names. */
const ASKED: [string, Record<string, string>][] = [
  // Products: the sum after the name is its price ('Mini at $30', 'gloves sell for £18', 'advanced €300').
  [
    'We stock two boxes: Mini at $30 (costs us $18 to pack and post) and Deluxe at $75 (costs us $45). profit margin on the Deluxe box?',
    {
      'Profit per sale': '$30.00',
      'Profit margin': '40%',
      'Break-even ROAS': '2.5 ($2.50 of revenue for every $1 of ad spend)',
      'Break-even CPA': '$30.00',
    },
  ],
  [
    'Two courses in the shop: beginner €120 at a 60% margin, advanced €300 at a 50% margin. break-even CPA for advanced?',
    { 'Break-even ROAS': '2 (€2.00 of revenue for every €1 of ad spend)', 'Break-even CPA': '€150' },
  ],
  [
    'Scarves sell for £25 and cost us £10, whereas gloves sell for £18 and cost us £9. break-even ROAS on gloves?',
    {
      'Profit per sale': '£9.00',
      'Profit margin': '50%',
      'Break-even ROAS': '2 (£2.00 of revenue for every £1 of ad spend)',
      'Break-even CPA': '£9.00',
    },
  ],
  // Campaigns by a name and a colon or dash, with no 'campaign' after it.
  ['Weekend Promo: $900 spend, 1,500 clicks – Clearance: $400 spend, 320 clicks. CPC for Clearance?', { CPC: '$1.25' }],
];

describe('items under names of their own, the one asked for', () => {
  for (const [question, want] of ASKED) it(question, () => expect(results(question)).toEqual(want));

  it('near misses: figure words before a colon are no names, and a question naming no item reads the whole', () => {
    expect(results("Revenue: $2,000 — Spend: $500. what's the roas on that?")).toEqual({ ROAS: '4' });
    expect(results('Facebook: $500 spend, 20 sales — Newsletter: $0 spend, 12 sales. CPA for Facebook?')).toEqual({
      CPA: '$25.00',
    });
    // No item named in the question: never one item's break-even CPA.
    expect(
      results('Starter at £45 and Pro at £120, margin 40% on both. which has the higher break-even CPA?'),
    ).not.toHaveProperty('Break-even CPA');
  });
});
