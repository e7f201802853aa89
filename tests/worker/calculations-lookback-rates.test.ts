import { describe, expect, it } from 'vitest';
import { results } from './metric-results';

/** A cost per result seen over the last few weeks or days says when it was seen, not the days a budget runs. */
const CASES: [string, Record<string, string>][] = [
  [
    'cost per lead was about $35 over the last 6 weeks. got $1,400 to spend in May. how many leads?',
    { 'Conversions the budget buys': 'about 40' },
  ],
  [
    'Over the past 6 weeks each lead from Google has cost about $42. Next month we have $1,500. How many leads can we expect?',
    { 'Conversions the budget buys': 'about 35' },
  ],
  [
    'In the last 10 days our CPA has been around €18 and we have €900 for next week. roughly how many sales?',
    { 'Conversions the budget buys': 'about 50' },
  ],
];

/** Near miss: money spent over the last weeks is still spread over those days. */
const NEAR_MISSES: [string, Record<string, string>][] = [
  ["we spent $2,100 over the last 3 weeks, what's that per day?", { 'Equivalent daily budget': '$100 a day' }],
];

describe('rates seen over the last weeks', () => {
  it.each(CASES)('%s', (question, expected) => {
    expect(results(question)).toEqual(expected);
  });
  it.each(NEAR_MISSES)('near miss: %s', (question, expected) => {
    expect(results(question)).toEqual(expected);
  });
});
