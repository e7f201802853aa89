import { type MetricRule, rule } from './metric-types.ts';

const EACH_ONE = String.raw`\b(?:(?:per|each|a|every) (?:campaign|ad set|ad group|channel)|each)\b`;
const A_DAY = String.raw`\b(?:(?:per|a|each) day|daily)\b`;
/** 'how much per campaign, and what's the daily budget for the whole account?': a day of all of them together. */
const WHOLE = String.raw`\b(?:whole|total|account|overall|altogether|combined)\b`;
const BETWEEN = `(?:(?!${WHOLE})[^;.?!])*`;

/** Budgets brought to another period or split across campaigns. */
export const BUDGET_RULES: MetricRule[] = [
  // 'per campaign per day': a month's budget split, then brought to a day.
  rule(
    'dailyBudget',
    'Daily budget',
    '{monthlyBudget} / {campaigns} / 30.4',
    'money',
    (v) => v.monthlyBudget / v.campaigns / 30.4,
    {
      asked: new RegExp(`${EACH_ONE}${BETWEEN}${A_DAY}(?!${BETWEEN}${WHOLE})|${A_DAY}${BETWEEN}${EACH_ONE}`, 'i'),
      topic: /(?!)/,
    },
  ),
  rule('dailyBudget', 'Daily budget', '{monthlyBudget} / 30.4', 'money', (v) => v.monthlyBudget / 30.4, {
    asked: /\bdaily\b|\bper day\b|\ba day\b|\beach day\b/i,
    topic: /budget|pacing/,
  }),
  rule('dailyBudget', 'Daily budget', '{weeklyBudget} / 7', 'money', (v) => v.weeklyBudget / 7),
  rule('lifetimeBudget', 'Lifetime budget', '{dailyBudget} × {days}', 'money', (v) => v.dailyBudget * v.days),
  // 'ran 21 days at €35/day and got 49 sign-ups': what ran was spent.
  rule('cpa', 'CPA', '{lifetimeBudget} / {conversions}', 'money', (v) => v.lifetimeBudget / v.conversions),
  rule('dailyBudget', 'Equivalent daily budget', '{totalBudget} / {days}', 'money', (v) => v.totalBudget / v.days),
  rule('dailyBudget', 'Equivalent daily budget', '{spend} / {days}', 'money', (v) => v.spend / v.days, {
    asked: /\bdaily\b|\bper day\b|\ba day\b|\beach day\b/i,
    topic: /pacing/,
  }),
  rule('monthlyBudget', 'Monthly budget', '{dailyBudget} × 30.4', 'money', (v) => v.dailyBudget * 30.4, {
    asked: /\bmonth(?:ly)?\b/i,
    topic: /budget|pacing/,
  }),
  rule('perCampaign', 'Budget per campaign', '{budget} / {campaigns}', 'money', (v) => v.budget / v.campaigns),
];
