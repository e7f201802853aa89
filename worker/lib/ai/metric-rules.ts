import type { FigureKey } from './figure-types.ts';

/** A value a rule works out and the next rules may use ('cpa' from 'cpc' and 'cvr'). */
export type Quantity =
  | FigureKey
  | 'breakEvenRoas'
  | 'breakEvenCpa'
  | 'maxCpl'
  | 'profit'
  | 'ltvCac'
  | 'requiredClicks'
  | 'requiredBudget'
  | 'affordableConversions'
  | 'expectedClicks'
  | 'expectedImpressions'
  | 'expectedConversions'
  | 'maxCpc'
  | 'perCampaign'
  | 'revenueNeeded'
  | 'leadsNeeded'
  | 'lifetimeBudget'
  | 'roasVerdict'
  | 'cpaVerdict'
  | 'budget'
  | 'agencyFee'
  | 'feePaid';

export type Unit = 'money' | 'percent' | 'count' | 'whole' | 'ratio' | 'ceil' | 'floor' | 'text';

export type MetricRule = {
  out: Quantity;
  label: string;
  formula: string;
  needs: Quantity[];
  unit: Unit;
  compute: (v: Values) => number;
  /** Rules from one input alone (a daily budget from a monthly one) only when the question is about them. */
  when?: { asked: RegExp; topic: RegExp; or?: Quantity };
};

export type Values = Partial<Record<Quantity, number>>;

const EACH_ONE = String.raw`\b(?:(?:per|each|a|every) (?:campaign|ad set|ad group|channel)|each)\b`;
/** 'CAC', or 'what did each new customer cost to bring in', 'cost me to get each new client'. */
const NEW_ONE = '(?:customer|client|member|donor|patient|subscriber|student|buyer)s?';
export const CAC_ASKED = new RegExp(
  String.raw`\bcac\b|acquisition cost|cost to acquire|cost (?:me |us )?to (?:get|bring in|win|sign|land) (?:(?:each|a|one|every|per) )?new ${NEW_ONE}|(?:each|every|a|per) new ${NEW_ONE} (?:is |has been |was )?(?:cost|costs|costing|set (?:me|us) back)|(?:each|every|per) ${NEW_ONE} (?:is |has been |was )?(?:costing|setting (?:me|us) back)`,
  'i',
);
/** 'what did each customer cost me' when the results counted are the customers: the spend over them. */
export const CAC_SPENT_ASKED = new RegExp(
  String.raw`${CAC_ASKED.source}|\b(?:each|every|per) ${NEW_ONE} (?:cost|costs|costing)\b`,
  'i',
);
const A_DAY = String.raw`\b(?:(?:per|a|each) day|daily)\b`;

const forecastRevenue = (sales: 'expectedConversions' | 'affordableConversions') =>
  rule('revenue', 'Revenue', `{${sales}} × {orderValue}`, 'money', (v) => v[sales] * v.orderValue);

const closed = (v: Record<Quantity, number>) => v.conversions * v.closeRate;

/** Every formula the knowledge base defines, in the order a worked answer reads them; `{name}` is an input. */
export const METRIC_RULES: MetricRule[] = [
  rule('clicks', 'Clicks', '{impressions} × {ctr}', 'count', (v) => v.impressions * v.ctr),
  rule('impressions', 'Impressions', '{clicks} / {ctr}', 'whole', (v) => v.clicks / v.ctr),
  rule('impressions', 'Impressions', '{reach} × {frequency}', 'whole', (v) => v.reach * v.frequency),
  rule('spend', 'Ad spend', '{cpc} × {clicks}', 'money', (v) => v.cpc * v.clicks),
  rule('spend', 'Ad spend', '{cpm} × {impressions} / 1,000', 'money', (v) => (v.cpm * v.impressions) / 1000),
  rule('impressions', 'Impressions', '{spend} / {cpm} × 1,000', 'whole', (v) => (v.spend / v.cpm) * 1000),
  // '32 calls, 8 turned into jobs worth $450': only the customers pay.
  rule('revenue', 'Revenue', '{customers} × {orderValue}', 'money', (v) => v.customers * v.orderValue),
  // '200 leads, 10% of them close': only the leads that close pay.
  rule('revenue', 'Revenue', '{conversions} × {closeRate} × {orderValue}', 'money', (v) => closed(v) * v.orderValue),
  rule('revenue', 'Revenue', '{conversions} × {orderValue}', 'money', (v) => v.conversions * v.orderValue),
  rule('spend', 'Ad spend', '{cpa} × {conversions}', 'money', (v) => v.cpa * v.conversions),
  rule('ctr', 'CTR', '{clicks} / {impressions} × 100', 'percent', (v) =>
    v.clicks <= v.impressions ? v.clicks / v.impressions : Number.NaN,
  ),
  rule('cpc', 'CPC', '{spend} / {clicks}', 'money', (v) => v.spend / v.clicks),
  rule('clicks', 'Clicks', '{spend} / {cpc}', 'whole', (v) => v.spend / v.cpc),
  rule('cpm', 'CPM', '{spend} / {impressions} × 1,000', 'money', (v) => (v.spend / v.impressions) * 1000),
  rule('cpc', 'CPC', '{cpm} / (1,000 × {ctr})', 'money', (v) => v.cpm / (1000 * v.ctr)),
  rule('cpm', 'CPM', '{cpc} × {ctr} × 1,000', 'money', (v) => v.cpc * v.ctr * 1000),
  rule('cvr', 'Conversion rate', '{conversions} / {clicks} × 100', 'percent', (v) =>
    v.conversions <= v.clicks ? v.conversions / v.clicks : Number.NaN,
  ),
  rule('cpa', 'CPA', '{spend} / {conversions}', 'money', (v) => v.spend / v.conversions),
  rule('cpa', 'CPA', '{cpc} / {cvr}', 'money', (v) => v.cpc / v.cvr),
  rule('cvr', 'Conversion rate', '{cpc} / {cpa} × 100', 'percent', (v) => v.cpc / v.cpa),
  rule('cpc', 'CPC', '{cpa} × {cvr}', 'money', (v) => v.cpa * v.cvr),
  rule('cpa', 'CPA', '{orderValue} / {roas}', 'money', (v) => v.orderValue / v.roas),
  // Only a forecast when the user has not said how many came.
  rule('expectedConversions', 'Conversions the clicks bring', '{clicks} × {cvr}', 'floor', (v) =>
    v.conversions === undefined ? v.clicks * v.cvr : Number.NaN,
  ),
  rule('roas', 'ROAS', '{revenue} / {spend}', 'ratio', (v) => v.revenue / v.spend),
  rule('revenue', 'Revenue', '{roas} × {spend}', 'money', (v) => v.roas * v.spend),
  rule('spend', 'Ad spend', '{revenue} / {roas}', 'money', (v) => v.revenue / v.roas),
  // 'CPA $32, AOV $96': what one sale brings over what it costs; not when what it costs is a lead that may not buy.
  rule('roas', 'ROAS', '{orderValue} / {cpa}', 'ratio', (v) =>
    v.closeRate === undefined && v.customers === undefined ? v.orderValue / v.cpa : Number.NaN,
  ),
  // Each person reached saw it at least once.
  rule('frequency', 'Frequency', '{impressions} / {reach}', 'count', (v) =>
    v.impressions >= v.reach ? v.impressions / v.reach : Number.NaN,
  ),
  rule('reach', 'Reach', '{impressions} / {frequency}', 'whole', (v) =>
    v.frequency >= 1 ? v.impressions / v.frequency : Number.NaN,
  ),
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
  // 'per campaign per day': a month's budget split, then brought to a day.
  rule(
    'dailyBudget',
    'Daily budget',
    '{monthlyBudget} / {campaigns} / 30.4',
    'money',
    (v) => v.monthlyBudget / v.campaigns / 30.4,
    {
      asked: new RegExp(`${EACH_ONE}[^,;.?!]*${A_DAY}|${A_DAY}[^,;.?!]*${EACH_ONE}`, 'i'),
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
  rule('cac', 'CAC', '{spend} / {customers}', 'money', (v) => v.spend / v.customers, {
    asked: CAC_ASKED,
    topic: /\bcac\b|lifetime value/,
  }),
  // Leads of which only a share close are no customers.
  rule(
    'cac',
    'CAC',
    '{spend} / {conversions}',
    'money',
    (v) => (v.closeRate === undefined && v.customers === undefined ? v.spend / v.conversions : Number.NaN),
    {
      asked: CAC_SPENT_ASKED,
      topic: /\bcac\b|lifetime value/,
    },
  ),
  rule('closeRate', 'Lead-to-customer rate', '{customers} / {conversions} × 100', 'percent', (v) =>
    v.customers <= v.conversions ? v.customers / v.conversions : Number.NaN,
  ),
  // Under the name the user asked for ('LTV:CAC' names the ratio, not this row).
  rule('cac', 'CAC', '{cpa} / {closeRate}', 'money', (v) => v.cpa / v.closeRate, {
    asked: new RegExp(`(?<!ltv\\s*(?::|to|\\/)\\s*)${CAC_ASKED.source}`, 'i'),
    topic: /(?!)/,
  }),
  rule('cac', 'Cost per customer', '{cpa} / {closeRate}', 'money', (v) => v.cpa / v.closeRate),
  rule(
    'cpaVerdict',
    'Cost per customer against break-even',
    '{cac} vs {breakEvenCpa}',
    'text',
    (v) => v.breakEvenCpa - v.cac,
  ),
  rule(
    'ltv',
    'Customer lifetime value',
    '{monthlyValue} × {lifetimeMonths}',
    'money',
    (v) => v.monthlyValue * v.lifetimeMonths,
  ),
  rule('ltvCac', 'LTV:CAC', '{ltv} / {cac}', 'ratio', (v) => v.ltv / v.cac),
  rule('requiredClicks', 'Clicks needed', '{targetConversions} / {cvr}', 'ceil', (v) => v.targetConversions / v.cvr),
  rule('impressions', 'Impressions', '{requiredClicks} / {ctr}', 'ceil', (v) => v.requiredClicks / v.ctr),
  rule(
    'leadsNeeded',
    'Leads needed',
    '{targetConversions} / {closeRate}',
    'ceil',
    (v) => v.targetConversions / v.closeRate,
  ),
  rule('requiredBudget', 'Budget needed', '{leadsNeeded} × {cpa}', 'money', (v) => v.leadsNeeded * v.cpa),
  rule('requiredBudget', 'Budget needed', '{targetConversions} × {cpa}', 'money', (v) => v.targetConversions * v.cpa),
  rule(
    'requiredBudget',
    'Budget needed',
    '{targetConversions} × {targetCpa}',
    'money',
    (v) => v.targetConversions * v.targetCpa,
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

export function rule(
  out: Quantity,
  label: string,
  formula: string,
  unit: Unit,
  compute: (v: Record<Quantity, number>) => number,
  when?: MetricRule['when'],
): MetricRule {
  const needs = [...formula.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as Quantity);
  return { out, label, formula, needs, unit, compute: (v) => compute(v as Record<Quantity, number>), when };
}
