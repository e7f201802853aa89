import { describe, expect, it } from 'vitest';
import { computeUserMetrics } from '../../worker/lib/ai/calculations';
import { describeFamilies } from './metric-results';

/**
 * A rate given twice with nothing telling the two apart: either value would be a guess, so neither is used and the
 * answer says why. Before, the first one worked out the table ('about 300' clicks from the morning's CPC).
 */
describeFamilies(
  'a rate given twice, with nothing telling which is which',
  [
    [
      'two CPCs, two conversion rates, two CPAs, and no part asked for',
      [
        ['Our CPC is $2 in the morning and the CPC is $3 at night. With $600, how many clicks?', {}],
        ['conversion rate 2% on mobile and 4% on desktop, 1,000 clicks, how many sales?', {}],
        ['Some days our CPA is $30 and other days our CPA is $45. How many sales will $900 bring?', {}],
      ],
    ],
  ],
  [
    // A benchmark beside the user's own rate is no second rate of theirs.
    ['CTR 2.1% vs industry 3.2%, we have 40k impressions. how many clicks did we get?', { Clicks: '840' }],
    // The same rate said twice is one rate.
    ['CPC $2, and I spent $500 at $2 CPC. clicks?', { Clicks: '250' }],
    // A line per part: each part's own line comes first in its text.
    ['Brand: CVR 10%, target CPA $30\nGeneric: CVR 4%, target CPA $50\nMax CPC on generic?', { 'Max CPC': '$2.00' }],
  ],
);

describe('the answer to a rate given twice', () => {
  it('says which figure it left out and how to label the parts, and asks for nothing else about it', () => {
    const { missing } =
      computeUserMetrics('Our CPC is $2 in the morning and the CPC is $3 at night. With $600, how many clicks?') ?? {};
    expect(missing?.[0]).toBe(
      "You gave more than one CPC without saying which is which, so I left it out. To work out each, label each part: 'Campaign A: …, Campaign B: …'.",
    );
    expect(missing?.join(' ')).not.toMatch(/To work out CPC/);
  });

  it('says nothing when two rates are only compared, with nothing asked of them', () => {
    expect(computeUserMetrics("our CVR on meta is 0.8% but on google search it's 6%. is meta just bad?")).toBeNull();
  });
});
