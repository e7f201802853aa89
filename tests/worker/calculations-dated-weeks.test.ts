import { describe, expect, it } from 'vitest';
import { results } from './metric-results';

/** Weeks named by the date they start ('Week of 3 Mar: ...', 'w/c 7th April ...'), and the one asked for. */
const ASKED: [string, Record<string, string>][] = [
  [
    'w/c 7th April we spent $700 for 35 leads, w/c 14th April we spent $900 for 30 leads. what was the CPL for w/c 14th April?',
    { CPA: '$30.00' },
  ],
  [
    'Week starting May 5: 12,000 impressions, 240 clicks. Week starting May 12: 15,000 impressions, 450 clicks. CTR for the week starting May 12?',
    { CTR: '3%' },
  ],
  [
    'week of 2nd June - 80 orders, avg order €55; week of 9th June - 95 orders, avg order €50. revenue for the week of 9th June?',
    { Revenue: '€4,750' },
  ],
];

describe('dated weeks side by side, the one asked for', () => {
  for (const [question, want] of ASKED) it(question, () => expect(results(question)).toEqual(want));

  it('near miss: one dated week is one set of numbers', () => {
    expect(results('the week of 3 March we spent £400 and got 20 sales. cpa?')).toEqual({ CPA: '£20.00' });
  });
});
