import { describe, expect, it } from 'vitest';
import { normaliseFigureWords } from '../../worker/lib/ai/figure-words';

describe('normaliseFigureWords', () => {
  it('reads decimal commas, dotted and spaced thousands as one amount', () => {
    expect(normaliseFigureWords('CPC is €0,85 and conversion rate 2,5 %')).toBe(
      'CPC is €0.85 and conversion rate 2.5 %',
    );
    expect(normaliseFigureWords('spent 1.234,50 € for 50 sales')).toBe('spent 1234.50 € for 50 sales');
    expect(normaliseFigureWords('spent 3 500 € for 70 leads')).toBe('spent 3500 € for 70 leads');
    expect(normaliseFigureWords('1,200 clicks, 24 sales')).toBe('1,200 clicks, 24 sales');
    expect(normaliseFigureWords('spent 4,5k€, 1,2k clicks')).toBe('spent 4.5k€, 1.2k clicks');
  });

  it('reads compound numbers in words, and "one" only inside a number or a rate', () => {
    expect(normaliseFigureWords('spent seven thousand five hundred and made twenty-two thousand five hundred')).toBe(
      'spent 7500 and made 22500',
    );
    expect(normaliseFigureWords('fifteen hundred dollars, a hundred and fifty clicks')).toBe(
      '1500 dollars, 150 clicks',
    );
    expect(normaliseFigureWords('which one is better?')).toBe('which one is better?');
    expect(normaliseFigureWords('three and a half percent, half a million views, a dozen sales')).toBe(
      '3.5 percent, 0.5 million views, 12 sales',
    );
    expect(normaliseFigureWords('two and a half grand, a couple hundred bucks')).toBe('2.5 grand, 200 bucks');
    expect(normaliseFigureWords('three dollars and twenty cents a click')).toBe('3.20 dollars a click');
    expect(normaliseFigureWords('about one in 30 visitors buys')).toBe('about 3.33333333333% of visitors buys');
  });

  it('reads fractions of a group and "N in every M" as rates, but not a year', () => {
    expect(normaliseFigureWords('we close a third of our leads')).toMatch(/^we close 33\.33+\d*% of our leads$/);
    expect(normaliseFigureWords('half of them buy')).toBe('50% of them buy');
    expect(normaliseFigureWords('2 in every 100 visitors convert')).toBe('2% of visitors convert');
    expect(normaliseFigureWords('6 out of every 100 clicks')).toBe('6% clicks');
    expect(normaliseFigureWords('we sold 5 in 2024')).toBe('we sold 5 in 2024');
    expect(normaliseFigureWords('3 leads for every 100 visitors')).toBe('3% of visitors become leads');
    expect(normaliseFigureWords('4 sales per 100 clicks')).toBe('4% of clicks become sales');
  });

  it('reads a range as its midpoint, but not years, dates or a change', () => {
    expect(normaliseFigureWords('we get 40-60 leads')).toBe('we get 50 leads');
    expect(normaliseFigureWords('between $1,000 and $1,500 a month')).toBe('$1250 a month');
    expect(normaliseFigureWords('1-2k clicks')).toBe('1500 clicks');
    expect(normaliseFigureWords('a CTR of 2-3%')).toBe('a CTR of 2.5%');
    expect(normaliseFigureWords('from 2020-2024')).toBe('from 2020-2024');
    expect(normaliseFigureWords('on 12-03-2024')).toBe('on 12-03-2024');
    expect(normaliseFigureWords('CTR went from 2% to 4%')).toBe('CTR went from 2% to 4%');
  });
});
