import { ACT, CONVERSIONS, LEAD_ACT, PEOPLE, PLATFORMS } from './figure-nouns.ts';
import { APP_INSTALLS } from './figure-phrases.ts';
import { COMPILED, FILLER, type Kind, RATES, type Rule } from './figure-rules.ts';
import type { FigureKey, Figures } from './figure-types.ts';

/** How a number finds its name when none stands right beside it, and which numbers are no figure at all. */
type Compiled = (typeof COMPILED)[number];

const WANTED =
  /\b(?:wants?|needs?|to (?:hit|reach|get|achieve)|aim(?:s|ing)? (?:for|at)|target(?:ing)?|goal (?:is|of)|hop(?:e|ing) for|looking for|(?:would|'d|’d) like)\b(?:\s+[^\s\d,.;!?]+){0,4}\s*$/i;
/** 'a ROAS of at least 3': the least a return may be. */
const FLOOR = /\b(?:at least|minimum(?: of)?|min\.?|no less than|not below)\s*$/i;
const CAPPED =
  /\b(?:(?:can|could) (?:afford|pay)|afford to pay|(?:willing|happy|ok|okay|fine|prepared|comfortable|content) (?:to pay|paying)|pay up to|(?:(?:won|don|can)['’]t|do not|will not|cannot|never) (?:want to |wanna )?pay (?:more than|over|above)|at most|max(?:imum)?|highest|most)\b(?:\s+[^\s\d,.;!?]+){0,3}\s*[$€£]?$/i;
const KEPT_UNDER =
  /\b(?:keep|keeping|get|getting|bring|bringing|hold|holding)\b(?:\s+[^\s\d,.;!?]+){0,5}?\s+(?:under|below|beneath|at or below|no more than|less than)\s*[$€£]?$/i;
/** 'Max I want to pay per lead is', 'the most we can spend for a booking is': the cap said before what it caps. */
const MOST_PAID =
  /\b(?:max(?:imum)?|most|highest|top)\b(?:\s(?:i|we)(?:'d|’d| would)?)?\s(?:want to|wanna|can|could|will|would|should|(?:am|are) (?:willing|happy|able) to)\s(?:pay|spend)\b[^\d,.;!?]{0,30}$/i;
const EARNED =
  /\b(?:make|makes|made|earn|earns|earned|bring in|brings in|sell|sells|charge|charges|get paid)\b(?:\s+[^\s\d,.;!?]+){0,3}\s*$/i;
/** 'we want a 4x ROAS' is a target, not a result; 'I make $45 per sale' is what a sale brings, not what it costs. */
export function targetOf(key: Rule['key'], before: string): Rule['key'] {
  if (key === 'roas' && (WANTED.test(before) || FLOOR.test(before))) return 'targetRoas';
  if (key === 'cpa' && WANTED.test(before)) return 'targetCpa';
  if (key === 'cpa' && EARNED.test(before)) return 'orderValue';
  // 'we can pay £44 per lead tops', 'keep cost per lead under £40': the most a lead may cost.
  if (key === 'cpa' && (CAPPED.test(before) || KEPT_UNDER.test(before) || MOST_PAID.test(before))) return 'targetCpa';
  return key;
}

const MAX_CPA =
  /\b(?:max(?:imum)?|highest|most|top)\b[^.?!]{0,25}\b(?:cpa|cost per (?:sale|acquisition|conversion|order|purchase)|pay (?:per|for (?:a|each|one)) (?:sale|order|purchase|conversion))\b/i;
/** 'AOV €75, a ROAS of 3, max CPA?': the return a sale must make sets the most it may cost. */
export function roasFloor(figures: Figures, text: string) {
  if (figures.roas === undefined || figures.spend !== undefined || figures.revenue !== undefined) return;
  if (figures.targetRoas !== undefined || !MAX_CPA.test(text)) return;
  figures.targetRoas = figures.roas;
  delete figures.roas;
}

const LEADS =
  /\b(?:leads?|enquir(?:y|ies)|inquir(?:y|ies)|calls?|demos?|trials?|consultations?|quotes?|appointments?|prospects?|mqls?|sqls?)\b/gi;
/** '1 in 6 leads converts': the share of leads named right after the rate. */
const LEADS_FIRST =
  /^\s?(?:of )?(?:the |our |my |those |these )?(?:(?!(?:in)?to\b|as\b|in\b)[a-z-]+ )?(?:leads?|enquir(?:y|ies)|inquir(?:y|ies)|demos?|trials?|consultations?|quotes?|appointments?|prospects?|mqls?|sqls?)\b/i;
/** 'leads cost $28 and 1 in 7 buys': a rate whose act has no noun of its own. */
const BARE_ACT = /^\s?(?:buys?|bought|books?|booked|sign(?:s|ed)? up|close[sd]?|convert(?:s|ed)?|purchase[sd]?)\b/i;
const VISITS = /\b(?:clicks?|visitors?|visits?|sessions?|traffic)\b/gi;
/** 'leads cost £22 and 15% of them buy': a share of leads that buy is how many close, not a conversion rate. */
export function shareOf(key: Rule['key'], clause: string, earlier: string): Rule['key'] {
  if (key === 'cvr' && LEADS_FIRST.test(clause)) return 'closeRate';
  if (key !== 'cvr' || !(/^\s?of (?:them|those|these)\b/i.test(clause) || BARE_ACT.test(clause))) return key;
  const sentence = earlier.split(/[.;!?\n]/).at(-1) ?? '';
  const last = (noun: RegExp) => Math.max(-1, ...[...sentence.matchAll(noun)].map((match) => match.index ?? 0));
  return last(LEADS) > last(VISITS) ? 'closeRate' : key;
}

export const FROM_TO =
  /\b(?:from|up|down|by)\s*(?:[a-z]{0,3}[$€£₹])?\d[\d.,]*\s?(?:%|k\b|m\b|p\b|cents?\b)?(?:\s?(?:a|per|\/)\s?(?:day|week|month))?(?:\s(?:this|last|over the last|in the last|past) (?:day|week|month|quarter|year))?\s*to\s*$/i;
// 'up 200', not 'came up 8,400 times' or 'showed up 3 times': a phrasal verb of being shown is no step.
export const STEP =
  /\b(?:by|(?<!\b(?:came|come|comes|coming|showed|shows|show|popped|pops|pop|turned|turns|pulled)\s)up|down|minus)\s*(?:about\s|around\s|roughly\s|nearly\s|almost\s)?$/i;
export const CHANGE =
  /\b(?:by|up|down|rose|fell|dropped|increased|decreased|grew|jumped|climbed|improved|doubled|halved|minus)\s*(?:about\s|around\s|roughly\s|nearly\s|almost\s)?$/i;
export const COUNTS_NOUN =
  /^\s?(?!(?:to|for|on|in|into|a|an|per|each|of|and|or|but|with|at|from|last|this|next|over|across|total|so|now|today|yesterday|only|roughly|about|around|is|was|are|were|we|i|our|my|the|it|that|which|since|after|before|then|up|down|daily|weekly|monthly|every|because|while|vs|versus|as|times|how|what|whats|which|why|when|where|who|can|could|should|would|will|do|does|did|pls|please|got|get|gets|made|brought|generated|drove|returned|break|breakeven)\b)[a-z]{2,}\b/i;
export const MONEY_KEYS = new Set<Rule['key']>([
  'spend',
  'budget',
  'revenue',
  'cpc',
  'cpm',
  'cpa',
  'targetCpa',
  'orderValue',
  'ltv',
  'cac',
  'unitProfit',
  'unitCost',
]);
/** What one thing costs or brings is never 'a month' ('I can afford 600 euros a month' is a budget). */
export const PER_ITEM = new Set<Rule['key']>([
  'unitProfit',
  'orderValue',
  'unitCost',
  'cpa',
  'targetCpa',
  'cpc',
  'cpm',
]);
export const EACH = /^\s?(?:each|apiece|a piece)\b/i;
const BOUGHT = [
  { key: 'cpc', noun: /\b(?:clicks?|visitors?|visits?|sessions?)\b/gi },
  {
    key: 'cpa',
    noun: new RegExp(
      String.raw`\b(?:leads?|enquir(?:y|ies)|inquir(?:y|ies)|calls?|sign[- ]?ups?|registrations?|requests?|form fills?|submissions|callbacks?|call-backs?|${APP_INSTALLS})\b`,
      'gi',
    ),
  },
  { key: 'orderValue', noun: new RegExp(String.raw`\b(?:${CONVERSIONS})\b`, 'gi') },
] as const;

/**
 * '1,200 clicks at $1.50 each' is a CPC, '40 leads at $25 each' or '30 quote requests at $40 each' a CPL, '30 sales at $80 each' an order value and
 * 'sales cost us $30 each' a CPA.
 */
export function pricedEach(kind: Kind, clause: string, earlier: string) {
  if ((kind !== 'money' && kind !== 'count') || !EACH.test(clause)) return undefined;
  const sentence = earlier.split(/[.;!?\n]/).at(-1) ?? '';
  let best: { key: string; at: number } | undefined;
  for (const { key, noun } of BOUGHT)
    for (const match of sentence.matchAll(noun))
      if (!best || (match.index ?? 0) > best.at) best = { key, at: match.index ?? 0 };
  // 'consultations cost us $150 each': what is paid for a result is its cost, not its price.
  const key = best?.key === 'orderValue' && PAID.test(sentence) ? 'cpa' : best?.key;
  return key ? COMPILED.find((r) => r.key === key && r.kinds.includes(kind)) : undefined;
}
const PAID = /\b(?:cost|costs|costing|pay|paying|paid)(?:\s(?:us|me))?(?:\s(?:about|around|roughly))?\s*[$€£]?$/i;

/**
 * 'our cost per click went up to $2.40': the name nearest before a number in its clause, a few words away,
 * names it when no name stands right beside it. The clause ends at punctuation, 'and' or another number.
 */
export function nearestNamed(rules: Compiled[], earlier: string) {
  const clause = earlier.split(/[,;!?()\n|]|\.(?!\d)|\band\b|\d/i).at(-1) ?? '';
  let best: { rule: Compiled; end: number } | undefined;
  for (const rule of rules) {
    if (!rule.nameRe) continue;
    for (const match of clause.matchAll(rule.nameRe)) {
      const end = (match.index ?? 0) + match[0].length;
      const words = clause
        .slice(end)
        .split(/\s+/)
        .filter((word) => word && !FILLER_WORDS.test(word) && !ASIDE.test(word))
        .join(' ');
      if (GAP.test(words) && (!best || end > best.end)) best = { rule, end };
    }
  }
  return best?.rule;
}
const GAP = /^(?:[\s:=~-]*[a-z'’$€£]+){0,3}[\s:=~-]*$/i;
const FILLER_WORDS = new RegExp(`^${FILLER}$`, 'i');
/** 'cpm on meta for this account has been $12.50': where and for what a figure was measured. */
const ASIDE = new RegExp(
  `^(?:on|for|this|that|has|had|across|account|from|ads|advertising|last|past|month|week|quarter|year|${PLATFORMS.slice(3, -1)})$`,
  'i',
);

/** 'What is a good CTR? I'm at 0.8%': a bare percentage belongs to the one rate the question names. */
export function onlyRateNamed(kind: Kind, text: string) {
  if (kind !== 'percent') return undefined;
  const named = RATES.filter((r) => r.anywhere.test(text));
  return named.length === 1 ? named[0] : undefined;
}

/** 'from Oct 1 to Oct 15', '3rd March', 'the 2nd week': a day of a month or an ordinal counts nothing. */
const MONTH =
  '(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';
const MONTH_BEFORE = new RegExp(String.raw`\b${MONTH}\.?\s*$`, 'i');
const MONTH_AFTER = new RegExp(String.raw`^(?:st|nd|rd|th)?\s*(?:of\s)?${MONTH}\b`, 'i');
export const isDate = (before: string, after: string) =>
  MONTH_BEFORE.test(before) || MONTH_AFTER.test(after) || /^(?:st|nd|rd|th)\b/i.test(after);

/** 'I spend $3,000 a month' is both what was spent and, when the question is about budgets, the monthly budget. */
export function keysFor(key: Rule['key'], period: string | undefined, near: string, text: string): FigureKey[] {
  if (key === 'weeks') return ['days'];
  // '$49/mo' for a plan is what a customer pays a month, not a price paid once.
  if (key === 'orderValue' && period === 'month') return ['monthlyValue'];
  if (key === 'budget') {
    // 'a daily budget for a lifetime budget of $1500': the budget named nearest the amount.
    const named = [...near.matchAll(BUDGET_NAME)].at(-1);
    const per = period ?? (named?.[1] ?? named?.[2] ?? '').toLowerCase().replace(/ly$/, '').replace('dai', 'day');
    if (per === 'week') return ['weeklyBudget'];
    // '$2,400 budget ..., then per day across a month'.
    if (!per && OVER_A_MONTH.test(text)) return ['monthlyBudget'];
    if (per === 'month') return ['monthlyBudget'];
    return per === 'day' ? ['dailyBudget'] : ['totalBudget'];
  }
  // 'we put 10k a month into meta, what's that a day?': a month's spend asked as a day's is a monthly budget.
  if (key === 'spend' && (period === 'month' || /\bmonthly (?:ad )?spend\b/i.test(near)) && SPLIT_OR_DAILY.test(text))
    return ['spend', 'monthlyBudget'];
  if (key === 'spend' && period === 'day') return ['spend', 'dailyBudget'];
  if (key === 'spend' && period === 'week') return ['spend', 'weeklyBudget'];
  return [key];
}

const OVER_A_MONTH = /\b(?:across|over|for|in|through(?:out)?) (?:a|the|one|1|that) month\b/i;
const SPLIT_OR_DAILY =
  /\bbudget\b|\bdaily\b|\bper day\b|\b(?:a|per|each) day\b|\b\d+ (?:campaigns|channels|ad sets|ad groups|platforms)\b/i;
const BUDGET_NAME =
  /\b(daily|weekly|monthly|lifetime|total|overall)\s*(?:(?:ad|google|meta|facebook|instagram|tiktok|linkedin|bing|youtube)\s*)?budget|budget\s*(?:per|a|each) (day|week|month)\b/gi;

const LED = new RegExp(String.raw`^\s?${PEOPLE} ${ACT}${LEAD_ACT}`, 'i');
/** 'purchases' in '11 purchases' or in 'purchases: 11'. */
export function nounOf(after: string, before: string): string {
  const found =
    new RegExp(String.raw`^\s?(?:[a-z-]+ ){0,2}?(${CONVERSIONS})\b`, 'i').exec(after) ??
    new RegExp(String.raw`\b(${CONVERSIONS})\W*$`, 'i').exec(before);
  // '40 people filled in the form': people counted by what makes them a lead.
  const leads = !found && LED.test(after);
  const noun = found?.[1]?.toLowerCase() ?? (leads ? 'leads' : 'conversions');
  return noun.endsWith('s') ? noun : `${noun}s`;
}

/** Around a figure: a campaign named between its name and its number, a year, a comparison, an addition, a price paid every month. */
export const QUALIFIED =
  /\s(?:on|for|from|in) (?:the|my|our|this|that|these|those) (?:[\w-]+ ){0,4}?(?:offers?|campaigns?|ads|ad sets?|ad groups?|promos?|promotions?|funnels?|listings?|forms?|keywords?)(?=\s(?:is|was|are|were|sits|sat|runs|ran|came in|comes in|averages|averaged)\b[^\d,.;]{0,20}$)|(?<=\b(?:cpa|cpl|cpc|cpm|ctr|roas|cac|aov|cost per [a-z-]+|conversion rate|close rate))\s(?:for|on) (?:(?:the|my|our) )?(?:[\w-]+ ){0,3}?[\w-]+s(?=\s(?:is|was|are|were|has been|have been|averages|averaged|sits|runs)\b[^\d,.;]{0,20}$)/i;
/** '$49/mo' for a plan, or what members pay a month: a price paid every month. */
export const RECURRING =
  /\b(?:plans?|subscriptions?|memberships?|retainers?|pays?|paying|(?:clients?|customers?|members?|subscribers?|patients?|accounts?) (?:is |are )?worth)\b/i;
export const VERSUS_AFTER = /^\s*(?:vs\.?|versus|or|compared (?:to|with))\s*[$€£]?\d/i;
export const VERSUS_BEFORE = /\d\S*\s*(?:vs\.?|versus|or|compared (?:to|with))\s*$/i;
export const PLUS = /(?:\bplus|\+|\bon top of|\bin addition to)\s*(?:another\s*)?$/i;
/** 'Q4 2024 sales' names a year, not 2,024 sales. */
export const YEAR = /(?:\bq[1-4]|\bfy|\bin|\bsince|\byear|\bduring|\bof)\s*(?:19|20)\d\d$/i;
