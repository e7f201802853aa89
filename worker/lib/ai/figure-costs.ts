import { TOKEN } from './figure-token.ts';
import type { FigureKey, Figures } from './figure-types.ts';

/**
 * 'My average package is £1,800 and after paying my second shooter and the album I spend roughly £1,080 per wedding',
 * 'avg job is £140 and my costs per job (chemicals, fuel) are around £56': a cost of one of what the business sells,
 * set beside its price, is what the item costs to deliver, not what the ads cost, when the question asks what a sale
 * leaves. The amount is read again after the phrase rules have named it spend, a CPA or a price.
 */
const ASKED =
  /\bprofit|\bat (?:zero|0)\b|\bnot losing\b|\bmargin|break[- ]?even|\bbreakeven|\blos(?:e|ing) money|out of pocket|in the black|\bpercentage\b|\bas a (?:%|percent)/i;
/** Words that tie a cost to advertising: 'each sale costs me $12 on Facebook' is a CPA. */
const AD_TIE =
  /\b(?:ads?|adverts?|advertising|ad spend|marketing|campaigns?|ppc|google|meta|facebook|fb|insta(?:gram)?|ig|tiktok|linkedin|bing|youtube|boost(?:s|ed|ing)?|clicks?|taps?|leads?|enquir(?:y|ies)|inquir(?:y|ies)|cpa|cpl|cac)\b/i;
/** What a cost may be 'per' and still be one of what is sold: not a click, a lead or a day. */
const NOT_SOLD =
  '(?:clicks?|taps?|visits?|visitors?|impressions?|views?|leads?|enquir(?:y|ies)|inquir(?:y|ies)|calls?|conversions?|acquisitions?|sign-?ups?|installs?|results?|thousand|1,?000|mille|cent|day|week|month|quarter|year|hour|campaign|ad|post|person|head|head)';
const UNIT = String.raw`(?!${NOT_SOLD}\b)[a-z][a-z-]*`;
/** What delivering one is made of: 'materials', 'parts', 'ingredients'. */
const ITEMS =
  'parts|materials?|supplies|ingredients|stock|products?|packaging|shipping|postage|delivery|wages|labou?r|fuel|gas|petrol|diesel|chemicals|consumables|timber|fixings|fabric|wax|jars?|boxes|blanks?|printing|labels|room hire|rent|fees|overheads|editing|prints';
/** 'profit per shirt', 'profit on each job': a question about one sale, so the costs said beside its price are its own. */
const ONE_ASKED =
  /\b(?:profit|margin|make|keep|left)\s(?:per|on (?:each|every|a|one)|for (?:each|every|a|one)|of (?:each|every|a|one))\s[a-z]/i;
/** 'costs per job', 'cost per shirt', 'each job costs me', 'it costs us': a cost of one thing. */
const COST_OF_ONE = new RegExp(
  String.raw`\bcosts?\s(?:per|for (?:each|every|a|one)|on (?:each|every|a))\s${UNIT}\b|\b(?:each|every|per|one|a)\s${UNIT}(?:\sof\s[a-z-]+)?\s(?:only\s)?(?:costs?|is costing)\s(?:me|us)\b|\b(?:${ITEMS})\s(?:for|per|on)\s(?:each|every|a|one)\s${UNIT}\s(?:comes?\sto|costs?|is|are|runs?|totals?)\b|\b(?:make|makes|produce|produces|bake|bakes|build|builds)\s(?:them|it|each|(?:[a-z-]+\s)?${UNIT})\sfor\s*$|\b(?:it|they|that|which|this|${ITEMS})\s(?:only\s)?(?:costs?|sets? (?:me|us) back)\b`,
  'i',
);
/** 'I spend roughly £1,080 per wedding', 'it costs me about £78 per client': an amount priced per one after it. */
const PAID = /\b(?:costs?|costing|spend|spending|pay|paying|paid|set(?:s)? (?:me|us) back|run(?:s)? (?:me|us))\b/i;
const PER_ONE = new RegExp(
  String.raw`^\s?(?:(?:on|in|of) [a-z-]+(?: and [a-z-]+)? )?(?:per|a|an|each|for each|for every|on each|on every)\s${UNIT}\b`,
  'i',
);
/** 'my parts are about $80 per install': what delivering one is made of, named before its cost. */
const UPKEEP = new RegExp(
  String.raw`\b(?:${ITEMS})\b[^.?!\d]{0,30}\b(?:are|is|come to|comes to|run|runs|total|totals|work out at)(?:\s(?:me|us))?\s*(?:about|around|roughly|~)?\s*$`,
  'i',
);
/** '€30 is our cost for making and sending', '$9 of that is my cost': the cost of one, named after its amount. */
const OWN_COST =
  /^\s?(?:of (?:that|it) )?(?:is|are)\s(?:my|our|the)\s(?:own\s|real\s|actual\s|unit\s)?costs?\b(?!\s(?:per|of|for)\s(?:clicks?|leads?|enquir|ads?))/i;
/** Where a sentence ends: a full stop that is no decimal point, a question or exclamation mark, a line break. */
const SENTENCE = /[!?\n]|\.(?!\d)/g;
const READ_AS: FigureKey[] = [
  'spend',
  'cpa',
  'cac',
  'targetCpa',
  'orderValue',
  'monthlyBudget',
  'weeklyBudget',
  'dailyBudget',
  'totalBudget',
];

type Amount = { n: number; start: number; end: number };

function amounts(text: string): Amount[] {
  return [...text.matchAll(TOKEN)].flatMap((m) => {
    const g = m.groups ?? {};
    if (!(g.pre || g.post) || g.pct || g.x) return [];
    const mult = g.mult?.toLowerCase();
    const scale = mult === 'k' || mult === 'thousand' || mult === 'grand' ? 1000 : mult ? 1e6 : 1;
    const cents = /^(?:cents?|p)$/i.test(g.post ?? '') ? 100 : 1;
    const start = m.index ?? 0;
    return [{ n: (Number((g.n ?? '').replaceAll(',', '')) * scale) / cents, start, end: start + m[0].length }];
  });
}

/** The sentence around a span of the text. */
function sentenceOf(text: string, start: number, end: number) {
  const breaks = [...text.matchAll(SENTENCE)].map((m) => m.index ?? 0);
  const from = Math.max(-1, ...breaks.filter((b) => b < start)) + 1;
  const to = Math.min(text.length, ...breaks.filter((b) => b >= end));
  return text.slice(from, to);
}

/** Reads a cost of one sold item beside its price as the unit cost, and the price it stands beside as the price. */
export function unitCostBeside(figures: Figures, text: string) {
  if (figures.unitCost !== undefined || figures.unitProfit !== undefined || !ASKED.test(text)) return;
  const money = amounts(text);
  const held = new Set(Object.values(figures).filter((v) => typeof v === 'number'));
  for (const [i, cost] of money.entries()) {
    const sentence = sentenceOf(text, cost.start, cost.end);
    // The price: the one already read before it, or an amount named as nothing in the same sentence.
    const earlier = money.slice(0, i).filter((m) => m.n > cost.n);
    const beside = money.filter((m, j) => j !== i && m.n > cost.n && sentenceOf(text, m.start, m.end) === sentence);
    const price =
      figures.orderValue !== undefined &&
      figures.orderValue > cost.n &&
      [...earlier, ...beside].some((m) => m.n === figures.orderValue)
        ? figures.orderValue
        : beside.find(
            (m) =>
              // 'my dog walking costs £15 a walk': a price of one, read as spend for want of a better name.
              !held.has(m.n) || (figures.spend === m.n && PER_ONE.test(text.slice(m.end, m.end + 40))),
          )?.n;
    if (price === undefined) continue;
    if (AD_TIE.test(sentence)) continue;
    const from = Math.max(0, ...money.slice(0, i).map((m) => m.end));
    const before = text.slice(Math.max(from, cost.start - 140), cost.start);
    const clause = text.slice(cost.end, cost.end + 40);
    const named = COST_OF_ONE.test(before) || OWN_COST.test(clause);
    const perOne = PER_ONE.test(clause) || (ONE_ASKED.test(text) && !LATE_PERIOD.test(clause));
    if (!named && !((PAID.test(before) || UPKEEP.test(before)) && perOne)) continue;
    for (const key of READ_AS) if (figures[key] === cost.n || figures[key] === price) delete figures[key];
    if (figures.repeated && figures[figures.repeated] === undefined) delete figures.repeated;
    figures.orderValue = price;
    figures.unitCost = cost.n;
    return;
  }
}

/** '£190 a month': money over a period is no cost of one item. */
const LATE_PERIOD = /^\s?(?:a|per|each|every)\s(?:day|week|month|year)\b/i;
/** 'plus £6.50 per bed for packaging', '+ $4 shipping': a further cost of the same item, joined to the one read. */
const PLUS_COST = new RegExp(
  String.raw`^\s?(?:per\s${UNIT}\s)?(?:plus|\+|and\s(?:then\s)?(?:another|\+|plus))\s*$`,
  'i',
);
const PART_OF_ONE = new RegExp(
  String.raw`^\s?(?:per|a|each|for each)\s${UNIT}\b[^.?!\d]{0,30}\b(?:${ITEMS})\b|^\s?(?:for\s|in\s|of\s)?(?:${ITEMS})\b`,
  'i',
);

/** ' and shipping to the customer is ', ', then the boxes and delivery are ': the next of the item's costs, named. */
const ANOTHER_COST = new RegExp(
  String.raw`^[^.?!\d$€£]{0,10}\b(?:and|plus|then|\+)\s[^.?!\d$€£]{0,40}\b(?:${ITEMS})\b[^.?!\d$€£]{0,30}\b(?:are|is|come to|comes to|runs?|costs?|totals?)(?:\s(?:me|us))?\s*(?:about|around|roughly|~)?\s*(?:[a-z]{1,2}\$|[$€£]|R(?=\d))?\s*$`,
  'i',
);
/** '£14 to make and £5 to post': what each step of delivering one costs. */
const TO_DO = /^\s?to [a-z]+(?: (?:it|one|each|them))? (?:and|plus|\+)\s*$/i;
const TO_DO_AFTER = /^\s?to (?:post|ship|send|deliver|pack|package|wrap|print|make|produce|frame|install)\b/i;
/** 'landed cost is £26 per bed plus £6.50 per bed for packaging and postage': the costs of one item add up. */
export function unitCostsAdded(figures: Figures, text: string) {
  if (figures.unitCost === undefined) return;
  const money = amounts(text);
  const at = money.findIndex((m) => m.n === figures.unitCost);
  const [cost, next] = at < 0 ? [] : money.slice(at, at + 2);
  if (!cost || !next) return;
  if (PLUS_COST.test(text.slice(cost.end, next.start)) && PART_OF_ONE.test(text.slice(next.end, next.end + 60))) {
    figures.unitCost = Number((figures.unitCost + next.n).toPrecision(12));
    return;
  }
  // 'wax + jar is £6.50 and postage is £3.50', '£14 to make and £5 to post': each further cost of the item, with no
  // period or ads.
  let total = figures.unitCost;
  for (const [j, m] of money.slice(at + 1).entries()) {
    const between = text.slice((money[at + j] as Amount).end, m.start);
    const toDo = TO_DO.test(between) && TO_DO_AFTER.test(text.slice(m.end));
    if (!(toDo || ANOTHER_COST.test(between)) || AD_TIE.test(between) || LATE_PERIOD.test(text.slice(m.end))) break;
    total += m.n;
  }
  figures.unitCost = Number(total.toPrecision(12));
}
