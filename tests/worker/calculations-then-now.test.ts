import { describe, expect, it } from 'vitest';
import { results } from './metric-results';

/** Wordings of our own that no eval set holds: the figure read is the current, own one, not an older or another's. */
const FAMILIES: [string, [string, Record<string, string>][]][] = [
  [
    "a value as it was, then as it is 'now': the one after 'now' is read",
    [
      [
        'Last year our cost per click was €2.10, now we pay €1.60 per click and got 500 clicks. What did we spend?',
        { 'Ad spend': '€800' },
      ],
      [
        "My old cost per lead used to be £40 but now it's £28. I want 50 leads. How much budget?",
        { 'Budget needed': '£1,400' },
      ],
      ['Weekly budget was £200 in spring and is now £350. Daily budget?', { 'Daily budget': '£50.00 a day' }],
      ['we used to get 30 clicks a day, now 120 at $0.40. daily spend?', { 'Ad spend': '$48.00' }],
      [
        'Our CPA is usually around A$30 (last year it was A$55). We want 20 sales. Budget?',
        { 'Budget needed': 'A$600' },
      ],
    ],
  ],
  [
    "another party's figures ('my friend', 'a competitor') beside the user's own: the user's are read",
    [
      [
        "My competitor spends $8,000 a month and gets 400 leads. We spend $1,500 a month and get 60 leads. What's our CPL?",
        { CPA: '$25.00' },
      ],
      [
        'A friend of mine runs a bakery and spent £3,000 for 150 orders. I spent £600 and got 40 orders. cost per order?',
        { CPA: '£15.00' },
      ],
      [
        'my mate who does plumbing gets 90 jobs from $4,500. i spent $900 and got 30 jobs. cost per job?',
        { CPA: '$30.00' },
      ],
    ],
  ],
  [
    'an earlier year or month beside the one the question names: the named one is read',
    [
      [
        'In 2022 we made $200,000 in sales. This year we spent $4,000 on google ads and they brought in $18,000. ROAS?',
        { ROAS: '4.5' },
      ],
      ['we got 120 sign-ups in March and 90 in April. April ad spend was €1,800. cost per sign-up?', { CPA: '€20.00' }],
      ['Bookings: 25 in Jan, and 40 in Feb. Feb spend £1,000. cost per booking?', { CPA: '£25.00' }],
      ['we got 120 sign-ups in March and 90 in April. total spend €4,200. cost per sign-up?', { CPA: '€20.00' }],
      [
        'Last month we paid $2.00 per click for 300 clicks. This month 450 at $1.60. What did we spend this month?',
        { 'Ad spend': '$720' },
      ],
      ['Had 40 orders last week from £800. This week we got 50 for £900. CPA this week?', { CPA: '£18.00' }],
    ],
  ],
  [
    "a year before the figure's name ('our 2024 spend') dates it; it is no amount",
    [
      ['Our 2023 ad spend was €12,000 and we got 300 leads. CPL?', { CPA: '€40.00' }],
      ['Our 2025 revenue from ads was £90,000 on £30,000 spend. ROAS?', { ROAS: '3' }],
      ['my 2024 google ads spend was $18,000 for 600 sales, cpa?', { CPA: '$30.00' }],
    ],
  ],
];

describe('figures as they are now, and the user’s own', () => {
  for (const [family, cases] of FAMILIES)
    it(family, () => {
      for (const [question, want] of cases) expect(results(question), question).toEqual(want);
    });

  it('keeps the readings that already held (near misses)', () => {
    const cases: [string, Record<string, string>][] = [
      ['CPC went from $1.20 to $0.90 for 2,000 clicks. Spend?', { 'Ad spend': '$1,800' }],
      ['Now we pay $1.10 per click for 800 clicks. Spend?', { 'Ad spend': '$880' }],
      ['Our CPA was $40 and we got 30 sales. Spend?', { 'Ad spend': '$1,200' }],
      ['My friend told me to spend $500. I got 25 sales from it. CPA?', { CPA: '$20.00' }],
      [
        'My boss wants 100 sales next month. Our CPA is $35. What budget should I ask for?',
        { 'Budget needed': '$3,500' },
      ],
    ];
    for (const [question, want] of cases) expect(results(question), question).toEqual(want);
  });

  it('names nothing when nothing tells two periods apart', () => {
    expect(results('We had 30 leads in May and 45 in June. Spend was $1,500. CPL?')).toEqual({});
    expect(results('We spent $2,000 last month and $2,500 this month and got 100 sales this month. CPA?')).toEqual({});
  });
});
