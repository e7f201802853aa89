import { describe, expect, it } from 'vitest';
import { extractFigures } from '../../worker/lib/ai/figures';
import { results } from './metric-results';

/** Two periods or channels reported side by side, and the one the question asks about; wordings of our own. */
const ASKED: [string, Record<string, string>][] = [
  // Periods: abbreviated, after a platform, a quarter, or a clause that starts with the period.
  [
    "tiktok last wk: spend £1,000 / rev £4,000. this wk: spend £1,500 / rev £4,500. what's this week's roas?",
    { ROAS: '3' },
  ],
  [
    "Q3 was €30k spend / 600 new customers. Q4 is €36k / 900 new customers. what's the Q4 CAC? my manager thinks it dropped",
    { CAC: '€40.00' },
  ],
  [
    'last month the shop had 2,000 clicks and 40 sales, this month 2,500 clicks and 75 sales. whats this month’s conversion rate',
    { 'Conversion rate': '3%' },
  ],
  ['In Q3 we spent $30k for 500 customers, in Q4 $36k for 800 customers. Q4 CAC?', { CAC: '$45.00' }],
  ["yesterday: spend $300, 12 sales. today: spend $250, 20 sales. what's today's CPA?", { CPA: '$12.50' }],
  ['mar: £1,000 spend, 50 sales. apr: £1,200 spend, 40 sales. how did apr do on cpa?', { CPA: '£30.00' }],
  // A stated frequency of another period, beside the counts of this one.
  [
    "Last week our frequency was 1.8. This week it's 60,000 impressions on 20,000 reach, what's the frequency now?",
    { Frequency: '3' },
  ],
  [
    'frequency last month was 1.9; this month impressions 45,000 on a reach of 15,000. what is it now?',
    { Frequency: '3' },
  ],
  // What a channel 'did' or 'made' on the money spent.
  ['google did $5,000 on $1,000. roas?', { ROAS: '5' }],
  ['meta made €4,200 in sales on €1,400, tiktok made €1,500 on €1,000. roas on tiktok?', { ROAS: '1.5' }],
  // Channels: one after 'and' with its own verb, one with '~' before its number, a rate whose noun is two words.
  [
    'Retargeting gets $1,000 with a 6x ROAS target and prospecting gets $3,000 with a 2x target. how much revenue does retargeting need?',
    { 'Revenue needed': '$6,000' },
  ],
  [
    'brand should get ~800 clicks at a 10% conv rate, non-brand ~2,000 clicks at 3%. how many conversions from non-brand?',
    { 'Conversions the clicks bring': 'about 60' },
  ],
];

describe('the period or part asked about', () => {
  it('answers for the part the question names', () => {
    for (const [question, want] of ASKED) expect(results(question), question).toMatchObject(want);
  });

  it('reads one period, or platforms joined by "and", as one set of numbers', () => {
    expect(results('last month i put 18k into google ads and got 300 leads. CPL?')).toEqual({ CPA: '60.00' });
    expect(results('spent £500 on facebook and google, got 20 sales. CPA?')).toEqual({ CPA: '£25.00' });
    expect(results('May I ask: we spent £500 and got 10 sales, CPA?')).toEqual({ CPA: '£50.00' });
    expect(results('I did 20 sales on £400 spend. cpa?')).toEqual({ CPA: '£20.00' });
    expect(results('Today I spent £300 and got 12 sales, what is my CPA?')).toEqual({ CPA: '£25.00' });
    expect(results('frequency is 3 and reach is 10,000, how many impressions?')).toEqual({ Impressions: '30,000' });
    // Periods that report no figure side by side are one story, read whole.
    expect(results('Last week we spent £500. This week we got 25 sales from it. CPA?')).toEqual({ CPA: '£20.00' });
    expect(
      results(
        'Last month I set a budget of $3,000. This month I want to know: if CPC is $1.50, how many clicks will that buy?',
      ),
    ).toEqual({ 'Clicks the budget buys': 'about 2,000' });
    // One figure for two periods, each named after its value: never the first period's answer for the second.
    expect(
      results(
        "we spent $2,000 last month and $2,500 this month; got 40 sales last month and 45 this month. this month's cpa?",
      ),
    ).toEqual({});
    expect(results('spent £900 last week and £1,200 this week, 30 sales combined. overall cpa?')).toEqual({});
    expect(results('we spent $2,000 last month and spent $2,500 this month, 85 sales in total. overall cpa?')).toEqual({
      CPA: '$52.94',
    });
    expect(results('I spent $500 last month and got 20 sales this month. cpa?')).toEqual({ CPA: '$25.00' });
    // What a campaign gets is its budget; what a person gets is not.
    expect(extractFigures('she gets £30 per lesson and I spent £300 on ads for 10 students')).not.toHaveProperty(
      'totalBudget',
    );
    // A count before the stated frequency may be of its period too: no frequency from counts of two periods.
    expect(
      results('Reach last month 20,000, frequency 2. This month reach 25,000 and impressions 75,000. frequency now?'),
    ).not.toHaveProperty('Frequency');
  });
});
