import { normaliseFigureWords } from './figure-words.ts';

/**
 * Figures read from a question in plain words: each number is named by the word beside it ('500 clicks',
 * 'spent $200', 'margin of 40 %'); a number with no such word is never guessed at.
 */
const TOKEN =
  /(?<pre>[$€£]|\b(?:usd|eur|gbp)\s)?\s?(?<n>\d+,\d{1,2}(?=\s?[km]\b)|\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)(?:\s?(?<mult>k|m|thousand|million|grand)\b)?(?<pct>\s?%|\s?(?:percent|per cent|pct|percentage points|points)\b)?(?<x>x\b)?(?:\s?(?<post>[$€£]|(?:usd|eur|gbp|dollars?|euros?|pounds?|bucks?|quid|cents?)\b|(?<=\d)p\b))?/gi;

const CURRENCY: Record<string, string> = {
  usd: '$',
  dollar: '$',
  dollars: '$',
  buck: '$',
  bucks: '$',
  eur: '€',
  euro: '€',
  euros: '€',
  gbp: '£',
  pound: '£',
  pounds: '£',
  quid: '£',
  cent: '$',
  cents: '$',
  p: '£',
};

type Kind = 'money' | 'percent' | 'count' | 'ratio';
/** `both`: the name must stand on both sides ('worth $1,200 total'). */
type Rule = { key: FigureKey | 'budget' | 'weeks'; kinds: Kind[]; after?: string; before?: string; both?: true };

const CONVERSIONS =
  'conversions?|sales|leads?|purchases?|orders?|sign[- ]?ups?|customers?|clients?|bookings?|calls|installs|registrations|subscribers|enquiries|inquiries|appointments|deals|units|items|products|tickets|results|form fills?|form submissions?|submissions|messages|patients|students|members|downloads|demos|trials|quotes|reservations|applications|donations|jobs';
const PLATFORMS =
  '(?:google|facebook|fb|meta|instagram|ig|tiktok|linkedin|bing|microsoft|youtube|pinterest|snapchat|reddit|twitter|x)';
/** 'new clients', 'demo bookings': a word or two before the noun does not change what is counted. */
const COUNTED = `(?:(?!(?:campaigns?|ads?|ad sets?|ad groups?|clicks|impressions|views|visits|visitors|sessions|days|weeks|months|years|people|times|of|from|per|for|to|in|on|at)\\b)[a-z-]+ ){0,2}(?:${CONVERSIONS})|(?:new|paying) (?!ads?\\b|campaigns?\\b|ad sets?\\b|creatives?\\b|keywords?\\b|audiences?\\b)[a-z]+`;
/** 'end up buying', 'go on to book': what the visitors do. */
const ACT = '(?:(?:end(?:s)? up|go(?:es)? on to|actually|then|eventually|will|would) )?';
const BECOME = '(?:become|became|turn into|turned into|convert(?:ed)? (?:in)?to)';
const TARGET =
  "(?:want|need(?:ed)?(?: for| to get)?|aim(?:ing)? for|target(?:ing)?|goal (?:of|is)|hop(?:e|ing) (?:for|to get)|to get|to reach|to hit|to generate|to drive|(?:spend|budget|cost|take|clicks|visits|visitors|traffic) (?:to get|for)|(?:would|’d|'d) like(?: to get)?|looking (?:for|to get))";

/** First rule that fits wins: the more specific names come before the general ones. */
const RULES: Rule[] = [
  { key: 'targetConversions', kinds: ['count'], before: TARGET, after: COUNTED, both: true },
  // '3 sales worth $1,200 total' is what they brought in, '3 sales worth $400 each' a price.
  {
    key: 'revenue',
    kinds: ['money'],
    before: 'worth',
    after: '(?:in )?(?:total|altogether|combined|overall)',
    both: true,
  },
  {
    key: 'customers',
    kinds: ['count'],
    after: `(?:of (?:them|those|these|the leads) )?(?:${BECOME}|closed (?:as|into)?|signed (?:up )?as) ?(?:paying )?(?:customers|clients)|(?:of (?:them|those|these|the leads) )?closed\\b`,
  },
  {
    key: 'targetCpa',
    kinds: ['money', 'count'],
    before: String.raw`(?:target|max(?:imum)?|afford(?: a)?) (?:cpa|cpl|cost per \w+)|cpa target|(?:can|could) afford|afford to pay|willing to pay|pay up to|at most`,
  },
  {
    key: 'targetRoas',
    kinds: ['ratio', 'percent', 'count'],
    before: 'target roas|roas target|aim(?:ing)? for a roas',
  },
  {
    key: 'cpc',
    kinds: ['money', 'count'],
    before:
      'cpcs?|cost per click|clicks? (?:are|cost|costs|at|around|about|roughly|averag(?:e|ing))|a click (?:costs?|is)',
    after: '(?:average )?(?:cpc|per click|a click|cost per click)',
  },
  {
    key: 'cpm',
    kinds: ['money', 'count'],
    before: 'cpm|cost per (?:thousand|mille)',
    after: 'cpm|per (?:1,000|1000|thousand|mille|1k)(?: impressions| views)?',
  },
  {
    key: 'cpa',
    kinds: ['money', 'count'],
    before:
      'cpa|cpl|cost per (?:acquisition|conversion|lead|sale|purchase|result)|(?:leads?|sales?|conversions?|results?|customers?|sign-?ups?|bookings?|orders?) (?:cost|costs|are costing|average)(?: us| me)?',
    after: '(?:cpa|cpl|per (?:lead|sale|conversion|acquisition|purchase|booking|sign-?up))',
  },
  {
    key: 'cvr',
    kinds: ['percent'],
    before: String.raw`conversion rate|conv\.? rate|cvr|cr|convert(?:s|ing)?(?: at)?`,
    after: String.raw`(?:conversion rate|conv\.? rate|cvr|(?:(?:of )?(?:the |our )?(?:clicks|visitors|people|users|them|those|traffic) )?${ACT}(?:conversion\b(?! value)|converts?|buys?|buying|purchases?|purchasing|books?|booking|signs? up|signing up|fills? (?:in|out))|(?:of )?(?:the |our )?(?:clicks|visitors|people|users|traffic) ${BECOME} (?:leads|customers|buyers))`,
  },
  {
    key: 'ctr',
    kinds: ['percent'],
    before: 'ctr|click-?through rate',
    after: '(?:ctr|click-?through rate)',
  },
  {
    key: 'closeRate',
    kinds: ['percent'],
    before: 'close rate|closing rate|lead-to-customer rate|close',
    after: `(?:close rate|closing rate|(?:(?:of )?(?:(?:the|our|those|these|them) )?(?:leads|them|those|these)? ?)?(?:close[sd]?|closing|buys?|${BECOME} (?:paying )?(?:customers|clients)))`,
  },
  {
    key: 'margin',
    kinds: ['percent'],
    before: 'margins?|keep|clear|pocket|take home',
    after: '(?:profit |gross |net )?margins?',
  },
  {
    key: 'roas',
    kinds: ['ratio', 'percent', 'count'],
    before: 'roas|return on ad spend',
    after: '(?:roas|return on ad spend)',
  },
  {
    key: 'ltv',
    kinds: ['money', 'count'],
    before: 'ltv|clv|(?:customer )?lifetime value',
    after: String.raw`(?:ltv|clv|lifetime value|over (?:their |the |a |its )?(?:customer )?lifetime|over \d+ (?:years?|months?))`,
  },
  {
    key: 'cac',
    kinds: ['money', 'count'],
    before: 'cac|(?:customer )?acquisition cost|cost to acquire(?: a customer)?',
    after: 'cac|to (?:acquire|win|get) (?:a |one |each |every )?(?:new )?(?:customer|client|one)',
  },
  {
    key: 'unitCost',
    kinds: ['money', 'count'],
    before:
      'cogs|cost of goods(?: sold)?|(?:unit|product|production) cost|costs? (?:us |me )?to (?:make|produce|buy)|(?:materials?|shipping|production|manufacturing|supplies|ingredients|packaging|fulfil?ment|goods)(?: and [a-z]+)? costs? (?:me |us )?',
    after:
      '(?:to (?:make|produce|manufacture|source|buy in)|(?:in |of )?(?:cogs|cost of goods|unit cost|product cost))',
  },
  {
    key: 'unitProfit',
    kinds: ['money', 'count'],
    before:
      '(?:profit|margin|make|makes|earn|earns|keep|clear|nets?|netting) (?:of |is |per (?:sale|order|unit|item) (?:is |of )?)?',
    after:
      '(?:profit|margin)(?: per (?:sale|order|unit|item)| on (?:each|every|a) (?:sale|order|one))?|per (?:sale|order|unit|item) profit',
  },
  {
    key: 'orderValue',
    kinds: ['money'],
    before:
      'average order value|aov|average order|order value|(?:revenue|value) per (?:customer|client|sale|order)|average sale|average basket|basket size|ticket size|sells? for|priced? at|sell(?:s|ing)?(?: [a-z-]+){0,3} (?:at|for)|price|worth|product|item|(?:customers?|clients?|buyers?) spends?|(?:units?|items?|orders?|products?|tickets?|sales|pieces) (?:at|averaging|@)',
    after:
      '(?:average order value|aov|average order|order value|per order|an order|order|a sale|per sale|basket|each|apiece|per item|per unit|(?:course|product|item|package|plan|service|subscription|membership|bundle|box|bottle|pair|treatment|session|class|ticket)s?)',
  },
  { key: 'orderValue', kinds: ['count'], before: 'average order value|aov|order value|average basket|basket size' },
  // 'courses at 300 each' with no currency sign is still a price.
  {
    key: 'orderValue',
    kinds: ['count'],
    after: '(?:each|apiece|a piece|per (?:item|unit|course|ticket|product|order))',
  },
  {
    key: 'revenue',
    kinds: ['money'],
    before:
      'revenue|sales|made|make|makes|making|earned|generated|brought in|brings? in|returned|conversion value|purchase value|turnover',
    after: '(?:in |of |worth of )?(?:revenue|sales|conversion value|purchase value|turnover)',
  },
  // '22,500 in sales' with no currency sign: a count of sales would not be 'in' them.
  { key: 'revenue', kinds: ['count'], after: '(?:in|worth of) (?:revenue|sales|turnover)' },
  {
    key: 'budget',
    kinds: ['money', 'count'],
    before:
      'budget|budgeted|allocate|split|divide|(?:we|i) (?:have|got)|(?:to|can|could|will|plan to|want to|going to) spend',
    after:
      '(?:monthly |daily |weekly |total |ad |marketing )*budget|to (?:split|divide|spend|allocate)|(?:will |would |could |can )?(?:get|buy) (?:me|us)',
  },
  {
    key: 'spend',
    kinds: ['money', 'count'],
    before: `spent|spends?|spending|ad spend|costs?|bills?|invoices?|cost (?:me|us)|paid|pay(?:s|ing)?|charged(?: us| me)?|billed(?: us| me)?|invested|put(?: in)?|poured|threw|dropped|sank|sunk|blew|burn(?:ed|t|ing)?(?: through)?|(?:${CONVERSIONS}|clicks|impressions|views|visits|visitors) for`,
    after: `(?:in |of |on )?(?:${PLATFORMS} )?(?:ads? |total )?(?:spend|spent|costs?)|bought|brought in|got (?:me|us)|(?:on|in|of|into) (?:\\w+ )?(?:ads|advertising)|on ${PLATFORMS}`,
  },
  { key: 'revenue', kinds: ['count'], before: 'revenue|conversion value|purchase value|turnover' },
  {
    key: 'clicks',
    kinds: ['count'],
    before: 'clicks|visitors|visits|sessions',
    after: '(?:link )?clicks|(?:site |website |unique )?(?:visitors|visits|sessions)',
  },
  {
    key: 'impressions',
    kinds: ['count'],
    before: String.raw`impressions|impr\.?|views`,
    after: String.raw`(?:impressions|impr\b|views)`,
  },
  {
    key: 'reach',
    kinds: ['count'],
    before: 'reach(?:ed)?|unique reach',
    after: '(?:reach|people reached|unique (?:users|people|viewers))',
  },
  {
    key: 'conversions',
    kinds: ['count'],
    before: 'conversions|sales|leads|purchases|orders|results|sign-?ups|bookings|enquiries|customers|clients',
    after: `${COUNTED}|(?:[a-z-]+ ){0,3}(?:from|out of|off) (?:about |around )?\\d[\\d,.]*k? (?:site |website |unique |landing page )?(?:clicks|visits|visitors|sessions)|(?:of (?:them|those|these|the \\w+) )?${ACT}(?:buy|bought|purchased|converted|convert|signed up|booked)`,
  },
  { key: 'days', kinds: ['count'], after: String.raw`-?\s?days?` },
  { key: 'weeks', kinds: ['count'], after: String.raw`-?\s?weeks?` },
  { key: 'campaigns', kinds: ['count'], after: '(?:campaigns|ad sets|ad groups|channels|platforms)' },
  // '25 leads from $750': money with no other name that pays for what came before it.
  { key: 'spend', kinds: ['money'], before: 'from' },
  { key: 'spend', kinds: ['money'], after: `(?:ads|advertising|${PLATFORMS})` },
  // '$120 for 3,000 impressions': money for a number of things is what they cost.
  { key: 'spend', kinds: ['money'], after: String.raw`(?:for|on|into) (?:about |around |roughly |only |just )?\d` },
];

const FILLER = String.raw`(?:\s|:|=|~|-|\b(?:of|is|was|were|are|at|around|about|roughly|approx\.?|approximately|to|only|just|total(?:ling|ing)?|averaging|average|my|our|the|a|an|nearly|almost|under|over|me|in|got|get|had|have|with|by|it|i|we|do|should|mine|ours|currently|now|right now)\b|\?)*`;
/** 'Q4 2024 sales' names a year, not 2,024 sales. */
const YEAR = /(?:\bq[1-4]|\bfy|\bin|\bsince|\byear|\bduring|\bof)\s*(?:19|20)\d\d$/i;
const PERIOD =
  /^\s*(?:\/\s*(?:mo|month)\b|a month|per month|each month|every month|monthly|pm\b|p\/m|for the (?:whole )?month\b)/i;
const DAILY = /^\s*(?:\/\s*day\b|a day|per day|each day|every day|daily)/i;
const WEEKLY = /^\s*(?:\/\s*(?:wk|week)\b|a week|per week|each week|every week|weekly)/i;

function compile(rule: Rule) {
  return {
    ...rule,
    afterRe: rule.after ? new RegExp(String.raw`^\s?(?:${rule.after})\b`, 'i') : undefined,
    beforeRe: rule.before ? new RegExp(String.raw`\b(?:${rule.before})${FILLER}$`, 'i') : undefined,
    nameRe: rule.before ? new RegExp(String.raw`\b(?:${rule.before})(?:(?<=\s)|(?![a-z]))`, 'gi') : undefined,
  };
}
const COMPILED = RULES.map(compile);
const RATES = COMPILED.filter((r) => r.kinds.includes('percent') && r.key !== 'roas' && r.key !== 'targetRoas').map(
  (r) => ({ ...r, anywhere: new RegExp(String.raw`\b(?:${r.before})\b`, 'i') }),
);

export function extractFigures(question: string): Figures {
  const text = normaliseFigureWords(question);
  const figures: Figures = {};
  const periods: Partial<Record<FigureKey, string>> = {};
  for (const match of text.matchAll(TOKEN)) {
    const g = match.groups ?? {};
    const start = match.index ?? 0;
    const end = start + match[0].length;
    const currency = g.pre
      ? (CURRENCY[g.pre.trim().toLowerCase()] ?? g.pre)
      : g.post
        ? (CURRENCY[g.post.toLowerCase()] ?? g.post)
        : undefined;
    const kind: Kind = g.pct ? 'percent' : g.x ? 'ratio' : currency ? 'money' : 'count';
    const mult = g.mult?.toLowerCase();
    // '3.000 €': euro amounts are often written with a dot between thousands.
    const digits = currency === '€' && /^\d{1,3}(?:\.\d{3})+$/.test(g.n ?? '') ? (g.n ?? '').replaceAll('.', '') : g.n;
    // '1,2k' is 1.2 thousand: a comma before one or two digits and a k is a decimal comma.
    const decimal = /^\d+,\d{1,2}$/.test(digits ?? '') ? (digits ?? '').replace(',', '.') : digits;
    let n =
      Number((decimal ?? '').replaceAll(',', '')) *
      (mult === 'k' || mult === 'thousand' || mult === 'grand' ? 1000 : mult === 'm' || mult === 'million' ? 1e6 : 1);
    if (kind === 'percent' || /^(?:cents?|p)$/i.test(g.post ?? '')) n /= 100;
    if (kind === 'count' && YEAR.test(`${text.slice(Math.max(0, start - 6), start)}${g.n}`)) continue;
    let after = text.slice(end, end + 50);
    // '36 sales a month at £75': a period between a name and its number does not part them.
    // 'CPC went from $1.20 to $1.80' or 'up $0.50 to $2': the new value is named by what stands before the change.
    const lead = text.slice(Math.max(0, start - 120), start).replace(FROM_TO, ' ');
    const before = lead
      .slice(-50)
      .replace(/\s(?:a|per|each|every)\s(?:day|week|month)\b|\/\s?(?:day|wk|week|mo|month)\b/gi, '')
      .replace(/\s+$/, ' ');
    // 'dropped 20%', 'from 3% to 1.2%': a change, or the value before it, is not what the figure is now.
    if ((kind === 'percent' ? CHANGE : STEP).test(text.slice(Math.max(0, start - 30), start))) continue;
    if (/\bfrom\s*$/i.test(before) && /^\s*to\s*[$€£]?\d/i.test(after)) continue;
    // 'per 1,000 impressions' prices a thousand; it counts none.
    if (kind === 'count' && n === 1000 && /\bper\s*$/i.test(before)) continue;
    const period = PERIOD.exec(after) ? 'month' : DAILY.exec(after) ? 'day' : WEEKLY.exec(after) ? 'week' : undefined;
    if (period)
      after = after
        .replace(period === 'month' ? PERIOD : period === 'day' ? DAILY : WEEKLY, '')
        .replace(/^\s*(?:on|in|of)?\s*(?=\w)/i, ' ');
    const clause = after.split(/,(?!\d{3})|\.(?!\d)|[;!?\n(]|\band\b/)[0] ?? '';
    // A price or a profit per item is never 'a month'.
    const fits = (r: (typeof COMPILED)[number], kind: Kind) =>
      r.kinds.includes(kind) && !(period && PER_ITEM.has(r.key));
    // 'I have 2 questions': a bare number right before a noun counts that noun; no name before it makes it money.
    const counts = kind === 'count' && !mult && COUNTS_NOUN.test(clause);
    const named = (r: (typeof COMPILED)[number], kind: Kind) =>
      fits(r, kind) && !r.both && !(counts && MONEY_KEYS.has(r.key));
    const find = (kind: Kind) =>
      pricedEach(kind, clause, text.slice(0, start)) ??
      COMPILED.find(
        (r) => fits(r, kind) && r.afterRe?.test(clause) && (!r.before || !r.both || r.beforeRe?.test(before)),
      ) ??
      COMPILED.find((r) => named(r, kind) && r.beforeRe?.test(before)) ??
      nearestNamed(
        COMPILED.filter((r) => named(r, kind)),
        lead.slice(-80),
      ) ??
      onlyRateNamed(kind, text);
    // '12k in sales' with no currency sign: an amount in thousands that names no count is money.
    const rule = find(kind) ?? (kind === 'count' && mult ? find('money') : undefined);
    const keys: FigureKey[] = rule
      ? keysFor(targetOf(rule.key, before), period, `${before} ${clause}`, text)
      : kind === 'money' && period
        ? [period === 'month' ? 'monthlyBudget' : 'dailyBudget']
        : [];
    // A week's amount is a seventh of it a day.
    const value = (k: FigureKey) =>
      rule?.key === 'weeks' ? n * 7 : k === 'dailyBudget' && period === 'week' ? n / 7 : n;
    const key = keys[0];
    if (!key || figures[key] !== undefined) continue;
    // 'Link clicks 1.215': nobody gets a fraction of a click, so the dot is between thousands.
    if (COUNTS.has(key) && /^\d{1,3}\.\d{3}$/.test(g.n ?? '') && !mult) n *= 1000;
    for (const k of keys) figures[k] ??= value(k);
    const late = LATE_PERIOD.exec(clause);
    const per = period ?? (late?.[1] ?? late?.[2])?.toLowerCase();
    if (per) periods[key] = per.startsWith('d') ? 'day' : per.startsWith('w') ? 'week' : 'month';
    if (currency && kind === 'money') figures.currency ??= currency;
    if (key === 'conversions' || key === 'targetConversions') figures.conversionNoun ??= nounOf(after);
  }
  return samePeriod(figures, periods);
}

/** '4 new patients a week': the period after the noun. */
const LATE_PERIOD = /(?:\b(?:a|per|each|every)\s|\/)(day|week|wk|month|mo)\b|\b(daily|weekly|monthly)\b/i;
const COUNTS = new Set<FigureKey>(['clicks', 'impressions', 'reach', 'conversions', 'targetConversions']);
const DAYS: Record<string, number> = { day: 1, week: 7, month: 30.4 };

/** '£25 a day, 4 patients a week': money is brought to the period of what it bought before they are divided. */
function samePeriod(figures: Figures, periods: Partial<Record<FigureKey, string>>): Figures {
  const counted = periods.conversions ?? periods.clicks ?? periods.impressions;
  if (!counted) return figures;
  for (const key of ['spend', 'revenue'] as const) {
    const own = periods[key];
    const value = figures[key];
    if (own && own !== counted && value !== undefined)
      figures[key] = Number(((value * (DAYS[counted] ?? 1)) / (DAYS[own] ?? 1)).toPrecision(12));
  }
  return figures;
}

const WANTED =
  /\b(?:want|need|aim(?:ing)? for|target(?:ing)?|goal (?:is|of)|hop(?:e|ing) for|looking for|(?:would|'d|’d) like)\b(?:\s+[^\s\d,.;!?]+){0,3}\s*$/i;
/** 'we want a 4x ROAS': a rate that is wanted is a target, not a result. */
function targetOf(key: Rule['key'], before: string): Rule['key'] {
  if (key === 'roas' && WANTED.test(before)) return 'targetRoas';
  if (key === 'cpa' && WANTED.test(before)) return 'targetCpa';
  return key;
}

const FROM_TO = /\b(?:from|up|down|by)\s*[$€£]?\d[\d.,]*\s?(?:%|k\b|m\b)?\s*to\s*$/i;
const STEP = /\b(?:by|up|down|plus|minus)\s*(?:about\s|around\s|roughly\s|nearly\s|almost\s)?$/i;
const CHANGE =
  /\b(?:by|up|down|rose|fell|dropped|increased|decreased|grew|jumped|climbed|improved|doubled|halved|plus|minus)\s*(?:about\s|around\s|roughly\s|nearly\s|almost\s)?$/i;
const COUNTS_NOUN =
  /^\s?(?!(?:to|for|on|in|into|a|an|per|each|of|and|or|but|with|at|from|last|this|next|over|across|total|so|now|today|yesterday|only|roughly|about|around|is|was|are|were|we|i|our|my|the|it|that|which|since|after|before|then|up|down|daily|weekly|monthly|every|because|while|vs|versus)\b)[a-z]{2,}\b/i;
const MONEY_KEYS = new Set<Rule['key']>([
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
const PER_ITEM = new Set<Rule['key']>(['unitProfit', 'orderValue', 'unitCost']);
const EACH = /^\s?(?:each|apiece|a piece)\b/i;
const BOUGHT = [
  { key: 'cpc', noun: /\b(?:clicks?|visitors?|visits?|sessions?)\b/gi },
  {
    key: 'cpa',
    noun: /\b(?:leads?|enquir(?:y|ies)|inquir(?:y|ies)|calls?|sign[- ]?ups?|registrations?|installs?)\b/gi,
  },
  { key: 'orderValue', noun: new RegExp(String.raw`\b(?:${CONVERSIONS})\b`, 'gi') },
] as const;

/** '1,200 clicks at $1.50 each' is a CPC, '40 leads at $25 each' a CPL, '30 sales at $80 each' an order value. */
function pricedEach(kind: Kind, clause: string, earlier: string) {
  if ((kind !== 'money' && kind !== 'count') || !EACH.test(clause)) return undefined;
  const sentence = earlier.split(/[.;!?\n]/).at(-1) ?? '';
  let best: { key: string; at: number } | undefined;
  for (const { key, noun } of BOUGHT)
    for (const match of sentence.matchAll(noun))
      if (!best || (match.index ?? 0) > best.at) best = { key, at: match.index ?? 0 };
  return best && COMPILED.find((r) => r.key === best.key && r.kinds.includes(kind));
}

/**
 * 'our cost per click went up to $2.40': the name nearest before a number in its clause, a few words away,
 * names it when no name stands right beside it. The clause ends at punctuation, 'and' or another number.
 */
function nearestNamed(rules: (typeof COMPILED)[number][], earlier: string) {
  const clause = earlier.split(/[,;!?()\n|]|\.(?!\d)|\band\b|\d/i).at(-1) ?? '';
  let best: { rule: (typeof COMPILED)[number]; end: number } | undefined;
  for (const rule of rules) {
    if (!rule.nameRe) continue;
    for (const match of clause.matchAll(rule.nameRe)) {
      const end = (match.index ?? 0) + match[0].length;
      const words = clause
        .slice(end)
        .split(/\s+/)
        .filter((word) => word && !FILLER_WORDS.test(word))
        .join(' ');
      if (GAP.test(words) && (!best || end > best.end)) best = { rule, end };
    }
  }
  return best?.rule;
}
const GAP = /^(?:[\s:=~-]*[a-z'’$€£]+){0,3}[\s:=~-]*$/i;
const FILLER_WORDS = new RegExp(`^${FILLER}$`, 'i');

/** 'What is a good CTR? I'm at 0.8%': a bare percentage belongs to the one rate the question names. */
function onlyRateNamed(kind: Kind, text: string) {
  if (kind !== 'percent') return undefined;
  const named = RATES.filter((r) => r.anywhere.test(text));
  return named.length === 1 ? named[0] : undefined;
}

/** 'I spend $3,000 a month' is both what was spent and, when the question is about budgets, the monthly budget. */
function keysFor(key: Rule['key'], period: string | undefined, near: string, text: string): FigureKey[] {
  if (key === 'weeks') return ['days'];
  if (key === 'budget') {
    if (period === 'month' || /monthly\s*(?:ad\s*)?budget|budget\s*(?:per|a|each) month/i.test(near))
      return ['monthlyBudget'];
    return period === 'day' || period === 'week' || /daily\s*budget/i.test(near) ? ['dailyBudget'] : ['totalBudget'];
  }
  if (key === 'spend' && period === 'month' && /\bbudget\b/i.test(text)) return ['spend', 'monthlyBudget'];
  if (key === 'spend' && (period === 'day' || period === 'week')) return ['spend', 'dailyBudget'];
  return [key];
}

function nounOf(after: string): string {
  const noun = new RegExp(String.raw`^\s?(${CONVERSIONS})\b`, 'i').exec(after)?.[1]?.toLowerCase() ?? 'conversions';
  return noun.endsWith('s') ? noun : `${noun}s`;
}

export type FigureKey =
  | 'spend'
  | 'revenue'
  | 'orderValue'
  | 'monthlyBudget'
  | 'dailyBudget'
  | 'totalBudget'
  | 'margin'
  | 'unitProfit'
  | 'unitCost'
  | 'clicks'
  | 'impressions'
  | 'conversions'
  | 'reach'
  | 'ctr'
  | 'cvr'
  | 'cpc'
  | 'cpm'
  | 'cpa'
  | 'targetCpa'
  | 'roas'
  | 'targetRoas'
  | 'ltv'
  | 'cac'
  | 'targetConversions'
  | 'closeRate'
  | 'customers'
  | 'days'
  | 'campaigns';
export type Figures = Partial<Record<FigureKey, number>> & { currency?: string; conversionNoun?: string };
