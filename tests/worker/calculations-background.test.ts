import { describe, expect, it } from 'vitest';
import { results } from './metric-results';

type Case = [string, Record<string, string>];

/** Wordings of our own (no eval set holds them), each with the exact rows; near misses keep their answer. */
const FAMILIES: [string, Case[]][] = [
  [
    "what the business has or does without the ads ('has 200 students', 'organically', 'our 3 receptionists') is no result",
    [
      [
        'Our dance school has 200 students. We spent £600 on Facebook and got 30 enquiries. Cost per enquiry?',
        { CPA: '£20.00' },
      ],
      [
        "we've got about 3,000 instagram followers. spent $450 on ads, got 15 bookings. cost per booking?",
        { CPA: '$30.00' },
      ],
      ['My bakery gets 800 customers a week from walk-ins. Ads got 120 clicks for €60. CPC?', { CPC: '€0.50' }],
      [
        'There are 1,200 names on our mailing list. Ran ads for A$500 and got 25 sign ups. cost per sign up?',
        { CPA: 'A$20.00' },
      ],
      [
        'Our 3 receptionists take 60 calls a day. Google ads cost us $800 and brought 40 calls. cost per call?',
        { CPA: '$20.00' },
      ],
      ['Clients order 4 bottles per order. We got 50 orders from £1,000 of ads. CPA?', { CPA: '£20.00' }],
      ['I run 2 classes of 25 kids. Spent $300 and got 12 enquiries, cost per enquiry?', { CPA: '$25.00' }],
      ['Our 4 sales reps close 20% of leads. CPL is $50. Cost per customer?', { 'Cost per customer': '$250' }],
      [
        'My shop gets 5k visitors a month. Spent £400 on Google ads for 800 clicks and 16 orders. CPC and conversion rate?',
        { CPC: '£0.50', 'Conversion rate': '2%', CPA: '£25.00' },
      ],
      [
        'our blog averages 30,000 views a month; the facebook campaign got 1,500 clicks for €300. cpc?',
        { CPC: '€0.20' },
      ],
    ],
  ],
  [
    "what was undone or was not new ('12 were refunded', 'of which 10 were returning clients', 'a 20% discount')",
    [
      ['Got 60 orders from $1,200 of ads but 12 were refunded. CPA on the orders we kept?', { CPA: '$25.00' }],
      ['spent £800, 40 bookings, of which 10 were returning clients. cost per new client?', { CPA: '£26.67' }],
      ['We got 30 sales and 5 returns. Spent €450. CPA?', { CPA: '€18.00' }],
      [
        'Sold 100 units at $50 each with a 20% discount. Ad spend $2,000. ROAS?',
        { Revenue: '$4,000', CPA: '$20.00', ROAS: '2' },
      ],
    ],
  ],
];

/** Near misses: the same words where they do name what the ads brought, or nothing is undone. */
const NEAR: Case[] = [
  ['Our gym has 40 new members from the ads. We spent $1,200. CAC?', { CPA: '$30.00', CAC: '$30.00' }],
  ['We sell organic soap. Spent $300 and got 30 sales. CPA?', { CPA: '$10.00' }],
  ['Our 2 staff handled it. Spent $500 and got 25 leads. CPL?', { CPA: '$20.00' }],
  ['We got 40 sales from $600 and 10 were from Instagram. CPA?', { CPA: '$15.00' }],
  [
    'Sold 40 items for $30 each. Would a 10% discount help? Spent $400. ROAS?',
    { Revenue: '$1,200', CPA: '$10.00', ROAS: '3' },
  ],
  ['Made $2,000 in sales after a 10% discount. Spent $500. ROAS?', { ROAS: '4' }],
  ['We got 40 sales, but 10 were spam. Spent $600. CPA?', {}],
  ['My website gets 2,000 visits a month and 40 sales. Conversion rate?', { 'Conversion rate': '2%' }],
  ['Our site gets 3,000 visits a month, spent $600 on ads. cost per visit?', { CPC: '$0.20' }],
];

describe('background counts and undone results', () => {
  for (const [family, cases] of FAMILIES)
    it(family, () => {
      for (const [question, want] of cases) expect(results(question), question).toEqual(want);
    });
  it('keeps the answer of near misses', () => {
    for (const [question, want] of NEAR) expect(results(question), question).toEqual(want);
  });
});
