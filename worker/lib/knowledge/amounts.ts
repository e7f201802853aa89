import type { Persona } from '../../contract/agents.ts';

/** What amounts say beyond their value: what names them, a spend against its budget, too many campaigns. */

// Anchored at a run's first digit, so a pasted run of digits is scanned once, not once per digit.
const NUMBER = String.raw`(?<![\d.,])\d(?:[\d.,]*\d)?[km]?`;
const AMOUNT = String.raw`(?:[$€£]\s?${NUMBER}(?![\p{L}\d])|${NUMBER}\s?(?:[$€£]|(?:dollars?|bucks|euros?|eur|usd|gbp|pounds?|quid)(?!\p{L}))|${NUMBER}(?<=k)(?![\p{L}\d]))`;
const PERIOD = String.raw`(?:\s*(?:\/|\ban?\b|\bper\b|\beach\b|\bevery\b)?\s*(?:day|daily|week|weekly|month|monthly|mo|year|yearly|quarter)\b)?`;
const KIND = '(?:daily|monthly|weekly|lifetime|total)';
/** An amount with what names it: '$50 daily budget', '$10 a day', 'budget is $3k/month'. */
const NAMED_AMOUNT = new RegExp(
  String.raw`(${AMOUNT})${PERIOD}(?:\s+${KIND})?(?:\s+(?:ad\s+)?(?:budget|spend))?|\b(?:${KIND}\s+)?budget(\s*(?:is|of|at|was|:)?\s*(?:about|around|like|roughly|only)?\s*)(${AMOUNT})${PERIOD}`,
  'giu',
);

const METRIC = '(?:ctr|cpc|cpm|cpa|cpl|roas)s?';
const RESULT = String.raw`[$€£]?(?<![\d.,])\d(?:[\d.,]*\d)?\s?(?:%|x|p|c|cents?|k)?`;
/** A metric given as a figure: '2.5% CTR', '£0.60 CPC', 'ROAS 4x', 'cpc around $0.60'. */
const METRIC_FIGURE = new RegExp(
  String.raw`(${RESULT})\s*${METRIC}\b|(?<!\b(?:manual|max)\s)\b${METRIC}(?:\s+(?:is|of|at|was|around|about))?\s*[:=]?\s*(${RESULT})(?![\w.])`,
  'giu',
);
/**
 * An advertiser's count per period ('50 clicks a day', '100 leads a month') is a rate they report, not a daily or monthly
 * budget; a coach's '20 miles a week' is the training load asked about.
 */
const COUNT_PER_PERIOD =
  /\b(\d(?:[\d.,]*\d)?k?\s+[a-z-]+(?:\s+[a-z-]+)?)\s+(?:a|per|each|every)\s+(?:day|week|month)\b/giu;
/** Words that make the metric itself the question: is it good, how to move it, what it means, a target. */
const JUDGED =
  /\b(?:good|bad|normal|average|typical|benchmarks?|ok(?:ay)?|decent|healthy|reasonable|realistic|expect(?:ed)?|high(?:er)?|low(?:er)?|reduce|raise|improve|increase|decrease|why|mean|calculat\w*|wrong|broken|target|want|aim|goal)\b/i;

/**
 * The text with only the amounts left of its named amounts; and, among several figures, of the metrics it gives as
 * figures unless it judges or moves them: '2.5% CTR, £0.60 CPC, 1,400 clicks, 1 sale. Is it the ads or the site?'
 * reports the CTR and CPC, it asks about the missing sales (a metric article answers a quarter of such questions).
 */
export const withoutFigureUnits = (text: string, persona?: Persona): string => {
  const named = text.replace(NAMED_AMOUNT, (_match, amount, between, rest) =>
    amount ? `${amount} ` : ` ${between}${rest} `,
  );
  const counted = persona === 'ads' ? named.replace(COUNT_PER_PERIOD, '$1 ') : named;
  const figures = text.match(/\d(?:[\d.,]*\d)?/g)?.length ?? 0;
  return JUDGED.test(text) || figures < 2
    ? counted
    : counted.replace(METRIC_FIGURE, (_match, before, after) => ` ${before ?? after} `);
};

const FIGURE = String.raw`(?:[$€£]\s?)?(\d(?:[\d.,]*\d)?k?)(?:\s?(?:[$€£]|dollars?|bucks|euros?|eur|usd|gbp|pounds?|quid))?(?![\d%x]|\s?(?:%|percent|clicks?|leads?|sales|conversions?|impressions?|orders?|days?|hours?|hrs?|am|pm|mins?|minutes|weeks?|months?|x)\b)`;
const HEDGE = String.raw`(?:(?:only|just|like|about|around|roughly|barely|maybe|over|under|me|us)\s+|~)*`;
const SPENT = new RegExp(
  String.raw`\b(?:spend|spends|spent|spending|charged?|charging|used?|using|delivers?|delivered|delivering)\s+${HEDGE}${FIGURE}(?:\s+(?:a|per)\s+day|\/day)?(?:\s+(?:(?:out\s+)?of|from)\s+(?:my|our|the|its|a|an|their)?\s*${FIGURE})?`,
  'iu',
);
const OF_BUDGET = new RegExp(
  String.raw`${FIGURE}(?:\s+(?:a|per)\s+day|\/day)?\s+(?:out\s+)?of\s+(?:my|our|the|its|a|an|their)?\s*${FIGURE}`,
  'iu',
);
const BUDGET = new RegExp(
  String.raw`\b(?:budget|daily|set)\s+(?:is|of|at|was|to|:)?\s*(?:about|around|like|roughly|only)?\s*${FIGURE}|${FIGURE}\s*(?:\/\s*day|a day|per day|daily|(?:daily\s+)?budget)\b`,
  'iu',
);
const amount = (text: string | undefined) => {
  if (!text) return Number.NaN;
  const k = text.endsWith('k');
  return (
    Number(
      text
        .replace(/k$/, '')
        .replace(/,(?=\d{3}\b)/g, '')
        .replace(',', '.'),
    ) * (k ? 1000 : 1)
  );
};

/** 'Only spending $12 of my $50 daily budget' is underspending; '$78 on a $40 daily budget', overspending. */
export function spendVersusBudget(text: string): 'underspending' | 'overspending' | undefined {
  if (!/\b(?:budget|spend|spends|spending|spent|charged)\b/i.test(text)) return undefined;
  const spent = SPENT.exec(text) ?? OF_BUDGET.exec(text);
  if (!spent) return undefined;
  const spend = amount(spent[1]);
  let budget = amount(spent[2]);
  if (Number.isNaN(budget)) {
    const rest = text.slice(0, spent.index) + ' '.repeat(spent[0].length) + text.slice(spent.index + spent[0].length);
    const named = BUDGET.exec(rest);
    budget = amount(named?.[1] ?? named?.[2]);
  }
  if (Number.isNaN(spend) || Number.isNaN(budget) || spend === budget) return undefined;
  return spend < budget ? 'underspending' : 'overspending';
}

const COUNTED =
  /\b(\d+)\s+(?:separate\s+|different\s+|small\s+|tiny\s+|active\s+)?(?:campaigns|ad\s?sets|ad\s?groups)\b/i;
/** From this many campaigns, ad sets or ad groups up, the question is whether there are too many. */
const MANY = 8;

/** '45 campaigns for a $3k budget' asks about consolidating, though it never says so. */
export const tooMany = (text: string): 'fewer campaigns' | undefined =>
  Number(COUNTED.exec(text)?.[1] ?? 0) >= MANY ? 'fewer campaigns' : undefined;
