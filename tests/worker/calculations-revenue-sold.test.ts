import { describe, expect, it } from 'vitest';
import { results } from './metric-results';

/** Money taken in what was sold, said as '$3,690 worth of sessions' or '£2,400 in lessons'. */
const CASES: [string, Record<string, string>][] = [
  [
    "Headshot photographer. Spent $820 on the ads and booked $3,690 worth of sessions that came straight from them. What's my return on ad spend?",
    { ROAS: '4.5' },
  ],
  ['Swim school: £600 on Facebook, we sold £2,400 worth of lessons off it. ROAS?', { ROAS: '4' }],
  [
    'yoga studio, spent A$500 on insta and took A$1,750 worth of class passes from it. return on ad spend?',
    { ROAS: '3.5' },
  ],
];

/** Near misses: what a package is worth each is a price, not money taken. */
const NEAR_MISSES: [string, Record<string, string>][] = [
  ['Spent $820 on ads; each package is $369 worth of sessions. How many packages do I need to sell to break even?', {}],
];

describe('revenue said as worth of what was sold', () => {
  it.each(CASES)('%s', (question, expected) => {
    expect(results(question)).toEqual(expected);
  });
  it.each(NEAR_MISSES)('near miss: %s', (question, expected) => {
    expect(results(question)).toEqual(expected);
  });
});
