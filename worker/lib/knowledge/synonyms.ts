/**
 * Ways people say the same thing, keyed by one canonical name. A text containing any of them is also
 * indexed under the name, so a question about 'return on ad spend' finds an article that says 'ROAS'.
 * Matching is on word stems, so plurals and verb forms need no entry of their own.
 */
export const SYNONYMS: Record<string, string[]> = {
  roas: ['return on ad spend', 'return on advertising spend', 'return on adspend'],
  troas: ['target roas', 'target return on ad spend', 'target return on advertising spend'],
  cpa: ['cost per acquisition', 'cost per action', 'cost per conversion', 'cost per result', 'cost per sale'],
  tcpa: ['target cpa', 'target cost per acquisition', 'target cost per action', 'target cost per conversion'],
  cpl: ['cost per lead'],
  ctr: ['click through rate', 'clickthrough rate', 'click rate'],
  cpc: ['cost per click'],
  cpm: ['cost per mille', 'cost per thousand', 'cost per 1000 impressions', 'cost per thousand impressions'],
  cvr: ['conversion rate', 'conv rate'],
  ltv: ['clv', 'cltv', 'lifetime value', 'customer lifetime value', 'life time value'],
  aov: ['average order value', 'basket size'],
  cac: ['customer acquisition cost'],
  roi: ['return on investment'],
  ppc: ['pay per click'],
  abtest: ['a b test', 'ab test', 'split test', 'a b testing', 'ab testing', 'split testing'],
  breakeven: ['break even', 'breakeven'],
  qs: ['quality score'],
  negkw: ['negative keyword', 'negative keywords', 'negatives', 'keyword exclusion'],
  maxconv: ['maximise conversions', 'maximize conversions', 'max conversions'],
  maxclicks: ['maximise clicks', 'maximize clicks', 'max clicks'],
  smartbid: ['smart bidding', 'automated bidding', 'auto bidding', 'automatic bidding'],
  learnphase: ['learning phase', 'learning period', 'learning limited'],
  retarget: ['retargeting', 'remarketing', 're targeting', 're marketing'],
  lookalike: ['look alike', 'lookalike audience', 'similar audience', 'similar audiences'],
  adfatigue: ['ad fatigue', 'creative fatigue', 'banner blindness'],
  ratecard: ['rate card', 'rate cards'],
  mediabuy: ['media buying', 'media buy', 'media buyer'],
  monthly: ['per month', 'a month', 'each month', 'every month'],
  daily: ['per day', 'a day', 'each day', 'every day'],
  warmup: ['warm up', 'warming up', 'warmup'],
  cooldown: ['cool down', 'cooling down', 'cooldown'],
  soccer: ['football'],
};
