import { type MetricRule, rule } from './metric-types.ts';

const forecastRevenue = (sales: 'expectedConversions' | 'affordableConversions') =>
  rule('revenue', 'Revenue', `{${sales}} × {orderValue}`, 'money', (v) => v[sales] * v.orderValue);

/** Plans and forecasts: what a goal needs, what a budget buys, and fees on spend. */
export const PLAN_RULES: MetricRule[] = [
  rule(
    'leadsNeeded',
    'Leads needed',
    '{targetConversions} / {closeRate}',
    'ceil',
    (v) => v.targetConversions / v.closeRate,
  ),
  // '8% of visitors become leads and 25% of leads book': the visits bring the leads the goal needs.
  rule('requiredClicks', 'Clicks needed', '{leadsNeeded} / {cvr}', 'ceil', (v) => v.leadsNeeded / v.cvr),
  rule('requiredClicks', 'Clicks needed', '{targetConversions} / {cvr}', 'ceil', (v) => v.targetConversions / v.cvr),
  rule('impressions', 'Impressions', '{requiredClicks} / {ctr}', 'ceil', (v) => v.requiredClicks / v.ctr),
  rule('requiredBudget', 'Budget needed', '{leadsNeeded} × {cpa}', 'money', (v) => v.leadsNeeded * v.cpa),
  rule('requiredBudget', 'Budget needed', '{targetConversions} × {cpa}', 'money', (v) => v.targetConversions * v.cpa),
  rule(
    'requiredBudget',
    'Budget needed',
    '{targetConversions} × {targetCpa}',
    'money',
    (v) => v.targetConversions * v.targetCpa,
  ),
  // '40 leads over a 6-week push at £22.50 each, what's that per day?': the budget a goal needs, spread over its days.
  rule(
    'dailyBudget',
    'Equivalent daily budget',
    '{requiredBudget} / {days}',
    'money',
    (v) => v.requiredBudget / v.days,
    {
      asked: /\bdaily\b|\bper day\b|\ba day\b|\beach day\b/i,
      topic: /(?!)/,
    },
  ),
  rule('expectedClicks', 'Clicks the budget buys', '{budget} / {cpc}', 'floor', (v) =>
    v.clicks === undefined ? v.budget / v.cpc : Number.NaN,
  ),
  rule(
    'expectedConversions',
    'Conversions the clicks bring',
    '{expectedClicks} × {cvr}',
    'floor',
    (v) => v.expectedClicks * v.cvr,
  ),
  // Forecasts only when the user has not said how many came.
  rule('affordableConversions', 'Conversions the budget buys', '{budget} / {cpa}', 'floor', (v) =>
    v.conversions === undefined && v.expectedConversions === undefined ? v.budget / v.cpa : Number.NaN,
  ),
  rule(
    'affordableConversions',
    'Conversions the budget buys',
    '{budget} / {targetCpa}',
    'floor',
    (v) => v.budget / v.targetCpa,
  ),
  rule('expectedImpressions', 'Impressions the budget buys', '{budget} / {cpm} × 1,000', 'floor', (v) =>
    v.impressions === undefined ? (v.budget / v.cpm) * 1000 : Number.NaN,
  ),
  // A forecast of sales is a forecast of what they bring.
  forecastRevenue('expectedConversions'),
  forecastRevenue('affordableConversions'),
  rule('agencyFee', 'Agency fee', '{spend} × {feeRate}', 'money', (v) => v.spend * v.feeRate),
  rule('feePaid', 'Fee with the minimum', 'the larger of {agencyFee} and {minFee}', 'money', (v) =>
    Math.max(v.agencyFee, v.minFee),
  ),
  rule('maxCpc', 'Max CPC', '{targetCpa} × {cvr}', 'money', (v) => v.targetCpa * v.cvr),
  rule('revenueNeeded', 'Revenue needed', '{spend} × {targetRoas}', 'money', (v) => v.spend * v.targetRoas),
  rule('revenueNeeded', 'Revenue needed', '{budget} × {targetRoas}', 'money', (v) => v.budget * v.targetRoas),
];
