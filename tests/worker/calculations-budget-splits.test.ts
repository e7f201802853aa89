import { describe, expect, it } from 'vitest';
import { results } from './metric-results';

/** A budget shared out over campaigns, however the campaigns are counted, with wordings no eval set holds. */
const SPLITS: [string, Record<string, string>][] = [
  // A word or two between the count and 'campaigns' says which kind.
  [
    'Florist here, £900 a month shared evenly between 3 seasonal campaigns. What does each campaign get?',
    { 'Budget per campaign': '£300' },
  ],
  ['€1,200 budget divided equally across 4 separate ad sets, how much each?', { 'Budget per campaign': '€300' }],
  [
    "we're putting $4,800 into 8 regional campaigns, split evenly - how much per campaign?",
    { 'Budget per campaign': '$600' },
  ],
  ['we run 4 google campaigns on $3,000 a month, what does each get', { 'Budget per campaign': '$750' }],
  // A kind of campaign named by its results is no count of results.
  ['we run 4 lead campaigns with £2,000 a month split evenly, how much each?', { 'Budget per campaign': '£500' }],
  ['5 conversion campaigns share $2,500 a month evenly. per campaign?', { 'Budget per campaign': '$500' }],
  // A week's amount is split as a week's, not as a day's.
  ["$150 a week split across three facebook campaigns, what's each one's share?", { 'Budget per campaign': '$50.00' }],
  ['£140 a week for ads, what is that a day?', { 'Daily budget': '£20.00 a day' }],
  // One campaign for each thing counted.
  [
    'Dog groomer in 2 towns. $1,200 a month on facebook, one campaign per town. how much each?',
    { 'Budget per campaign': '$600' },
  ],
  [
    'we sell 4 product lines and want an ad set for every line. budget €2,000. how much per ad set?',
    { 'Budget per campaign': '€500' },
  ],
  [
    'Cleaner covering 4 postcodes, NZ$2,432 a month, a separate campaign for each postcode. How much per campaign, and what is that a day?',
    { 'Budget per campaign': 'NZ$608', 'Daily budget': 'NZ$20.00 a day' },
  ],
];

describe('budget split across campaigns', () => {
  it('reads the campaigns counted and the budget shared out over them', () => {
    for (const [question, want] of SPLITS) expect(results(question), question).toMatchObject(want);
  });

  it('counts no campaigns from a count of something else, nor a day of one from the whole account', () => {
    expect(results('I have 2 questions about campaigns. we spend $900 a month, what is that per day?')).toEqual({
      'Daily budget': '$29.61 a day',
    });
    expect(results('we spent $4,800 on 8 campaigns and got 96 leads. CPL?')).toEqual({ CPA: '$50.00' });
    expect(results('got 12 leads from 3 of our campaigns and spent £600. CPL?')).toEqual({ CPA: '£50.00' });
    expect(results('got 3 leads from 2 campaigns, spent £90. cpl?')).toEqual({ CPA: '£30.00' });
    expect(results('£600 a month, one ad set per day of the 3 day sale. how much per day?')).not.toHaveProperty(
      'Budget per campaign',
    );
    expect(
      results("£4,560 a month across 5 campaigns. How much per campaign, and what's the account's total daily budget?"),
    ).toMatchObject({ 'Budget per campaign': '£912', 'Daily budget': '£150 a day' });
  });
});
