import { readAcross } from './figure-across.ts';
import { perCampaign } from './figure-campaigns.ts';
import { type Loose, nameLoose } from './figure-fallback.ts';
import { chainStages, type Stage } from './figure-funnel.ts';
import { nameLearned } from './figure-learned.ts';
import {
  CHANGE,
  COUNTS_NOUN,
  EACH,
  FROM_TO,
  isDate,
  keysFor,
  MONEY_KEYS,
  nearestNamed,
  nounOf,
  onlyRateNamed,
  PER_ITEM,
  PLUS,
  pricedEach,
  QUALIFIED,
  RECURRING,
  STEP,
  shareOf,
  targetOf,
  VERSUS_AFTER,
  VERSUS_BEFORE,
  YEAR,
} from './figure-names.ts';
import { kept, overhead } from './figure-overheads.ts';
import {
  BENCHMARK,
  eachCost,
  itemCost,
  outranked,
  pricesPart,
  spentBare,
  THRESHOLD,
  TOTALS,
} from './figure-overrides.ts';
import {
  CHANGED_TO,
  earlyPeriod,
  latePeriod,
  moneyPeriod,
  type Periods,
  periodAfter,
  plannedSpend,
  SPENT_IN,
  samePeriod,
  spentBudget,
  spentIn,
} from './figure-periods.ts';
import { described, salesAsRevenue, salesNamed, subsetOf } from './figure-results.ts';
import { COMPILED, type Kind, type Rule } from './figure-rules.ts';
import { FIGURE_COUNT_LIMIT, figureText } from './figure-text.ts';
import { currencyNamedOnce, TOKEN, tokenOf } from './figure-token.ts';
import { givenTwice } from './figure-twice.ts';
import type { FigureKey, Figures } from './figure-types.ts';

export { FIGURE_COUNT_LIMIT, FIGURE_TEXT_LIMIT } from './figure-text.ts';
export type { FigureKey, Figures } from './figure-types.ts';

/**
 * Figures read from a question in plain words: each number is named by the words beside it ('500 clicks', 'spent $200',
 * 'margin of 40 %') or else of its own clause; a number nothing names is left out. `sum`: amounts named twice add up.
 */
export function extractFigures(question: string, sum = false): Figures {
  const { world, text } = figureText(question);
  const figures: Figures = {};
  const periods: Periods = {};
  const unnamed: { n: number; currency?: string }[] = [];
  const loose: Loose[] = [];
  const stages: Stage[] = [];
  let sales: number | undefined;
  let namedSpent: number | undefined;
  let read = 0;
  const twice = new Set<FigureKey>();
  const firstAt = new Map<FigureKey, number>();
  for (const match of text.matchAll(TOKEN)) {
    if (++read > FIGURE_COUNT_LIMIT) break;
    const g = match.groups ?? {};
    const start = match.index ?? 0;
    const end = start + match[0].length;
    const token = tokenOf(g);
    const { currency, kind, mult } = token;
    let n = token.n;
    if (kind === 'count' && YEAR.test(`${text.slice(Math.max(0, start - 6), start)}${g.n}`)) continue;
    let after = text.slice(end, end + 80);
    if (kind === 'count' && isDate(text.slice(Math.max(0, start - 12), start), after)) continue;
    // 'CPC went from $1.20 to $1.80' or 'up $0.50 to $2': the new value is named by what stands before the change.
    const lead = text.slice(Math.max(0, start - 120), start).replace(FROM_TO, ' ');
    // '36 sales a month at £75', 'cost per lead on the trial offer is A$12': a period or campaign parts no name from it.
    const before = (QUALIFIED.test(lead) ? lead.replace(QUALIFIED, '') : lead)
      .slice(-50)
      .replace(
        /\s(?:a|per|each|every)\s(?:day|week|month)\b|\sfor (?:the|a) (?:whole |entire )?(?:day|week|month)\b|\/\s?(?:day|wk|week|mo|month)\b/gi,
        '',
      )
      .replace(/\s+$/, ' ');
    // 'dropped 20%', 'from 3% to 1.2%': a change, or the value before it, is not what the figure is now.
    if ((kind === 'percent' ? CHANGE : STEP).test(text.slice(Math.max(0, start - 30), start))) continue;
    // 'is the ROAS above 2?', 'a good CTR is 2%, mine is 1.2%': a threshold or a benchmark is no figure of theirs.
    if (THRESHOLD.test(text.slice(Math.max(0, start - 40), start)) || BENCHMARK.test(before)) continue;
    if (/\bfrom\s*$/i.test(before) && CHANGED_TO.test(after)) continue;
    // '2.1% vs 2.4%': two values set side by side are compared, not given.
    if (VERSUS_AFTER.test(after) || VERSUS_BEFORE.test(before)) continue;
    // 'per 1,000 impressions' prices a thousand; it counts none.
    if (kind === 'count' && n === 1000 && /\bper\s*$/i.test(before)) continue;
    if (kind === 'money' && pricesPart(before)) continue;
    const late = periodAfter(after);
    if (kind === 'money' && late && overhead(figures, currency, before, late.rest)) continue;
    const period = late?.period ?? moneyPeriod(kind, lead.slice(-60));
    if (late) after = late.rest;
    const clause = after.split(/,(?!\d{3})|\.(?!\d)|[;!?\n(|→/—–]|->|\band\b/)[0] ?? '';
    if (kind === 'count' && described(before, clause)) continue;
    // A price or a profit per item is never 'a month'.
    const fits = (r: (typeof COMPILED)[number], kind: Kind) =>
      r.kinds.includes(kind) && !(period && PER_ITEM.has(r.key) && !(period === 'month' && RECURRING.test(before)));
    // 'I have 2 questions': a bare number right before a noun counts that noun; no name before it makes it money.
    const counts = kind === 'count' && !mult && COUNTS_NOUN.test(clause);
    // '1.50' counts no clicks: a fraction of a thing is a price or a rate.
    const fraction = !mult && n % 1 !== 0 && !/^\d{1,3}\.\d{3}$/.test(g.n ?? '');
    const named = (r: (typeof COMPILED)[number], kind: Kind) =>
      fits(r, kind) && !r.both && !(counts && MONEY_KEYS.has(r.key)) && !(fraction && COUNTS.has(r.key as FigureKey));
    // 'ltv is maybe $15k each': a name right before the number outranks what 'each' prices; a total is never 'each'.
    const direct = (kind: Kind, keys: Set<Rule['key']> = MONEY_KEYS) =>
      COMPILED.find((r) => named(r, kind) && keys.has(r.key) && !TOTALS.has(r.key) && r.beforeRe?.test(before));
    const afterNamed = (kind: Kind) =>
      outranked(
        COMPILED.find(
          (r) =>
            fits(r, kind) && !r.weak && r.afterRe?.test(clause) && (!r.before || !r.both || r.beforeRe?.test(before)),
        ),
        {
          kind,
          before,
          clause,
          asked: /^\s?\?/.test(after.slice(clause.length)),
          direct,
          named: (key) => COMPILED.find((r) => named(r, kind) && r.key === key && r.beforeRe?.test(before)),
        },
      );
    const find = (kind: Kind) =>
      (EACH.test(clause)
        ? (direct(kind) ?? eachCost(before) ?? pricedEach(kind, clause, text.slice(0, start)))
        : undefined) ??
      afterNamed(kind) ??
      COMPILED.find((r) => named(r, kind) && r.beforeRe?.test(before)) ??
      // 'clicks on our top 3 ads': a number before its own noun counts that noun, not a name further back.
      nearestNamed(
        COMPILED.filter((r) => named(r, kind) && !(counts && COUNTS.has(r.key as FigureKey))),
        lead.slice(-80),
      ) ??
      COMPILED.find((r) => fits(r, kind) && r.weak && r.afterRe?.test(clause)) ??
      onlyRateNamed(kind, text);
    // '12k in sales' with no currency sign: an amount in thousands that names no count is money.
    const found = find(kind) ?? (kind === 'count' && mult ? find('money') : undefined);
    const rule = itemCost(found, before, clause, lead, n < (figures.orderValue ?? 0));
    // '50 leads, 10 of them bought': a share of what was already counted is the customers among them.
    const subset =
      rule?.key === 'conversions' &&
      figures.conversions !== undefined &&
      subsetOf(clause, before, text, n < figures.conversions);
    const keys: FigureKey[] = subset
      ? ['customers']
      : rule
        ? keysFor(
            shareOf(targetOf(rule.key, before), clause, text.slice(0, start)),
            period,
            // Words of its own sentence: 'Meta asks for a daily budget. I can spread £900 over the month' is a month's.
            `${lead
              .slice(-50)
              .split(/[.!?]\s+(?=[A-Z])/)
              .at(-1)} ${clause}`,
            text,
          )
        : (kind === 'money' ||
              (kind === 'count' &&
                (mult ||
                  spentBare(
                    clause,
                    `${text.slice(Math.max(0, end - 300), end)}${text.slice(end, end + 200).split(/[!?\n]|\.(?!\d)/)[0]}`,
                    text,
                  )))) &&
            period
          ? [period === 'month' ? 'monthlyBudget' : period === 'week' ? 'weeklyBudget' : 'dailyBudget']
          : [];
    // A week's amount is a seventh of it a day.
    const value = (k: FigureKey) =>
      rule?.key === 'weeks'
        ? n * 7
        : k === 'dailyBudget' && period === 'week'
          ? n / 7
          : k === 'lifetimeMonths' && /^\s?years?/i.test(clause)
            ? n * 12
            : n;
    const key = keys[0];
    if (!key && (kind === 'money' || (kind === 'count' && mult)) && !COUNTS_NOUN.test(clause))
      unnamed.push({ n, currency });
    if (!key) {
      loose.push({ n, kind, start, end, currency });
      continue;
    }
    const adds = ADDITIVE.has(key) && (PLUS.test(before) || ((sum || TOTAL.test(text)) && !period));
    if (key === 'closeRate') stages.push({ n, at: start });
    if (figures[key] !== undefined && !adds) {
      // 'spent 500 and got 20 sales, then spent 800 and got 25': two values of one figure with nothing telling them apart.
      if (REPEATABLE.has(key) && value(key) !== figures[key] && !period) figures.repeated ??= key;
      const between = text.slice(firstAt.get(key), start);
      if (!period && value(key) !== figures[key] && givenTwice(key, between, before)) twice.add(key);
      continue;
    }
    // 'Link clicks 1.215': nobody gets a fraction of a click, so the dot is between thousands.
    if (COUNTS.has(key) && /^\d{1,3}\.\d{3}$/.test(g.n ?? '') && !mult) n *= 1000;
    if (figures[key] !== undefined) {
      // 'Week 1: spent $210 ... Week 2: spent $190. Overall CPL?', '$1,500 plus $6,000': the parts add up.
      figures[key] = Number(((figures[key] ?? 0) + value(key)).toPrecision(12));
      continue;
    }
    for (const k of keys) figures[k] ??= value(k);
    firstAt.set(key, start);
    if (key === 'spend' && !late && SPENT_IN.test(lead.slice(-60))) namedSpent = n;
    if (key === 'conversions' && kind === 'count' && salesNamed(before, clause)) sales = n;
    const per = period ?? latePeriod(after.split(/,(?!\d{3})|\.(?!\d)|[;!?\n(|→]|->|\band\b|(?<!every )\d/)[0] ?? '');
    const counted = per ?? (COUNTS.has(key) ? earlyPeriod(before) : undefined);
    if (counted) periods[key] = counted;
    if (currency && kind === 'money') figures.currency ??= currency;
    if (key === 'conversions' || key === 'targetConversions') figures.conversionNoun ??= nounOf(after, before);
  }
  for (const key of twice) delete figures[key];
  if (twice.size) figures.unclear = [...twice][0];
  nameLoose(figures, text, loose);
  nameLearned(figures, text, loose);
  if (world.sign) figures.currency = world.sign;
  const once = currencyNamedOnce(text);
  if (once) figures.currency ??= once;
  perCampaign(figures, text);
  chainStages(figures, stages, text);
  salesAsRevenue(figures, periods, sales);
  readAcross(figures, text, unnamed);
  const spent = spentBudget(spentIn(figures, periods, namedSpent), periods, unnamed, BUDGETED.test(text));
  return kept(samePeriod(plannedSpend(spent, text), periods), text);
}

const BUDGETED = /\b(?:budget|spend|spent|spending|daily|per day|a day|split|campaigns)\b/i;
const ADDITIVE = new Set<FigureKey>(['spend', 'revenue', 'conversions', 'clicks', 'impressions']);
export const TOTAL =
  /\b(?:overall|in total|combined|altogether|all together|blended|(?<!\b(?:put|putting|get|getting|got|pull|pulling)\s)together|total (?:cpa|cpl|cpc|roas|ctr|cost per))\b|(?<![$€£\d.,])\d[\d,]*\s(?:in\s)?total\b/i;
const REPEATABLE = new Set<FigureKey>(['spend', 'revenue']);
const COUNTS = new Set<FigureKey>(['clicks', 'impressions', 'reach', 'conversions', 'targetConversions']);
