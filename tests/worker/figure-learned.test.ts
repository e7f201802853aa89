import { describe, expect, it } from 'vitest';
import type { Loose } from '../../worker/lib/ai/figure-fallback';
import { type Model, nameLearned, numbersOf, predict } from '../../worker/lib/ai/figure-learned';
import type { Figures } from '../../worker/lib/ai/figure-types';
import { describeFamilies } from './metric-results';

/** A model of our own: 'poured' before an amount is spend, 'rang' after a count is conversions, 'maybe' is anyone's. */
const TOY: Model = {
  classes: ['conversions', 'none', 'spend'],
  docs: [10, 10, 10],
  totals: [20, 20, 20],
  vocab: 4,
  counts: { 'l1:pour': [2, 100], 'r1:rang': [0, 100], 'r1:maybe': [0, 5, 1, 5, 2, 5] },
};

/** Every number of the text as the rules would leave it unnamed. */
const allLoose = (text: string): Loose[] =>
  numbersOf(text).map(({ n, start, end }) => ({ n, start, end, kind: 'count' as const }));
const guessed = (text: string, figures: Figures = {}, loose = allLoose(text)) =>
  nameLearned(figures, text, loose, TOY).guesses;

describe('the learned reader', () => {
  it('finds the likeliest figure and how sure it is', () => {
    const sure = predict(TOY, ['l1:pour', 'k:money']);
    expect(sure.key).toBe('spend');
    expect(sure.p).toBeGreaterThan(0.9);
    expect(predict(TOY, ['r1:maybe']).p).toBeLessThan(0.5);
  });

  it('names a number the rules left loose when it is sure', () => {
    expect(guessed('I poured 300 into it and 12 rang me')).toEqual({ spend: 300, conversions: 12 });
  });

  it('leaves alone what the rules named, a figure they already hold and a value already used', () => {
    const text = 'I poured 300 into it and 12 rang me';
    expect(
      guessed(
        text,
        {},
        allLoose(text).filter((l) => l.n !== 300),
      ),
    ).toEqual({ conversions: 12 });
    expect(guessed(text, { spend: 250 })).toEqual({ conversions: 12 });
    expect(guessed(text, { clicks: 300 })).toEqual({ conversions: 12 });
  });

  it('names nothing when two numbers claim one figure, when unsure, or in a pasted report', () => {
    expect(guessed('I poured 300 here, then poured 200 there')).toBeUndefined();
    expect(guessed('about 40 maybe')).toBeUndefined();
    expect(guessed('Campaign\tCost\nBrand\tpoured 300')).toBeUndefined();
  });

  it('never reads a price cut as a figure', () => {
    expect(guessed('I poured 30% off the price')).toBeUndefined();
  });
});

/**
 * Wordings of our own, mixed with other languages' words, where the phrase rules alone leave the table empty or short
 * and the trained model (worker/lib/ai/figure-model.json) fills the gap with the right figure.
 */
describeFamilies(
  'the trained model fills what the rules leave out',
  [
    [
      'a conversion rate and a goal in other words',
      [['Our conversion is 2.5 % and we want 40 ventas, how many clicks need?', { 'Clicks needed': '1,600' }]],
    ],
    [
      'a margin and a price, asked as a maximum cost',
      [
        [
          'product 80 € with ganancia 30%, maximum CPA?',
          {
            'Break-even ROAS': '3.33 (€3.33 of revenue for every €1 of ad spend)',
            'Break-even CPA': '€24.00',
          },
        ],
        [
          'Course 200 USD, profit margin 40%, the max CPA I can pay?',
          {
            'Break-even ROAS': '2.5 ($2.50 of revenue for every $1 of ad spend)',
            'Break-even CPA': '$80.00',
          },
        ],
        ['our margin 35 % and ticket 60 €, what maximum cost per sale?', { 'Break-even CPA': '€21.00' }],
      ],
    ],
  ],
  [
    // A discount and an order value are no margin: the model alone would have read 20% as one (Break-even CPA $9.00).
    ['Is 20% off or free shipping better for my ads? small clothing shop, avg order ~$45', {}],
    // What the rules worked out stays as it was: the model only adds rows.
    ['sofa sells 900 $ with margin of 25%, how much max cpa', { 'Break-even CPA': '$225' }],
  ],
);
