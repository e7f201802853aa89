import { describe, expect, it } from 'vitest';
import { results } from './metric-results';

/** A budget named in other words than 'budget', with wordings of our own that no eval set holds. */
const BUDGETS: [string, Record<string, string>][] = [
  // Agreed or approved for a month ahead: a month's budget.
  [
    'Manager approved $8,000 for meta next month. what should the daily budget be?',
    { 'Daily budget': '$263.16 a day' },
  ],
  [
    "we've got 1,200 quid to play with for google next month. what's the daily budget?",
    { 'Daily budget': '£39.47 a day' },
  ],
  // A qualifier before 'budget', what is left of one, what is set aside.
  ['£600 launch budget, cpc about £1.20. how many clicks will that get?', { 'Clicks the budget buys': 'about 500' }],
  [
    'we have €1,500 left in the budget and CPA is €25, how many more sales can we get?',
    { 'Conversions the budget buys': 'about 60' },
  ],
  [
    'NZ$3,040 signed off for the quarter, cpa around NZ$40, how many leads can we expect?',
    { 'Conversions the budget buys': 'about 76' },
  ],
  ["I've put £300 aside for instagram, cpc is 60p. how many clicks?", { 'Clicks the budget buys': 'about 500' }],
  [
    "£90 set aside for a 2 week boost, spread evenly, what's that per day?",
    { 'Equivalent daily budget': '£6.43 a day' },
  ],
  // 'the daily', 'the weekly': the budget of that period; a new value after 'from ... to'.
  ['we are bumping the daily from $40 to $60. what will the new monthly spend be?', { 'Monthly budget': '$1,824' }],
  ["our daily is £40, what's that a month?", { 'Monthly budget': '£1,216' }],
  ['bumping the daily from A$40 to A$60, new monthly spend?', { 'Monthly budget': 'A$1,824' }],
  ['CPC went from NZ$1.20 to NZ$1.80, and we got 300 clicks. spend?', { 'Ad spend': 'NZ$540' }],
  ["we're upping the weekly to €210. what's that per day?", { 'Daily budget': '€30.00 a day' }],
  ['our ad budget this month is $2,280, daily?', { 'Daily budget': '$75.00 a day' }],
  ["the budget for next month is £3,040. what's that per day?", { 'Daily budget': '£100 a day' }],
  // A period after an amount restated in brackets, and a fortnight's amount.
  ["we'll put about $2,000 (2k) a month into meta. daily budget?", { 'Daily budget': '$65.79 a day' }],
  ["we spend $700 a fortnight on meta, what's the daily budget?", { 'Equivalent daily budget': '$50.00 a day' }],
  // The budget a platform asks for, named a sentence before the amount, is not that amount's period.
  [
    "I'm putting $450 a month into Google. Google wants a daily budget though. If I spread the $450 evenly over the month, what per day?",
    { 'Daily budget': '$14.80 a day' },
  ],
  [
    'Meta asks for a daily budget. I can spread £900 over the month, how much a day is that?',
    { 'Daily budget': '£29.61 a day' },
  ],
];

describe('a budget named in other words', () => {
  it('reads the budget and the period it is for', () => {
    for (const [question, want] of BUDGETS) expect(results(question), question).toMatchObject(want);
  });

  it('forecasts what a budget buys at the CPA given beside a CPC', () => {
    expect(
      results(
        "March's budget is £4,500. clicks cost about £1.50 and our cpa has been around £30. how many clicks and sales?",
      ),
    ).toMatchObject({ 'Clicks the budget buys': 'about 3,000', 'Conversions the budget buys': 'about 150' });
    expect(
      results('we spent £1,000 for 20 sales at a cpc of £1. how many sales is that per click?'),
    ).not.toHaveProperty('Conversions the budget buys');
  });

  it('keeps money already spent, and a daily newspaper, out of the budget', () => {
    expect(results('i read the daily mail and spent £40 on ads, 4 sales')).toEqual({ CPA: '£10.00' });
    expect(results('got 20 leads off £400, CPL?')).toEqual({ CPA: '£20.00' });
    expect(results('we put £400 into ads and got 20 sales, cpa?')).toEqual({ CPA: '£20.00' });
    // A sale of named days is no month's budget; being paid fortnightly is no amount's period.
    expect(results("We have $3,000 for November's 4-day sale. daily?")).toEqual({
      'Equivalent daily budget': '$750 a day',
    });
    expect(results('I spend £600 a month on ads and get paid fortnightly. daily?')).toEqual({
      'Daily budget': '£19.74 a day',
    });
    expect(results('we spent $3,000 last month and got 60 sales, next month we want 80. CPA?')).toEqual({
      CPA: '$50.00',
    });
    expect(results('£500 of our budget went on brand and got 25 sales. cpa?')).toEqual({ CPA: '£20.00' });
    expect(results('we came in $200 under budget and got 20 sales from $1,800 spend. CPA?')).toEqual({ CPA: '$90.00' });
    expect(results("we've got 20 left in stock and spent £100 on ads for 5 sales. CPA?")).toEqual({ CPA: '£20.00' });
  });
});
