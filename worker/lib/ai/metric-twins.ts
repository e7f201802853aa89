import { type MetricRule, rule } from './metric-rules.ts';

const NOT_PAST = String.raw`^(?!.*\b(?:did|spent|was|were|got|had|last|paid|so far)\b)`;
/** 'if we get 60 sales at a $20 CPA': sales still to come, and what they cost is the budget they need. */
const AHEAD = new RegExp(
  String.raw`${NOT_PAST}.*\b(?:would|will|if|need|needed|budget|should|plan|planning|going to|wants?|does that cost|cost me|to get)\b`,
  'is',
);
/** '€1.5k on youtube at €6 CPM, how many impressions will that buy?': money still to spend buys a forecast. */
const BUYS = new RegExp(
  String.raw`${NOT_PAST}.*\b(?:will|would|could|can|should|going to)\b[^.?!]*\b(?:buy|get|give|bring)\b`,
  'is',
);
/** 'what will it cost?', never 'cost per demo is £85'. */
const COST_ASKED = /\b(?:cost|costs|spend|pay)\b[^.!?$€£\d]*(?:\?|$)/i;
/** 'how many clicks and how many conversions can we expect?' from a budget, a CPC and a CPA. */
const RESULTS_ASKED =
  /\bhow many\b[^.?!]*\b(?:conversions|sales|leads|orders|bookings|sign-?ups|customers|clients|purchases|jobs|enquiries)\b/i;
const when = (asked: RegExp) => ({ asked, topic: /(?!)/ });

/**
 * The same sum under its other name, read after every other rule so it adds a row and changes none: the budget
 * results still to come need is what they will cost, what a target costs is ad spend, and what money still to
 * spend buys is a forecast.
 */
export const TWIN_RULES: MetricRule[] = [
  rule('requiredBudget', 'Budget needed', '{conversions} × {cpa}', 'money', (v) => v.conversions * v.cpa, when(AHEAD)),
  rule(
    'spend',
    'Ad spend',
    '{cpa} × {targetConversions}',
    'money',
    (v) => v.cpa * v.targetConversions,
    when(COST_ASKED),
  ),
  // With a CPA of theirs beside a CPC, the conversions the clicks bring are also what the budget buys at that CPA.
  rule(
    'affordableConversions',
    'Conversions the budget buys',
    '{budget} / {cpa}',
    'floor',
    (v) => (v.conversions === undefined ? v.budget / v.cpa : Number.NaN),
    when(RESULTS_ASKED),
  ),
  rule('expectedClicks', 'Clicks the budget buys', '{spend} / {cpc}', 'floor', (v) => v.spend / v.cpc, when(BUYS)),
  rule(
    'expectedImpressions',
    'Impressions the budget buys',
    '{spend} / {cpm} × 1,000',
    'floor',
    (v) => (v.spend / v.cpm) * 1000,
    when(BUYS),
  ),
];
