import { type MetricRule, rule } from './metric-rules.ts';

/** 'if we get 60 sales at a $20 CPA': sales still to come, and what they cost is the budget they need. */
const AHEAD =
  /^(?!.*\b(?:did|spent|was|were|got|had|last|paid|so far)\b).*\b(?:would|will|if|need|needed|budget|should|plan|planning|going to|wants?|does that cost|cost me|to get)\b/is;
/** 'what will it cost?', never 'cost per demo is £85'. */
const COST_ASKED = /\b(?:cost|costs|spend|pay)\b[^.!?$€£\d]*(?:\?|$)/i;

/**
 * The same sum under its other name, read after every other rule so it adds a row and changes none: the budget
 * that results still to come need is what they will cost, and what a target costs is ad spend.
 */
export const TWIN_RULES: MetricRule[] = [
  rule('requiredBudget', 'Budget needed', '{conversions} × {cpa}', 'money', (v) => v.conversions * v.cpa, {
    asked: AHEAD,
    topic: /(?!)/,
  }),
  rule('spend', 'Ad spend', '{cpa} × {targetConversions}', 'money', (v) => v.cpa * v.targetConversions, {
    asked: COST_ASKED,
    topic: /(?!)/,
  }),
];
