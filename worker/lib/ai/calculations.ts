import { signed, worldCurrency } from './figure-currencies.ts';
import { LEAD_COUNT } from './figure-nouns.ts';
import { partAsked, splitParts } from './figure-parts.ts';
import { extractFigures, FIGURE_TEXT_LIMIT, type Figures, TOTAL } from './figures.ts';
import { LEAD_PRICED } from './metric-customers.ts';
import { display, exact, grouped } from './metric-display.ts';
import { gapsFor } from './metric-gaps.ts';
import { ASKED, NAMES } from './metric-names.ts';
import { METRIC_RULES, type MetricRule, type Quantity, type Values } from './metric-rules.ts';
import { TWIN_RULES } from './metric-twins.ts';

/**
 * The user's own figures (null when the question has none) worked through every formula they allow, for the answer's table and, with an LLM,
 * as facts for its prompt. `topic` (the best article's tags) lets a one-input sum in when the question is on it.
 */
export function computeUserMetrics(message: string, topic = ''): UserMetrics | null {
  // A pasted log of thousands of numbers is read only as far as a question's figures go, so it costs milliseconds.
  // 'Facebook ₦50,000 ..., Google ₦30,000 ...' splits as dollars would; the results carry the user's sign.
  const world = worldCurrency(message.slice(0, FIGURE_TEXT_LIMIT));
  const question = world.text;
  // 'Campaign A ..., Campaign B ...': a table row per campaign, unless their total is asked for; 'We spent $3,000 in
  // total. Brand: ... Generic: ... CPA for generic?' asks for one of them.
  const split = splitParts(question);
  const one = partAsked(question, split?.map((part) => part.label) ?? []);
  const parts = TOTAL.test(question) && !one ? null : split;
  const each = parts?.flatMap(({ label, text }) => {
    // A part's guesses would outrank the whole question's reading ('Shopping gets £4,000 with a 5x ROAS target').
    const { campaigns, guesses, ...figures } = signed(extractFigures(text), world.sign);
    const metrics = metricsOf(figures, question, topic);
    return metrics ? [{ label, metrics }] : [];
  });
  // '$500 on Facebook and $300 on Instagram, 40 sales': platforms that share what the money bought add up.
  const shared = parts?.some((part) => part.trailing) && each?.some(({ metrics }) => metrics.rows.length === 0);
  // 'I only need the prospecting CPA': the part asked for, from its own figures; the whole question reads as the first.
  const labels = parts?.map((part) => part.label) ?? [];
  const asked = partAsked(question, labels);
  const own = each?.some(({ label, metrics }) => label === asked && metrics.rows.length > 0);
  // The part asked for with too few figures of its own names what it lacks ('... I also need your ad spend').
  if (asked && asked !== labels[0] && !own && !shared) {
    const lacking = each?.find(({ label }) => label === asked)?.metrics;
    return lacking ? { ...lacking, values: {} } : null;
  }
  if (!each || (!own && (each.length < 2 || shared)))
    return metricsOf(signed(extractFigures(question, shared), world.sign), question, topic);
  const shown = asked ? each.filter(({ label }) => label === asked) : each;
  // A metric worked out for one part only keeps its own name, the part named beside its numbers.
  const parted = (metric: string) => shown.filter(({ metrics }) => metrics.rows.some((row) => row.metric === metric));
  const rows = shown.flatMap(({ label, metrics }) =>
    metrics.rows.map((row) =>
      parted(row.metric).length > 1
        ? { ...row, metric: `${row.metric} (${label})` }
        : { ...row, numbers: `${label}: ${row.numbers}` },
    ),
  );
  const messages = shown.flatMap(({ metrics }) => metrics.missing);
  const missing = [...new Set(messages)].flatMap((message) => {
    const lacking = shown.filter(({ metrics }) => metrics.missing.includes(message));
    return lacking.length === shown.length ? [message] : lacking.map(({ label }) => `${label}: ${message}`);
  });
  // Benchmarks compare one set of numbers; two campaigns' are not merged into one.
  return { rows, missing, values: {}, currency: each.find(({ metrics }) => metrics.currency)?.metrics.currency ?? '' };
}

/**
 * Figures only the learned reader names (figure-learned.ts) fill in where the rules leave the table empty or a metric
 * asked for short of an input; they only add rows, never change one the rules worked out.
 */
function metricsOf({ guesses, ...figures }: Figures, question: string, topic: string): UserMetrics | null {
  const read = metricsFrom(figures, question, topic);
  if (!guesses || (read && read.rows.length > 0 && read.missing.length === 0)) return read;
  const tried = metricsFrom({ ...figures, ...guesses }, question, topic);
  if (!tried) return read;
  // What the rules worked out stays as it was; a guess only adds.
  const kept = (read?.rows ?? []).every((row) =>
    tried.rows.some((r) => r.metric === row.metric && r.result === row.result),
  );
  return kept && tried.rows.length > (read?.rows.length ?? 0) ? tried : read;
}

function metricsFrom(figures: Figures, question: string, topic: string) {
  const {
    currency = '',
    conversionNoun = 'conversions',
    rescaled = [],
    repeated,
    unclear,
    stages,
    allCampaigns,
    ...given
  } = figures;
  const values: Values = { ...given };
  if (values.margin !== undefined && !(values.margin > 0 && values.margin <= 1)) delete values.margin;
  if (Object.keys(values).length === 0) return null;
  // 'spent $2,000 for 40 sales, so my CPA is $40?': a rate the user states is checked against their own counts.
  for (const key of CHECKED)
    if (
      values[key] !== undefined &&
      METRIC_RULES.some((rule) => rule.out === key && rule.needs.every((need) => need in given && !CHECKED.has(need)))
    )
      delete values[key];
  values.budget = budgetOf(values, question);
  const show = display(currency, conversionNoun);
  const rows: MetricRow[] = rescaled.map(({ key, from, per, times, by, over }) => {
    const scale = `${times === 1 ? '' : ` × ${grouped(times)}`}${by === 1 ? '' : ` / ${grouped(by)}`}`;
    return {
      metric: `${ROW_NAMES[key]} ${over}`,
      formula: `${NAMES[key]} a ${per}${scale}`,
      numbers: `${show.input(key, from)}${scale}`,
      result: show.input(key, values[key] as number),
    };
  });
  if (allCampaigns) {
    const { key, from, campaigns } = allCampaigns;
    const total = show.input(key, values[key] as number);
    rows.push({
      metric: `${ROW_NAMES[key]}, all campaigns`,
      formula: `${NAMES[key]} × campaigns`,
      numbers: `${show.input(key, from)} × ${show.input('campaigns', campaigns)}`,
      result: key === 'dailyBudget' ? `${total} a day` : total,
    });
  }
  if (stages && values.closeRate !== undefined)
    rows.push({
      metric: 'Lead-to-customer rate',
      formula: stages.map((_, i) => `stage ${i + 1} rate`).join(' × '),
      numbers: stages.map((n) => show.input('closeRate', n)).join(' × '),
      result: show.input('closeRate', values.closeRate),
    });
  // '30 leads, what did each client cost?': leads are no customers, so their cost is no CAC.
  const leadsOnly = values.customers === undefined && LEAD_COUNT.test(conversionNoun);
  const unsure = (rule: MetricRule) =>
    (leadsOnly && rule.out === 'cac' && rule.needs.includes('conversions')) ||
    (rule.out === 'ltvCac' && rule.needs.includes('cpa') && LEAD_PRICED.test(question)) ||
    // 'Each lead costs me $20 and I sell for $200': a lead's cost over a sale's value is no ROAS.
    (rule.out === 'roas' && rule.needs.includes('cpa') && !/click/i.test(LEAD_PRICED.exec(question)?.[0] ?? 'click'));
  const impossible: MetricRule[] = [];
  for (const rule of [...METRIC_RULES, ...TWIN_RULES]) {
    if (values[rule.out] !== undefined || rule.needs.some((need) => values[need] === undefined) || unsure(rule))
      continue;
    const when = rule.when;
    if (when && !when.asked.test(question) && !when.topic.test(topic) && !(when.or && values[when.or] !== undefined))
      continue;
    const computed = rule.compute(values);
    // '4 people tapped 30 times': a share over 100 % means a count was misread, so it is asked for, not shown.
    if (rule.unit === 'percent' && !(computed <= 1)) {
      impossible.push(rule);
      continue;
    }
    if (!Number.isFinite(computed)) continue;
    const value = exact(computed);
    // A forecast goes on as the whole number shown ('about 23'), never as 23.08 sales.
    values[rule.out] = rule.unit === 'ceil' ? Math.ceil(value) : rule.unit === 'floor' ? Math.floor(value) : value;
    // A sum under its other name goes before the last row, which says what was asked (retrieval reads it).
    rows.splice(TWIN_RULES.includes(rule) ? Math.max(0, rows.length - 1) : rows.length, 0, {
      metric: rule.label,
      formula: rule.formula.replace(/\{(\w+)\}/g, (_, key: Quantity) => NAMES[key]),
      numbers: rule.formula.replace(/\{(\w+)\}/g, (_, key: Quantity) => show.input(key, values[key] as number)),
      result: show.result(rule, value),
    });
  }
  // '1 sale per 40 clicks, what's our conversion rate?': a rate given as a share is worked out as a percentage when asked.
  for (const { out, pattern } of ASKED)
    if (
      SHARES.has(out) &&
      (given as Values)[out] !== undefined &&
      SHARE_GIVEN.test(question) &&
      pattern.test(question)
    ) {
      const rule = METRIC_RULES.find((r) => r.out === out);
      if (rule && !rows.some((row) => row.metric === rule.label))
        rows.push({
          metric: rule.label,
          formula: 'your share, as a percentage',
          numbers: 'as you gave it',
          result: show.input(out, values[out] as number),
        });
    }
  const missing = ASKED.filter(
    ({ out, also = [], pattern }) =>
      out !== unclear && pattern.test(question) && [out, ...also].every((key) => values[key] === undefined),
  ).flatMap(({ out, label }) => {
    const gaps = gapsFor(out, values, unsure);
    if (!gaps.length) return [];
    const names = gaps.map((need) => (need === 'conversions' ? conversionNoun : NAMES[need]));
    return [`To work out ${label} I also need your ${list(names)}.`];
  });
  for (const [out, { label, needs }] of new Map(impossible.reverse().map((rule) => [rule.out, rule]))) {
    const names = needs.map((need) => (need === 'conversions' ? conversionNoun : NAMES[need]));
    const asked = ASKED.find((a) => a.out === out)?.label ?? label;
    if (values[out] === undefined) missing.push(`To work out ${asked} I also need your ${list(names)}.`);
  }
  if (repeated && rows.length > 0) missing.unshift(repeatedNote(NAMES[repeated]));
  if (unclear && rows.length + missing.length > 0) missing.unshift(unclearNote(NAMES[unclear]));
  return { rows, missing, values, currency };
}

/** Which of two unlabelled values the table used, and how to get a row for each instead. */
const repeatedNote = (name: string) =>
  `You gave more than one ${name} without saying which is which, so this table uses the first. To compare them, label each part: 'Campaign A: …, Campaign B: …'.`;

const unclearNote = (name: string) =>
  `You gave more than one ${name} without saying which is which, so I left it out. To work out each, label each part: 'Campaign A: …, Campaign B: …'.`;

/**
 * What a forecast may spend: the whole budget; a daily one over the days named ('$40 a day, CPA $10, over 30 days'
 * buys 120, not 4) or over the month asked about; else a day's.
 */
function budgetOf({ totalBudget, monthlyBudget, weeklyBudget, dailyBudget, days }: Values, question: string) {
  const whole = totalBudget ?? monthlyBudget;
  if (whole !== undefined) return whole;
  if (dailyBudget === undefined) return weeklyBudget;
  if (days !== undefined) return exact(dailyBudget * days);
  return MONTH_ASKED.test(question) ? exact(dailyBudget * 30.4) : dailyBudget;
}
const MONTH_ASKED = METRIC_RULES.find((rule) => rule.out === 'monthlyBudget')?.when?.asked ?? /\bmonth(?:ly)?\b/i;

const ROW_NAMES = {
  spend: 'Ad spend',
  revenue: 'Revenue',
  clicks: 'Clicks',
  impressions: 'Impressions',
  dailyBudget: 'Daily budget',
  monthlyBudget: 'Monthly budget',
  totalBudget: 'Budget',
};
const CHECKED = new Set<Quantity>(['cpa', 'cpc', 'cpm', 'ctr', 'cvr', 'roas']);

const SHARES = new Set<Quantity>(['cvr', 'ctr', 'closeRate']);
const SHARE_GIVEN = /\b\d+\s(?:[a-z]+\s){0,2}(?:in|out of|per|for every|of every)\s(?:every\s)?\d+\b/i;

const list = (items: string[]) =>
  items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

/** Markdown: the table, then what is missing for a metric the user asked for by name. */
export function formatUserMetrics({ rows, missing }: UserMetrics): string {
  const parts: string[] = [];
  if (rows.length > 0) {
    const lines = rows.map((row) => `| ${row.metric} | ${row.formula} | ${row.numbers} | **${row.result}** |`);
    parts.push(
      `**With your numbers:**\n\n| Metric | Formula | Your numbers | Result |\n|---|---|---|---|\n${lines.join('\n')}`,
    );
  }
  if (missing.length > 0) parts.push(missing.join(' '));
  return parts.join('\n\n');
}

export type MetricRow = { metric: string; formula: string; numbers: string; result: string };
export type UserMetrics = { rows: MetricRow[]; missing: string[]; values: Values; currency: string };
