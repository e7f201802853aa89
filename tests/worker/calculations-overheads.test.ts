import { describe, expect, it } from 'vitest';
import { extractFigures } from '../../worker/lib/ai/figures';
import { results } from './metric-results';

/** What the business pays its people or suppliers for a period, beside its ads money; wordings of our own. */
const OVERHEADS: [string, Record<string, string>][] = [
  [
    "Dog walker, I pay my assistant £90 a week. Spending £300 a month on meta, what's that per day?",
    { 'Daily budget': '£9.87 a day' },
  ],
  [
    'van lease is $450 a month and I put $1,520 a month into google ads. daily budget?',
    { 'Daily budget': '$50.00 a day' },
  ],
  [
    'My two cleaners are on €100 a day each. We spent €600 on ads and got 20 bookings. cost per booking?',
    { CPA: '€30.00' },
  ],
  [
    'we hire a freelancer at $300 a week to run our ads and spend $1,000 a week on meta for 50 leads a week. CPL?',
    { CPA: '$20.00', 'Daily budget': '$142.86 a day' },
  ],
  // The only amount with a currency sign still names the currency of the one in words.
  [
    "we're putting two grand a month into google. the lads are on £100 a day each. what daily budget do I set?",
    { 'Daily budget': '£65.79 a day' },
  ],
];

describe('wages, rent and hire beside the ads money', () => {
  it('leaves what the business pays its people and suppliers out of the ad budget', () => {
    for (const [question, want] of OVERHEADS) expect(results(question), question).toEqual(want);
  });

  it('still reads money that people spend on ads, and money paid to an ad platform', () => {
    expect(results('our staff spend £200 a week on facebook, 10 leads a week. CPL?')).toMatchObject({ CPA: '£20.00' });
    expect(results("I pay google £25 a day, what's that a month?")).toEqual({ 'Monthly budget': '£760' });
    // Hiring things out is what the business charges, not a hire it pays for.
    expect(extractFigures('we hire out bouncy castles at £120 a day')).toMatchObject({ currency: '£' });
    expect(Object.keys(extractFigures('we hire out bouncy castles at £120 a day'))).not.toEqual(['currency']);
  });
});
