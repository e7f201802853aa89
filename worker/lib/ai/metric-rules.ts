import { BUDGET_RULES } from './metric-budget.ts';
import { CUSTOMER_RULES } from './metric-customers.ts';
import { PLAN_RULES } from './metric-plans.ts';
import { PROFIT_RULES } from './metric-profit.ts';
import { TRAFFIC_RULES } from './metric-traffic.ts';
import type { MetricRule } from './metric-types.ts';

export type { MetricRule, Quantity, Unit, Values } from './metric-types.ts';
export { rule } from './metric-types.ts';

/** Every formula the knowledge base defines, in the order a worked answer reads them; `{name}` is an input. */
export const METRIC_RULES: MetricRule[] = [
  ...TRAFFIC_RULES,
  ...PROFIT_RULES,
  ...BUDGET_RULES,
  ...CUSTOMER_RULES,
  ...PLAN_RULES,
];
