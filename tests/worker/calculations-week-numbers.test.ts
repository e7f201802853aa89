import { describe, expect, it } from 'vitest';
import { results } from './metric-results';

/** Weeks numbered with no space ('Wk1: ...', 'week2 - ...') side by side, and the one the question asks about. */
const ASKED: [string, Record<string, string>][] = [
  ['wk7: 900 clicks, 18 sales; wk8: 1,100 clicks, 33 sales. conversion rate wk8?', { 'Conversion rate': '3%' }],
  ['Week1 - spent £500, 25 leads / Week2 - spent £600, 20 leads. CPL for week2?', { CPA: '£30.00' }],
  [
    "margin's 40%. wk1 we spent €1,000 and made €4,000; wk2 we spent €1,500 and made €3,000. profit from ads in wk2?",
    {
      ROAS: '2',
      'Break-even ROAS': '2.5 (€2.50 of revenue for every €1 of ad spend)',
      'Profit from ads': '−€300',
      'ROAS against break-even': 'below break-even: the ads cost more than the margin on these sales',
    },
  ],
];

describe('weeks numbered without a space, the one asked for', () => {
  for (const [question, want] of ASKED) it(question, () => expect(results(question)).toEqual(want));

  it('near miss: weeks added up are one set of numbers', () => {
    expect(results('wk1 and wk2 combined we spent $800 for 40 sales. cpa?')).toEqual({ CPA: '$20.00' });
  });
});
