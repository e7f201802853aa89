import { type MetricRule, rule } from './metric-types.ts';

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

/** Customers: what one costs, the share of leads that become one, and what one is worth. */
export const CUSTOMER_RULES: MetricRule[] = [
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
];
