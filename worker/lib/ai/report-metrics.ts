import { BENCHMARKS, type Benchmark, INDUSTRIES, type Industry, PLATFORM_NAMES } from './benchmarks.ts';
import { verdictOf } from './compare.ts';
import { FLAG_AT, rankFixes } from './report-fixes.ts';
import { showMetric } from './report-numbers.ts';
import type { Field, ParsedReport, ReportRow } from './report-table.ts';

const LOWER_IS_BETTER = new Set<Metric>(['cpc', 'cpa']);

/** Twelve significant digits drop float noise before anything is compared or shown. */
const exact = (n: number) => Number(n.toPrecision(12));

function metricsOf(row: Partial<Record<Field, number>>): Metrics {
  const { impressions, clicks, cost = 0, conversions, value } = row;
  const metrics: Metrics = {};
  if (impressions && clicks !== undefined) metrics.ctr = exact(clicks / impressions);
  if (clicks) metrics.cpc = exact(cost / clicks);
  if (clicks && conversions !== undefined) metrics.cvr = exact(conversions / clicks);
  if (conversions) metrics.cpa = exact(cost / conversions);
  if (cost && value !== undefined) metrics.roas = exact(value / cost);
  return metrics;
}

/** How many times worse than the account the row is (1 = the same, 2 = twice as bad). */
function worseBy(metric: Metric, row: number, account: number): number {
  if (LOWER_IS_BETTER.has(metric)) return account > 0 ? row / account : 1;
  return row > 0 ? account / row : account > 0 ? Number.POSITIVE_INFINITY : 1;
}

/** A Google Ads report mixes networks: search figures are no yardstick for a display, video or Shopping row. */
export const NOT_SEARCH =
  /\b(?:display|gdn|remarketing|retargeting|banners?|youtube|video|pmax|performance max|demand gen|discovery|shopping)\b/i;

const WORST: Flag[] = ['PASS', 'WARN', 'FAIL'];
const worst = (a: Flag, b: Flag) => (WORST.indexOf(a) >= WORST.indexOf(b) ? a : b);

function benchmarksFor(
  report: ParsedReport,
  options: { question?: string; aboutYou?: string | null },
): BenchmarkSet | undefined {
  const find = (text: string) => INDUSTRIES.find((industry) => industry.words.test(text));
  const industry = [report.prose, options.question ?? '', options.aboutYou ?? ''].map(find).find(Boolean);
  if (!industry) return undefined;
  const said = `${report.prose} ${options.question ?? ''}`;
  const platform =
    report.platform === 'meta' || (report.platform === 'unknown' && /\b(?:facebook|meta|instagram)\b/i.test(said))
      ? 'meta'
      : /\b(?:display|gdn)\b/i.test(said)
        ? 'google-display'
        : 'google-search';
  const figures: BenchmarkSet['figures'] = {};
  for (const metric of ['ctr', 'cpc', 'cvr', 'cpa'] as const) {
    const figure = BENCHMARKS[platform][industry.id]?.[metric] ?? BENCHMARKS[platform].all?.[metric];
    if (figure) figures[metric] = figure;
  }
  return { platform, industry, figures };
}

export const LABELS: Record<Metric, string> = { ctr: 'CTR', cpc: 'CPC', cvr: 'CVR', cpa: 'CPA', roas: 'ROAS' };

function flagRow(row: ReportRow, metrics: Metrics, totals: Totals, currency: string, benchmarks?: BenchmarkSet) {
  let flag: Flag = 'PASS';
  const why: string[] = [];
  const raise = (to: Flag, reason: string) => {
    flag = worst(flag, to);
    why.push(reason);
  };
  const shown = (metric: Metric, n: number) => showMetric(metric, n, currency);
  const unconverted = row.conversions === 0 && Boolean(row.cost) && (totals.conversions ?? 0) > 0;
  if (unconverted) raise('FAIL', 'no conversions');
  const losing = !unconverted && metrics.roas !== undefined && metrics.roas < 1;
  if (losing) raise('FAIL', `ROAS ${shown('roas', metrics.roas ?? 0)}, below 1`);
  // What follows from no conversions, or from a loss already named, is not worth saying twice.
  const said = new Set<Metric>(unconverted ? ['cvr', 'cpa', 'roas'] : losing ? ['roas'] : []);
  for (const metric of ['ctr', 'cpc', 'cvr', 'cpa', 'roas'] as const) {
    const mine = metrics[metric];
    const account = totals.metrics[metric];
    if (mine === undefined || account === undefined || said.has(metric)) continue;
    const factor = worseBy(metric, mine, account);
    const versus = () => `${LABELS[metric]} ${shown(metric, mine)} vs ${shown(metric, account)} account`;
    if (factor >= FLAG_AT.fail) raise('FAIL', versus());
    else if (factor > FLAG_AT.warn) raise('WARN', versus());
    const typical = metric === 'roas' ? undefined : benchmarks?.figures[metric];
    const bad = LOWER_IS_BETTER.has(metric) ? 'above' : 'below';
    if (typical && verdictOf(mine, typical) === bad)
      raise('WARN', `${LABELS[metric]} ${shown(metric, mine)} vs ${showMetric(metric, typical.value, '$')} typical`);
  }
  return { flag, why };
}

export function computeAudit(
  report: ParsedReport,
  options: { question?: string; aboutYou?: string | null } = {},
): Audit {
  const totals: Totals = { metrics: {} };
  for (const field of report.fields)
    totals[field] = exact(report.rows.reduce((sum, row) => sum + (row[field] ?? 0), 0));
  totals.metrics = metricsOf(totals);
  const benchmarks = benchmarksFor(report, options);
  const rows = report.rows.map((row) => {
    const metrics = metricsOf(row);
    const yardstick = benchmarks?.platform === 'google-search' && NOT_SEARCH.test(row.name) ? undefined : benchmarks;
    return { ...row, metrics, ...flagRow(row, metrics, totals, report.currency, yardstick) };
  });
  return { report, rows, totals, benchmarks, fixes: rankFixes(rows, totals, report) };
}

export const benchmarkScope = (set: BenchmarkSet) => `${set.industry.name} on ${PLATFORM_NAMES[set.platform]}`;

export type Metric = 'ctr' | 'cpc' | 'cvr' | 'cpa' | 'roas';
export type Metrics = Partial<Record<Metric, number>>;
export type Flag = 'PASS' | 'WARN' | 'FAIL';
export type AuditedRow = ReportRow & { metrics: Metrics; flag: Flag; why: string[] };
export type Totals = Partial<Record<Field, number>> & { metrics: Metrics };
export type BenchmarkSet = {
  platform: keyof typeof BENCHMARKS;
  industry: Industry;
  figures: Partial<Record<Metric, Benchmark>>;
};
export type Audit = {
  report: ParsedReport;
  rows: AuditedRow[];
  totals: Totals;
  benchmarks?: BenchmarkSet;
  fixes: ReturnType<typeof rankFixes>;
};
