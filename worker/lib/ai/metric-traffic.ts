import { type MetricRule, type Quantity, rule } from './metric-types.ts';

const closed = (v: Record<Quantity, number>) => v.conversions * v.closeRate;

/** Traffic, cost and return: clicks, impressions, reach and what they cost and bring. */
export const TRAFFIC_RULES: MetricRule[] = [
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
  // 'CPA $32, AOV $96': what one sale brings over what it costs; not when what it costs is a lead that may not buy,
  // nor when the customer won comes back ('£25 a cut, comes back 12 times').
  rule('roas', 'ROAS', '{orderValue} / {cpa}', 'ratio', (v) =>
    v.closeRate === undefined && v.customers === undefined && v.visits === undefined
      ? v.orderValue / v.cpa
      : Number.NaN,
  ),
  // Each person reached saw it at least once.
  rule('frequency', 'Frequency', '{impressions} / {reach}', 'count', (v) =>
    v.impressions >= v.reach ? v.impressions / v.reach : Number.NaN,
  ),
  rule('reach', 'Reach', '{impressions} / {frequency}', 'whole', (v) =>
    v.frequency >= 1 ? v.impressions / v.frequency : Number.NaN,
  ),
];
