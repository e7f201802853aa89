import { COUNTS_NOUN } from './figure-names.ts';
import { COMPILED, type Kind, type Rule } from './figure-rules.ts';

/** Where the name after a number gives way to a stronger one before it. */
type Compiled = (typeof COMPILED)[number];
type Near = {
  kind: Kind;
  before: string;
  clause: string;
  /** The clause ends in a question mark. */
  asked: boolean;
  direct: (kind: Kind, keys: Set<Rule['key']>) => Compiled | undefined;
  named: (key: Rule['key']) => Compiled | undefined;
};

export const THRESHOLD =
  /\b(?:(?:is|are|was|were)\s+(?:the|my|our|your|it|this|that|these|those|a|an)\b|(?<!\b(?:must|to)\s)be\b|if\b|whether\b)[^.?!,;]*\b(?:above|below|over|under|at least|more than|less than|higher than|lower than)\s*[$€£]?$/i;
export const BENCHMARK =
  /\b(?:good|typical|normal|decent|healthy|benchmark|industry(?: average)?)\s(?:[a-z]+\s)?(?:ctr|cvr|conversion rate|click[- ]?through rate|cpc|cpa|cpl|cpm|roas|close rate|margin)s?\s(?:is|are|of|=|:|sits at)?\s*(?:around|about|roughly|usually|~)?\s*$/i;
const NEXT_OWNED = /^\s?(?:[a-z-]+\s){0,2}[:=]?\s?[$€£]?\d/i;
/** A dashboard's name of a figure, first or after another figure: 'aov 48', '11.20 budget'. */
const LABEL =
  /(?:^|[\d%?.,;:]\s*)(?:aov|cpm|cpc|cpa|cpl|ctr|cvr|roas|ltv|clv|cac|budget|(?:ad )?spend|revenue|impressions|reach|frequency|clicks|conversions|sales|leads|margin|cost per (?:item|unit|product|piece)|unit cost|cogs|sell(?:s|ing)?(?: at| for)?|price)\s*[:=-]?\s*$/i;
export const TOTALS = new Set<Rule['key']>(['spend', 'budget', 'revenue']);
const COSTS = new Set<Rule['key']>(['unitCost', 'cpa', 'cpc', 'cac', 'targetCpa']);
const UNIT_COST = new Set<Rule['key']>(['unitCost']);
const RATE_NAMES = new Set<Rule['key']>([
  'cpa',
  'cpc',
  'cpm',
  'cac',
  'ltv',
  'targetCpa',
  'breakEvenCpa',
  'roas',
  'targetRoas',
  'frequency',
]);
const COUNTED = new Set<Rule['key']>(['reach', 'impressions', 'clicks', 'conversions', 'customers']);
const ruleOf = (key: Rule['key']) => COMPILED.find((r) => r.key === key);
const PROFIT_NAMED =
  /\b(?:profit|margin)(?:\s?(?:is|of|was|=|:|basically|about|around|roughly|~|per (?:sale|order|unit|item)))*\s*[$€£]?$/i;
const PER_UNIT =
  /\b(?:each|per|every|one|a single|the average|average) (?:sale|order|customer|client|booking|job|deal|purchase|unit)\s?(?:is|=|brings?(?: in)?|is worth|worth|generates?|makes?)\s*(?:about|around|roughly|~)?\s*$/i;
const THEY_COST = /\b(?:they|it|each one|each)\s(?:only\s)?costs?\s(?:me|us)\s*(?:about|around|roughly|~)?\s*$/i;
const COSTS_ME = String.raw`\s(?:only\s)?(?:(?:is|are)\s)?(?:costs?|costing|runs?|running|sets?|setting)(?:\s(?:me|us))?(?:\sback)?\s*(?:about|around|roughly|approx\.?|~)?\s*$`;
const ONE_COSTS = new RegExp(
  String.raw`\b(?:(?:each|every)(?: one| of (?:them|those|these)| (?:new |paying )?(?:sale|lead|booking|customer|client|order|purchase|download|sign-?up|install|enquiry|inquiry|conversion|appointment|job|member|patient|student|subscriber|registration|acquisition|deal|result|referral|trial|demo|quote))?|one of (?:them|those|these))${COSTS_ME}`,
  'i',
);
const CLICK_COSTS = new RegExp(String.raw`\b(?:each|every) (?:click|tap|visit)${COSTS_ME}`, 'i');
const PART_COSTS = new RegExp(
  String.raw`\b(?:each|every) (?!(?:month|week|day|click|tap|visit|one|of)\b)[a-z-]+${COSTS_ME}`,
  'i',
);
/** 'each ad costs me $50', 'each campaign is costing us $1,000': the price of a part whose count is not given. */
export const pricesPart = (before: string) => PART_COSTS.test(before) && !ONE_COSTS.test(before);
const SHIPPED =
  /^\s?(?:each\s)?(?:including|incl\.?|inc\.?|with|plus|after)\s(?:the\s)?(?:shipping|postage|delivery|packaging|materials|labou?r|fulfil?ment|vat|tax)\b/i;

/** 'the average customer pays us', 'a regular spends about': what a customer pays, not what was spent on ads. */
const CUSTOMER_PAYS =
  /\b(?:customers?|clients?|members?|patients?|students?|pupils?|regulars?|subscribers?|users?|buyers?|families|family|guests?)\b[^.?!,;$€£]{0,40}\b(?:pays?|paying|spends|spending)\b[^.?!\d]{0,20}$/i;
const ON_ADS =
  /^\s?(?:\/\s?\w+\s)?(?:a \w+ )?(?:on|in|into|for|to) (?:\w+ )?(?:ads?|adverts?|advertising|google|facebook|meta|instagram|tiktok|linkedin)\b/i;
const WE_PAY =
  /\b(?:i|we|i'm|we're|i've|we've|been)\s(?:\w+\s)?(?:paying|paid|pay|spending|spent|spend)\s*(?:about|around|roughly|~)?\s*[$€£]?$/i;

export function outranked(after: Compiled | undefined, { kind, before, clause, asked, direct, named }: Near) {
  // 'impressions 52,000 clicks 780', 'aov 48 cost per item 20', 'budget 1,500 impressions?': in a run of names and
  // numbers, a name with a number after it, or asked for, is not this number's.
  const rest = clause.slice(after?.afterRe?.exec(clause)?.[0].length ?? 0);
  const own =
    after &&
    (NEXT_OWNED.test(rest) || (asked && !rest.trim())) &&
    LABEL.test(before) &&
    COMPILED.find(
      (r) => r.kinds.includes(kind) && new RegExp(String.raw`\b(?:${r.before})\s*[:=-]?\s*$`, 'i').test(before),
    );
  if (own) return own;
  // 'my profit is $230 per sale': what a sale leaves, not what it brings.
  if (after && (after.key === 'orderValue' || after.key === 'cpa') && PROFIT_NAMED.test(before))
    return ruleOf('unitProfit');
  // 'shipping costs us $36 per order': what an order costs, not what it brings; 'we've been paying £18 per order'.
  if (after?.key === 'orderValue') return direct(kind, COSTS) ?? (WE_PAY.test(before) ? ruleOf('cpa') : after);
  // 'fees and costs come to $62 per sale': what a sale costs to deliver, not to win.
  if (after?.key === 'cpa') return direct(kind, UNIT_COST) ?? after;
  // 'Reach 18,000 on FB': a count named before a number with no currency is not spent on the platform after it.
  if (after?.key === 'spend' && kind === 'count') {
    const counted = direct(kind, COUNTED);
    if (counted) return counted;
  }
  // 'I can afford $50 per customer' is a target.
  if (after?.key === 'cac') return named('targetCpa') ?? after;
  // 'spent 3.6k over 3 months' is no lifetime value; 'the average customer pays us $1,200 over their lifetime' is.
  if (after?.key === 'ltv') return (CUSTOMER_PAYS.test(before) ? undefined : named('spend')) ?? after;
  // 'each one costs me $25 in ads': what one result costs in ads, not what was spent.
  if (after?.key === 'spend' && ONE_COSTS.test(before)) return ruleOf('cpa');
  if (after?.key === 'spend' && CLICK_COSTS.test(before)) return ruleOf('cpc');
  if (!after || !TOTALS.has(after.key)) return after;
  // 'budget 2k/month on google' is what may be spent.
  if (after.key === 'spend' && named('budget')) return named('budget');
  // 'CPL $12 on meta' is no spend; 'each sale = $300 revenue' is what one sale brings.
  return direct(kind, RATE_NAMES) ?? (kind === 'money' && PER_UNIT.test(before) ? ruleOf('orderValue') : after);
}

/** 'selling hoodies at £45, they cost me £18 each': what each one costs to make. */
export const eachCost = (before: string) => (THEY_COST.test(before) ? ruleOf('unitCost') : undefined);

const BUDGET_VERB = /\b(?:spend|spending|spent|budget|invest|put in|bumps?|raises?|increases?)\b/i;
// 'runs 10 days, want 60 a day. lifetime budget?': a question after the whole run's budget prices its days.
const TOTAL_ASKED = /\b(?:lifetime|total|overall|whole) budget\b/i;
const METRIC_WORD = /\b(?:cpc|cpm|cpa|cpl|cost per \w+)\b/i;
const PRICED = /[$€£₹]|\b(?:usd|eur|gbp|dollars?|euros?|pounds?|bucks?|quid)\b/i;

/**
 * 'how much should I spend, like 500 a month?', '30 a day, cpc .45': a bare amount in a period is money. A price
 * written with its currency ('cpc is $1.50, we get 25 a day') leaves a bare amount beside it a count.
 */
export function spentBare(clause: string, earlier: string, text: string) {
  if (COUNTS_NOUN.test(clause)) return false;
  const sentence = earlier.split(/[!?\n]|\.(?!\d)/).at(-1) ?? '';
  return BUDGET_VERB.test(sentence) || (METRIC_WORD.test(sentence) && !PRICED.test(sentence)) || TOTAL_ASKED.test(text);
}

/** 'sell for £45 cost £27', 'they cost me $24': a cost named right after a price, with no ads in the sentence. */
const COST_NAMED =
  /(?:^|[^a-z\s]\s*|\b(?:and|but|they|it|each(?: one)?|which|that)\s)(?:only\s)?costs?(?:\s(?:me|us))?\s*(?:about|around|roughly|~)?\s*$/i;
const MADE =
  /^\s?(?:per|a|each|for each) (?:sale|order|unit|item|one|course|product|booking) (?:to|in) (?:make|produce|deliver|fulfil|fulfill|ship|serve|manufacture|source)\b/i;
const AD_WORDS =
  /\b(?:ads?|advertising|campaigns?|google|meta|facebook|fb|instagram|tiktok|linkedin|clicks?|leads?|spend|spent|budget|last|this|per (?:day|week|month))\b/i;

const ONE_OF =
  /\b(?:average|avg|typical|each|every|one|a single|a|an)\s(?:new\s)?(?:customer|client|patient|member|student|pupil|job|booking|order|sale|visit|course|treatment|project|wedding|guest)\b[^.?!;,]*$/i;
const SOLD_COSTS =
  /\b(?:my|our)\s(?:[a-z-]+\s){0,2}?(?:software|app|course|plan|subscription|membership|service|product|box|class|program(?:me)?|package)(?:\s(?:for|to)\s[a-z-]+)?\scosts?\s*(?:just|only|about|around|roughly)?\s*$/i;
const WORTH = /\bworth\s*(?:about|around|roughly|~)?\s*$/i;
const PER_UNIT_SPENT = /\b(?:for |on )?(?:every|each|per)\s*$/i;
const SPENT_AFTER = /^\s?(?:(?:i|we|you) (?:spend|spent|put)|spent|(?:of |on |in )(?:ads?|ad spend|advertising))\b/i;
const WILLING =
  /\b(?:willing|happy|ok|okay|fine|prepared|comfortable|content) (?:to (?:pay|spend)|paying|spending)(?: up to)?\s*(?:about|around|roughly|~)?\s*$/i;
const FOR_ONE =
  /^\s?(?:(?:in|on|of) (?:ads?|adverts?|advertising|ad spend) )?(?:for|per|on|to (?:get|win|land|bring in|sign)) (?:each|every|a|an|one|per)\b/i;

/** 'I sell candles for $40, they cost me $24 including shipping': what one costs to make, less than it sells for. */
export function itemCost(rule: Compiled | undefined, before: string, clause: string, lead: string, cheaper: boolean) {
  // 'it costs me €47 per sale to deliver': what a sale costs to make, not to win.
  if (rule?.key === 'cpa' && MADE.test(clause)) return ruleOf('unitCost');
  // 'how much back for every $1 I spend': one unit of the money spent is no price.
  if (rule?.key === 'orderValue' && PER_UNIT_SPENT.test(before) && SPENT_AFTER.test(clause)) return undefined;
  // 'happy to spend £60 in ads for each new patient': the most one result may cost, not a budget.
  if ((rule?.key === 'spend' || rule?.key === 'budget') && WILLING.test(before) && FOR_ONE.test(clause))
    return ruleOf('targetCpa');
  // 'willing to spend £80 to get a new client': what one may cost, not what one did.
  if (rule?.key === 'cac' && WILLING.test(before)) return ruleOf('targetCpa');
  // 'are worth roughly $540 each over that time': what one customer is worth over their time with the business.
  if (rule?.key === 'orderValue' && ruleOf('ltv')?.afterRe?.test(clause.replace(/^\s?(?:each|apiece)\b/i, '')))
    return ruleOf('ltv');
  // 'a member sticks around a year paying £30 a month': what a customer pays.
  if (rule?.key === 'spend' && CUSTOMER_PAYS.test(before) && /\bpay/i.test(before.slice(-30)) && !ON_ADS.test(clause))
    return ruleOf('orderValue');
  // 'Average patient does an assessment plus follow-ups worth £275 in total': what one is worth, not all the sales.
  if (rule?.key === 'revenue' && WORTH.test(before) && ONE_OF.test(lead.split(/[.;!?\n]/).at(-1) ?? ''))
    return ruleOf('orderValue');
  // 'Our software for salons costs €29 per month': what the business sells for, not what its ads cost.
  if (rule?.key === 'spend' && SOLD_COSTS.test(before) && !ON_ADS.test(clause)) return ruleOf('orderValue');
  if (rule && rule.key !== 'spend' && rule.key !== 'orderValue' && rule.key !== 'cpa') return rule;
  const sentence = `${lead.split(/[.;!?\n]/).at(-1) ?? ''}${clause}`;
  const named = cheaper && (THEY_COST.test(before) || COST_NAMED.test(before)) && !AD_WORDS.test(sentence);
  return named || (rule?.key === 'spend' && SHIPPED.test(clause)) ? ruleOf('unitCost') : rule;
}
