import { describe, expect, it } from 'vitest';
import { wrongNumbers } from '../../scripts/eval-numbers.ts';

const row = (metric: string, result: string) => ({ metric, result });

describe('when the eval counts a number question as computed correctly', () => {
  it.each([
    ['one sum under its other name', { CAC: '£40.00' }, [row('Cost per customer', '£40.00')]],
    ['a daily budget either way', { 'Daily budget': '$35.71 a day' }, [row('Equivalent daily budget', '$35.71 a day')]],
    ["a count with the table's 'about'", { Clicks: '1,200' }, [row('Clicks the budget buys', 'about 1,200')]],
    ['a currency by its code', { CPA: 'KES 15.00' }, [row('CPA', 'KSh 15.00')]],
    ['a currency written after the amount', { CPA: 'PLN 40.00' }, [row('CPA', '40.00 zł')]],
    ['a currency code in mixed case', { CPA: 'Ksh250' }, [row('CPA', 'KSh 250')]],
    [
      'a currency inside a sentence',
      { 'Break-even ROAS': '3.33 (Ksh3.33 of revenue for every Ksh1 of ad spend)' },
      [row('Break-even ROAS', '3.33 (KSh 3.33 of revenue for every KSh 1 of ad spend)')],
    ],
    ['a loss by its code', { 'Profit from ads': '−GBP 540' }, [row('Profit from ads', '−£540')]],
  ])('%s', (_, want, rows) => {
    expect(wrongNumbers(want, rows).computed).toEqual([]);
    expect(wrongNumbers(want, rows).named).toHaveLength(1);
  });

  it.each([
    ['another metric with the same value', { CAC: '£40.00' }, [row('CPA', '£40.00')]],
    ['another currency', { CPA: '$15.00' }, [row('CPA', '€15.00')]],
    ['the rand for the real', { CPA: 'R$15.00' }, [row('CPA', 'R15.00')]],
    ['another value', { Clicks: '1,200' }, [row('Clicks the budget buys', 'about 1,199')]],
    ['a result left out', { CPA: '$15.00', CAC: '$60.00' }, [row('CPA', '$15.00')]],
  ])('but not %s', (_, want, rows) => {
    expect(wrongNumbers(want, rows).computed).toHaveLength(1);
  });

  it('counts a label met exactly both ways', () => {
    expect(wrongNumbers({ CPA: '$15.00' }, [row('CPA', '$15.00')])).toEqual({ named: [], computed: [] });
  });
});
