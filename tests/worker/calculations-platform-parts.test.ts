import { describe, expect, it } from 'vitest';
import { results } from './metric-results';

/** Platforms side by side, each named right before its own figures, and the one the question asks about. */
const FAMILIES: [string, [string, Record<string, string>][]][] = [
  [
    "a platform named before its figures ('Meta $630, Google $455 and TikTok $280', 'TikTok – 540k impr / YouTube – ...')",
    [
      ['Pinterest $1,200 / 300k impressions vs Snapchat $800 / 250k impressions. cpm on snapchat?', { CPM: '$3.20' }],
      [
        "monthly budgets: Google £1,520, Meta £912 and LinkedIn £608. what's the daily budget for LinkedIn",
        { 'Daily budget': '£20.00 a day' },
      ],
      [
        'bing - 12,000 clicks, 300 conversions / youtube - 4,000 clicks, 40 conversions. conversion rate on youtube?',
        { 'Conversion rate': '1%' },
      ],
      [
        'instagram 48k reach, frequency 2.5 and tiktok 30k reach, frequency 3. impressions on tiktok?',
        { Impressions: '90,000' },
      ],
    ],
  ],
  [
    "a platform named before a rate it states ('LinkedIn CPL is $84 ...; Google CPL is $52')",
    [
      [
        'Meta CPL is £30 and we close 1 in 5; Google CPL is £45 and we close 25%. cost per customer on google?',
        { 'Cost per customer': '£180' },
      ],
      [
        "Bing CPL was A$40 and 1 in 4 leads signed; LinkedIn CPL was A$90 and half signed. what's the cost per customer for bing",
        { 'Cost per customer': 'A$160' },
      ],
    ],
  ],
  [
    "money set aside for each platform ('£2,400 for Meta and £1,500 for Google')",
    [
      [
        'Next month the client signed off €3,040 for TikTok and €1,520 for Pinterest. What daily budget do I give Pinterest?',
        { 'Daily budget': '€50.00 a day' },
      ],
      [
        'For March we approved $6,080 for Google Ads and $3,040 for Meta. daily budget on google ads?',
        { 'Daily budget': '$200 a day' },
      ],
      // A dollar with its country's letters ('A$', 'NZ$') stays whole.
      [
        'Next month we approved A$6,080 for Google and A$3,040 for Meta. daily budget on meta?',
        { 'Daily budget': 'A$100 a day' },
      ],
      [
        'Weekly budgets: Meta NZ$630, Google NZ$455 and TikTok NZ$280. daily budget on Google?',
        { 'Daily budget': 'NZ$65.00 a day' },
      ],
    ],
  ],
];

describe('platforms side by side, the one asked for', () => {
  for (const [family, cases] of FAMILIES)
    describe(family, () => {
      for (const [question, want] of cases) it(question, () => expect(results(question)).toEqual(want));
    });

  it('near misses: a count of weeks after a platform, or a question comparing them, is no single part', () => {
    expect(results('we ran Google 6 weeks and Meta 4 weeks, $2,400 spent, 60 leads. cpl?')).toEqual({ CPA: '$40.00' });
    expect(results('Facebook €2,100 / 402k impr vs TikTok €1,450 / 310k impr. which has the better CPM?')).toEqual({
      'CPM (Facebook)': '€5.22',
      'CPM (TikTok)': '€4.68',
    });
    // What both platforms bought together is never one platform's.
    expect(results('Facebook $500 and Google $300, 40 sales in total. CPA?')).not.toHaveProperty('CPA', '$12.50');
  });
});
