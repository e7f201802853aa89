import { describe, expect, it } from 'vitest';
import { results } from './metric-results';

/** Amounts given in parts that make one total (figure-totals.ts), in wordings of our own that no eval set holds. */
const FAMILIES: [string, [string, Record<string, string>][]][] = [
  [
    "a day, week or month amount 'for a fortnight', 'over a month' or 'for 4 months' is multiplied by the duration",
    [
      [
        'We ran Facebook ads at €25 a day for a fortnight and booked 35 appointments. Cost per appointment?',
        { 'Ad spend over 14 days': '€350', CPA: '€10.00', 'Lifetime budget': '€350' },
      ],
      [
        'our bakery paid 40 dollars per day for a week on insta, 10 orders came in. CPA?',
        { 'Ad spend over 7 days': '$280', CPA: '$28.00', 'Lifetime budget': '$280' },
      ],
      [
        'Boosted posts cost us £5 a day over a month and brought 10 enquiries. cost per enquiry?',
        { 'Ad spend over 30 days': '£150', CPA: '£15.00', 'Lifetime budget': '£150', 'Monthly budget': '£152' },
      ],
      ["We paid $500 a month for 4 months for google ads and got 100 leads, what's the CPL?", { CPA: '$20.00' }],
      ['The campaign has been running 6 months at €400 per month, 120 sign-ups. Cost per sign-up?', { CPA: '€20.00' }],
      ['3 months at £200/month, 30 bookings. cost per booking?', { CPA: '£20.00' }],
      // Near misses: a duration already in days or weeks, and a month's amount with one month's results.
      [
        'Spent $50 a day for 2 weeks, 20 leads. CPL?',
        { 'Ad spend over 14 days': '$700', CPA: '$35.00', 'Lifetime budget': '$700' },
      ],
      [
        'Spent $20 a day for 30 days and got 30 leads. CPL?',
        { 'Ad spend over 30 days': '$600', CPA: '$20.00', 'Lifetime budget': '$600' },
      ],
      ['Our monthly budget is $1,000 and we got 50 leads this month. CPL?', { CPA: '$20.00' }],
    ],
  ],
  [
    "money 'each' for several campaigns, ads or ad sets is their total spend, never a price",
    [
      ['We ran 3 ads, $150 each, and got 45 clicks overall. CPC?', { CPC: '$10.00' }],
      ['£250 on each of our 4 ad sets and 50 leads in total. CPL?', { CPA: '£20.00' }],
      ['Two ad sets, €80 each, brought 16 sign-ups altogether. Cost per sign-up?', { CPA: '€10.00' }],
      ['Spent £900 on 3 campaigns (£300 each) and got 30 leads. CPL?', { CPA: '£30.00' }],
      // Near misses: a price 'each' of what is sold is still a price.
      ['We sell 2 courses, $300 each, and got 30 sales. Revenue?', { Revenue: '$9,000' }],
      ['2 campaigns got 30 sales total, price $300 each. Revenue?', { Revenue: '$9,000' }],
      // Near miss: a budget a day each is per campaign unless the total is asked.
      ["running 4 campaigns at $10/day each. what's my monthly spend", { 'Monthly budget': '$304' }],
    ],
  ],
  [
    "results counted day by day ('4 on Friday, 6 Saturday', '2 yesterday and 6 today') from one spend add up",
    [
      [
        'Booked 4 appointments on Friday, 6 Saturday and 5 Sunday after spending £300. Cost per appointment?',
        { CPA: '£20.00' },
      ],
      ['2 orders yesterday and 6 today from $120 in ads. CPA?', { CPA: '$15.00' }],
      ['got 7 leads mon, 3 tue, 5 wed and 5 thu, spent $400. CPL?', { CPA: '$20.00' }],
      // Near misses: months compared, and spend named per platform.
      ['We had 30 leads in May and 45 in June. June spend $1,350. CPL?', { CPA: '$30.00' }],
      ['$200 on Google and $300 on Meta, 25 sales total. CPA?', { CPA: '$20.00' }],
    ],
  ],
  [
    "a share of a budget ('a quarter of our $8,000 budget', '40% of our £5,000 budget') is what was spent",
    [
      ["We've used a quarter of our $8,000 budget and got 40 leads. CPL?", { CPA: '$50.00' }],
      ["spent 40% of our £5,000 budget and got 100 clicks. what's my CPC?", { CPC: '£20.00' }],
      ['Went through two thirds of the €1,500 budget and got 25 bookings. Cost per booking?', { CPA: '€40.00' }],
      ['spent $1500 on TikTok. TikTok brought 30 leads. TikTok CPL?', { CPA: '$50.00' }],
      [
        'half of our $3,000 budget went to Meta and half to TikTok. TikTok got 30 leads. TikTok CPL?',
        { CPA: '$50.00' },
      ],
      // Near miss: both halves' results together are the whole budget's.
      ['spent half my $2,000 budget on Google and half on Meta, got 40 sales total. CPA?', { CPA: '$50.00' }],
    ],
  ],
];

describe('amounts given in parts add up to one total', () => {
  for (const [family, cases] of FAMILIES) {
    describe(family, () => {
      it.each(cases)('%s', (question, rows) => {
        expect(results(question)).toEqual(rows);
      });
    });
  }
});
