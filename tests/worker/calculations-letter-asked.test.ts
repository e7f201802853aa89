import { describe, expect, it } from 'vitest';
import { results } from './metric-results';

/** Parts told apart by a letter ('campaign A ..., campaign B ...'), asked for by the bare letter. */
const ASKED: [string, Record<string, string>][] = [
  [
    'Display campaign A had 84k impr at a 0.45% CTR, campaign B had 125k impr at a 0.38% CTR. How many clicks did B get?',
    { Clicks: '475' },
  ],
  ["Ad A: 20k impressions, 300 clicks. Ad B: 35k impressions, 420 clicks. what's B's CTR?", { CTR: '1.2%' }],
  [
    'variant A got 1,200 visits and 36 sales, variant B got 1,100 visits and 44 sales. what conversion rate did B do?',
    { 'Conversion rate': '4%' },
  ],
  [
    'Campaign A spent £400 for 20 leads, campaign B spent £600 for 40 leads. what CPL did we get from A?',
    { CPA: '£20.00' },
  ],
];

describe('the part asked for by its letter', () => {
  for (const [question, want] of ASKED) it(question, () => expect(results(question)).toEqual(want));

  it('near misses: a letter that starts a sentence, or a question comparing them, asks for no one part', () => {
    const both = { 'CPA (Campaign A)': '£20.00', 'CPA (Campaign B)': '£15.00' };
    expect(
      results('Campaign A spent £400 for 20 leads, campaign B spent £600 for 40 leads. A quick one: what is the CPL?'),
    ).toEqual(both);
    expect(
      results(
        'Campaign A spent £400 for 20 leads, campaign B spent £600 for 40 leads. A or B, which has the better CPL?',
      ),
    ).toEqual(both);
  });
});
