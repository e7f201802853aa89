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

/** 'what did each job I won cost', 'each client we signed cost', 'each booked job': the spend over the customers won. */
const WON_ASKED = new RegExp(
  String.raw`${CAC_ASKED.source}|\b(?:each|every|per) (?:job|contract|${NEW_ONE}) (?:i|we) (?:won|landed|signed|got|booked) (?:cost|costs|costing)\b|\b(?:each|every|per) (?:booked|won|signed|landed) (?:job|contract|${NEW_ONE}) (?:cost|costs|costing)\b`,
  'i',
);

/**
 * 'LTV:CAC', 'what a patient is worth to what they cost us to get', 'a client's total value to what it costs me',
 * 'how does that compare to what they're worth': the ratio asked in words.
 */
export const LTV_CAC_ASKED =
  /\bltv\s*(?::|to|\/|-|vs\.?)\s*cac\b|\b(?:lifetime )?value to (?:the )?(?:acquisition )?cost\b|\b(?:worth|(?:total|lifetime|whole|long-term) value)\b[^.?!]{0,40}\b(?:to|with|against|compared? (?:to|with)|compare to) what (?:it|they|he|she|each one|a \w+) costs?\b|\b(?:compare|compares|compared|comparing|stacks? up|against|versus|vs\.?)(?: (?:to|with|against))? what (?:they|he|she|it|each one|each|one|an? [a-z]+)(?:['’]re|['’]s| are| is)? worth\b/i;

/** 'cost per lead is $50', 'each enquiry costs £12': what was priced is a lead, so it is no customer's cost. */
export const LEAD_PRICED =
  /\b(?:cpl|cost per (?:lead|enquiry|inquiry|call|click)|per (?:lead|enquiry|inquiry|click)|(?:each|every|a) (?:lead|enquiry|inquiry|call|click)\b[^.?!]{0,40}\bcosts?)\b/i;

/** Customers: what one costs, the share of leads that become one, and what one is worth. */
export const CUSTOMER_RULES: MetricRule[] = [
  rule('cac', 'CAC', '{spend} / {customers}', 'money', (v) => v.spend / v.customers, {
    asked: WON_ASKED,
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
      asked: new RegExp(`${CAC_SPENT_ASKED.source}|${LTV_CAC_ASKED.source}`, 'i'),
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
  // 'spends about £55 a visit and comes in around 8 times': what a customer spends each time, times their visits.
  rule('ltv', 'Customer lifetime value', '{orderValue} × {visits}', 'money', (v) => v.orderValue * v.visits),
  rule('ltvCac', 'LTV:CAC', '{ltv} / {cac}', 'ratio', (v) => v.ltv / v.cac),
  // 'getting each new patient through ads costs us £400': what one customer cost is their CAC, when no leads come between.
  rule(
    'ltvCac',
    'LTV:CAC',
    '{ltv} / {cpa}',
    'ratio',
    (v) => (v.closeRate === undefined && v.customers === undefined ? v.ltv / v.cpa : Number.NaN),
    { asked: LTV_CAC_ASKED, topic: /(?!)/ },
  ),
];
