import { type MetricRule, rule } from './metric-types.ts';

/** Margins and break-even: what a sale leaves and what it may cost. */
export const PROFIT_RULES: MetricRule[] = [
  rule('unitProfit', 'Profit per sale', '{orderValue} − {unitCost}', 'money', (v) =>
    v.unitCost < v.orderValue ? v.orderValue - v.unitCost : Number.NaN,
  ),
  rule('margin', 'Profit margin', '{unitProfit} / {orderValue} × 100', 'percent', (v) =>
    v.unitProfit < v.orderValue ? v.unitProfit / v.orderValue : Number.NaN,
  ),
  rule('breakEvenRoas', 'Break-even ROAS', '1 / {margin}', 'ratio', (v) => 1 / v.margin, {
    asked: /roas|break[- ]?even|return on ad spend|profit|\blos(?:e|ing) money|in the black|without losing/i,
    topic: /roas|break-even|margin/,
    or: 'roas',
  }),
  rule('breakEvenCpa', 'Break-even CPA', '{orderValue} × {margin}', 'money', (v) => v.orderValue * v.margin),
  rule('breakEvenCpa', 'Break-even CPA', '{unitProfit}', 'money', (v) => v.unitProfit),
  // 'AOV $80, we need 4x ROAS': the most a sale may cost, and the CPA to aim bids at.
  rule('targetCpa', 'Max CPA', '{orderValue} / {targetRoas}', 'money', (v) => v.orderValue / v.targetRoas),
  rule(
    'maxCpl',
    'Max cost per lead',
    '{orderValue} × {margin} × {closeRate}',
    'money',
    (v) => v.orderValue * v.margin * v.closeRate,
  ),
  rule('profit', 'Profit from ads', '{revenue} × {margin} − {spend}', 'money', (v) => v.revenue * v.margin - v.spend),
  rule('roasVerdict', 'ROAS against break-even', '{roas} vs {breakEvenRoas}', 'text', (v) => v.roas - v.breakEvenRoas),
  // A lead's cost is set against what a sale may cost only once it is a customer's.
  rule('cpaVerdict', 'CPA against break-even', '{cpa} vs {breakEvenCpa}', 'text', (v) =>
    v.closeRate === undefined && v.customers === undefined ? v.breakEvenCpa - v.cpa : Number.NaN,
  ),
];
