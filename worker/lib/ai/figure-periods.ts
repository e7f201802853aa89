import type { Kind } from './figure-rules.ts';
import type { FigureKey, Figures } from './figure-types.ts';

const LATE_PERIOD =
  /(?:\b(?:a|per|each|every|last|this|past|previous)\s|\/)(day|week|wk|month|mo)\b|\b(daily|weekly|monthly)\b/i;
/** 'Leads last week: 14': the period a count was named with, just before it. */
const EARLY_PERIOD = /\b(?:a|per|each|every|last|this|past|previous)\s(day|week|month)\b[^,;.\d]{0,20}$/i;
export const earlyPeriod = (before: string) => EARLY_PERIOD.exec(before)?.[1]?.toLowerCase();

/** '4 new patients a week', '1 purchase every 3 days': the period after the noun. */
export function latePeriod(clause: string): string | undefined {
  const every = /\bevery (\d+) (days?|weeks?)\b/i.exec(clause);
  if (every) return `${Number(every[1]) * (/^w/i.test(every[2] ?? '') ? 7 : 1)} days`;
  const late = LATE_PERIOD.exec(clause);
  const per = (late?.[1] ?? late?.[2])?.toLowerCase();
  return per && (per.startsWith('d') ? 'day' : per.startsWith('w') ? 'week' : 'month');
}

/** What is brought to the period of what it bought: money to the conversions or clicks, clicks to the conversions. */
export const RESCALED = ['spend', 'revenue', 'clicks', 'impressions'] as const;
export type Rescaled = (typeof RESCALED)[number];
const DAYS: Record<string, number> = { day: 1, week: 7, month: 30.4 };
const daysIn = (period: string) => DAYS[period] ?? Number.parseFloat(period);

/**
 * '£25 a day, 4 patients a week': money is brought to the period of what it bought before they are divided;
 * with no period on what it bought, to the days the user names ('$35/day for 21 days, 49 sign-ups').
 */
export function samePeriod(figures: Figures, periods: Periods): Figures {
  const counted = periods.conversions ?? periods.clicks ?? periods.impressions;
  const bought = figures.conversions ?? figures.clicks ?? figures.impressions;
  const span = counted ? daysIn(counted) : bought === undefined ? undefined : figures.days;
  if (!span) return figures;
  for (const key of RESCALED) {
    const own = periods[key];
    if (key === 'clicks' && !periods.conversions) continue;
    if (key === 'impressions' && !(periods.conversions ?? periods.clicks)) continue;
    const value = figures[key];
    if (own && own !== counted && value !== undefined) {
      const by = daysIn(own);
      figures[key] = Number(((value * span) / by).toPrecision(12));
      const over = !counted ? `over ${figures.days} days` : DAYS[counted] ? `a ${counted}` : `every ${counted}`;
      figures.rescaled = [...(figures.rescaled ?? []), { key, from: value, per: own, times: span, by, over }];
    }
  }
  return figures;
}

/**
 * 'a 4 week promo with $2,800, daily spend?': the one amount nothing names is what was spent when results came of
 * it, else the budget in a question about budgets; '1,250 clicks from a $1,000 budget': a budget that results are
 * counted against was spent.
 */
export function spentBudget(
  figures: Figures,
  periods: Periods,
  unnamed: { n: number; currency?: string }[],
  budgeted: boolean,
): Figures {
  const counted = (figures.clicks ?? figures.conversions ?? figures.impressions) !== undefined;
  const { spend, totalBudget, monthlyBudget, weeklyBudget, dailyBudget } = figures;
  const only = unnamed.length === 1 ? unnamed[0] : undefined;
  const budgets = [spend, totalBudget, monthlyBudget, weeklyBudget, dailyBudget];
  const rated = ['cpc', 'cpm', 'cpa', 'targetCpa', 'targetConversions', 'roas'].some((k) => k in figures);
  // '$500 at a $12 CPM': the one amount beside a price is what it will buy with.
  if (only && (counted || budgeted || rated) && budgets.every((v) => v === undefined)) {
    // 'ROAS 350% on $6,000': a return was made on what was spent.
    figures[counted || figures.roas !== undefined ? 'spend' : 'totalBudget'] = only.n;
    if (only.currency) figures.currency ??= only.currency;
  }
  if (figures.spend !== undefined || !counted || rated) return figures;
  // A daily budget over named days is already spent as the lifetime budget.
  const budget =
    figures.totalBudget ??
    figures.monthlyBudget ??
    figures.weeklyBudget ??
    (figures.days ? undefined : figures.dailyBudget);
  if (budget === undefined) return figures;
  figures.spend = budget;
  const per =
    figures.totalBudget !== undefined
      ? undefined
      : figures.monthlyBudget !== undefined
        ? 'month'
        : figures.weeklyBudget !== undefined
          ? 'week'
          : 'day';
  if (per) periods.spend ??= per;
  return figures;
}

const PRICES = ['cpc', 'cpm', 'cpa', 'targetCpa'] as const;
const RESULTS = ['clicks', 'conversions', 'impressions', 'reach', 'customers'] as const;
const BUDGETS = ['totalBudget', 'monthlyBudget', 'weeklyBudget', 'dailyBudget'] as const;
const MONTH_NAME = 'january|february|march|april|may|june|july|august|september|october|november|december';
const MONTH_AHEAD = new RegExp(
  String.raw`\b(?:next|coming|following) month\b|\bfor (?:the month of )?(?:${MONTH_NAME})\b|\b(?:${MONTH_NAME})(?:'s|’s)? budget\b`,
  'i',
);
/** 'if I put $900 in, how many impressions should I expect?': a forecast of what money still to be spent buys. */
const FORECAST =
  /\bif (?:i|we)\b|(?:'|’)ll\b|\b(?:will|would|should|could|might|gonna|going to|plan(?:ning)? to|expect(?:ed)?|forecast|estimate)\b/i;
const SPENT_WORD =
  /\b(?:spent|paid|invested|ran|burn(?:ed|t)|blew|sank|sunk|poured|threw|dropped|did|cost (?:me|us)|got|gave)\b/i;

// 'I get paid fortnightly' names no amount's period; '£350 a fortnight' does.
const FORTNIGHT = /\d[\d,.]*\s?k?\)?\s(?:(?:a|per|each|every) fortnight|fortnightly)\b/i;
/**
 * Money with a price and no results yet, in a question about what it will buy, is a budget, not a past spend; a
 * budget for a month ahead ('signed off £12,000 for google ads next month') is a month's.
 */
export function plannedSpend(figures: Figures, text: string): Figures {
  if (twoPeriods(figures, text)) return { ...(figures.currency && { currency: figures.currency }) };
  countsOutrank(figures, text);
  const { spend } = figures;
  const has = (keys: readonly FigureKey[]) => keys.some((k) => figures[k] !== undefined);
  const only = BUDGETS.filter((k) => figures[k] !== undefined);
  const ahead = MONTH_AHEAD.test(text) && figures.days === undefined;
  if (only.length === 1 && only[0] === 'totalBudget' && !has(RESULTS) && ahead) {
    figures.monthlyBudget = figures.totalBudget;
    delete figures.totalBudget;
  }
  // '£350 a fortnight into ads': an amount for each 14 days.
  if (figures.days === undefined && !has(RESULTS) && FORTNIGHT.test(text)) figures.days = 14;
  if (spend === undefined || has(RESULTS) || has(BUDGETS) || !has(PRICES)) return figures;
  if (!FORECAST.test(text) || SPENT_WORD.test(text)) return figures;
  delete figures.spend;
  figures.totalBudget = spend;
  return figures;
}

/** 'my total for the month is €3,000', 'our monthly total is $608': a sum of money whose period is named before it. */
const PERIOD_BEFORE =
  /\b(?:(?:(month|week|dai)ly|(month|week|day)(?:'s|’s)) (?:[a-z]+ )?(?:total|budget|spend|allowance|pot|limit|cap)|(?:total|budget|spend|spending|allowance|pot|limit|cap) (?:[a-z]+ ){0,2}?(?:for (?:the |a )?(?:whole |entire )?|per |a |each |every )(month|week|day))\s*(?:is|of|=|:|will be|would be|comes to|should be)?\s*(?:about|around|roughly|~)?\s*$/i;
/** 'this week's spend is £140 over 4 days': a spend named with its period is what was spent in it. */
export const SPENT_IN =
  /\b(?:(?:month|week|dai)ly|(?:month|week|day)(?:'s|’s)) (?:[a-z]+ )?(?:spend|spending)\b\D{0,30}$/i;
/** So it is stretched to no span of days; only to a period the results are counted in. */
export function spentIn(figures: Figures, periods: Periods, spent: number | undefined) {
  const counted = periods.conversions ?? periods.clicks ?? periods.impressions;
  if (spent === undefined || figures.spend !== spent || figures.days === undefined || counted) return figures;
  delete periods.spend;
  for (const k of ['dailyBudget', 'weeklyBudget', 'monthlyBudget'] as const)
    if (figures[k] === spent) delete figures[k];
  return figures;
}
/** 'from NZ$50 to NZ$85', 'from $40 a day to $60': the value a change starts from is no figure of theirs now. */
export const CHANGED_TO = /^\s*(?:(?:a|per|\/)\s?(?:day|week|month)\s*)?to\s*(?:[a-z]{0,3}[$€£₹])?\d/i;
/**
 * 'bumping the daily from $50 to $85': 'the daily' on its own is the daily budget; 'our ad budget this month is
 * $2,280': a budget named with the month it is for.
 */
const BARE_PERIOD =
  /(?:\b(?:the|our|my|that|this) (month|week|dai)ly(?: from \S+ to)?|\b(?:budget|allowance|pot) (?:for )?(?:this|next) (month|week))\s*(?:is|=|:|will be|would be|to|at)?\s*(?:about|around|roughly|~)?\s*$/i;
export function moneyPeriod(kind: Kind, before: string) {
  const named = kind === 'money' || kind === 'count' ? (PERIOD_BEFORE.exec(before) ?? BARE_PERIOD.exec(before)) : null;
  const period = named?.slice(1).find(Boolean)?.toLowerCase();
  return period === 'dai' ? 'day' : period;
}

// '3 and a half grand (£3,500) a month': the same amount restated in brackets stands between a number and its period.
const RESTATED = String.raw`^\s*(?:\([$€£]?\d[\d,.]*k?\)\s*)?`;
const PERIOD = new RegExp(
  String.raw`${RESTATED}(?:\/\s*(?:mo|month)\b|a month|per month|each month|every month|monthly|pm\b|p\/m|for the (?:whole )?month\b)`,
  'i',
);
const DAILY = new RegExp(String.raw`${RESTATED}(?:\/\s*d(?:ay)?\b|a day|per day|each day|every day|daily)`, 'i');
const WEEKLY = new RegExp(
  String.raw`${RESTATED}(?:\/\s*(?:wk|week)\b|a week|per week|each week|every week|weekly)`,
  'i',
);

/** '$500 a month on ads': the period just after a number, and what follows it. */
export function periodAfter(after: string): { period: string; rest: string } | undefined {
  const [period, pattern] = PERIOD.exec(after)
    ? ['month', PERIOD]
    : DAILY.exec(after)
      ? ['day', DAILY]
      : WEEKLY.exec(after)
        ? ['week', WEEKLY]
        : [];
  if (!period || !pattern) return undefined;
  const rest = after.replace(pattern, '').replace(/^\s*(?:(?:in|of)\s+(?!(?:revenue|sales|turnover)\b))?(?=\w)/i, ' ');
  return { period, rest };
}

export type Periods = Partial<Record<FigureKey, string>>;

/**
 * 'freq last week was 2.1. this week impressions 96,300 on a reach of 21,400. what is it now?': a frequency stated
 * before the impressions and reach that come after it is another period's, so the counts decide; not when a count
 * came before it too ('reach last month 20,000, frequency 2. This month reach 25,000'), which may be that period's.
 */
function countsOutrank(figures: Figures, text: string) {
  if (figures.impressions === undefined || figures.reach === undefined || figures.frequency === undefined) return;
  const stated = /\b(?:frequency|freq)\b/i.exec(text)?.index ?? -1;
  if (stated >= 0 && !/\b(?:reach|reached|impressions?|impr)\b/i.test(text.slice(0, stated))) delete figures.frequency;
}

/** 'we spent $2,000 last month and $2,500 this month': one figure given for two periods, each named after it. */
const TAGGED =
  /(?<![\w.,])([$€£₹]|[a-z]{1,2}\$)?(\d[\d,.]*)\s?(k?)(?:\s[a-z-]+){0,2}\s(?:in\s|during\s)?((?:last|this|previous|past|next) (?:week|wk|month|mo|quarter|year))\b/gi;
/**
 * Read whole, such a question would answer with the first period's values, so nothing is named; unless their total
 * is asked and was read ('... combined cpa with 85 sales?' needs $4,500, not $2,000).
 */
function twoPeriods(figures: Figures, text: string) {
  const seen = new Map<string, { periods: Set<string>; sum: number }>();
  for (const match of text.matchAll(TAGGED)) {
    const kind = match[1] ? 'money' : 'count';
    const n = Number((match[2] ?? '').replaceAll(',', '')) * (match[3] ? 1000 : 1);
    const own = seen.get(kind) ?? { periods: new Set<string>(), sum: 0 };
    own.periods.add((match[4] ?? '').toLowerCase());
    seen.set(kind, { periods: own.periods, sum: own.sum + n });
  }
  const total = /\b(?:total|overall|combined|altogether|both|blended)\b/i.test(text);
  const values = Object.values(figures).filter((v) => typeof v === 'number');
  return [...seen.values()].some(({ periods, sum }) => periods.size > 1 && !(total && values.includes(sum)));
}
