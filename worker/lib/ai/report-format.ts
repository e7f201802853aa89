import { FLAG_AT } from './report-fixes.ts';
import { type Audit, benchmarkScope, LABELS, type Metric, NOT_SEARCH } from './report-metrics.ts';
import { show, showMetric } from './report-numbers.ts';
import { type Field, type ParsedReport, REPORT_LIMITS, type ReportProblem } from './report-table.ts';

/** The rows with the most spend are shown; the totals and the fixes still cover every row. */
export const SHOWN_ROWS = 25;

const PLATFORM_NAMES = { google: 'Google Ads', meta: 'Meta Ads Manager', unknown: '' };
const FIELD_LABELS: Record<Field, string> = {
  cost: 'Spend',
  impressions: 'Impr.',
  clicks: 'Clicks',
  conversions: 'Conv.',
  value: 'Conv. value',
};
const METRIC_NEEDS: Record<Metric, Field[]> = {
  ctr: ['impressions', 'clicks'],
  cpc: ['clicks'],
  cvr: ['clicks', 'conversions'],
  cpa: ['conversions'],
  roas: ['value'],
};
const megabytes = (bytes: number) =>
  `${(bytes / 1024 / 1024).toLocaleString('en-US', { maximumFractionDigits: 1 })} MB`;
const quoted = (names: string[]) => names.map((name) => `'${name}'`).join(', ');

export const skippedLine = (rows: number[]) =>
  `Skipped ${rows.length} ${rows.length === 1 ? 'row' : 'rows'} with text where a number belongs: ${rows.map((row) => `row ${row}`).join(', ')}.`;

export function formatProblem(problem: ReportProblem, report?: ParsedReport): string {
  switch (problem.kind) {
    case 'too-large':
      return `This report is ${megabytes(problem.bytes)}; I can audit at most ${megabytes(REPORT_LIMITS.bytes)}, so I have audited nothing. Export a shorter date range or fewer rows (campaigns rather than keywords), or filter it first.`;
    case 'too-many-rows':
      return `This report has ${show.count(problem.rows)} rows; I can audit at most ${show.count(REPORT_LIMITS.rows)}, so I have audited nothing. Export campaigns or ad sets rather than ads or keywords, or filter it first.`;
    case 'unreadable':
      return 'I could not read this file’s text: it is not UTF-8 (Google Ads sometimes exports UTF-16). Download it again as “.csv” (not “Excel .csv”), or open it and save it as CSV UTF-8.';
    case 'empty':
      return 'This file is empty: there is no report in it to audit.';
    case 'no-rows': {
      const skipped = report?.skipped.length ? ` ${skippedLine(report.skipped)}` : '';
      return `The table has its column names but no rows of figures to audit.${skipped} Paste or export it again with its rows.`;
    }
    case 'columns': {
      const found = problem.found.length
        ? `I found the columns ${quoted(problem.found)}, `
        : 'I found no column names, ';
      return `I can’t audit this table yet: ${found}but I also need ${list(problem.missing)}. Copy the table with its header row from Google Ads or Meta Ads Manager (Campaign, Impr., Clicks, Cost, Conversions, Conv. value, or Meta’s Amount spent, Link clicks, Results), or export it as CSV.`;
    }
  }
}

const list = (items: string[]) =>
  items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

export function formatAudit({ report, rows, totals, benchmarks, fixes }: Audit): string {
  const money = (n: number) => show.money(n, report.currency);
  const fields: Field[] = (['cost', 'impressions', 'clicks', 'conversions', 'value'] as const).filter((field) =>
    report.fields.includes(field),
  );
  const metrics = (Object.keys(METRIC_NEEDS) as Metric[]).filter((metric) =>
    METRIC_NEEDS[metric].every((field) => report.fields.includes(field)),
  );
  const cell = (field: Field, n: number | undefined) =>
    n === undefined ? '–' : field === 'cost' || field === 'value' ? money(n) : show.count(n);
  const metricCell = (metric: Metric, n: number | undefined) =>
    n === undefined ? '–' : showMetric(metric, n, report.currency);
  const shown = [...rows].sort((a, b) => (b.cost ?? 0) - (a.cost ?? 0)).slice(0, SHOWN_ROWS);
  const lines = shown.map(
    (row) =>
      `| ${row.name.replaceAll('|', '/')} | ${fields.map((f) => cell(f, row[f])).join(' | ')} | ${metrics.map((m) => metricCell(m, row.metrics[m])).join(' | ')} | ${row.flag} | ${row.why.join('; ') || '–'} |`,
  );
  const header = [report.nameHeader, ...fields.map((f) => FIELD_LABELS[f]), ...metrics.map((m) => LABELS[m])];
  const from = PLATFORM_NAMES[report.platform] ? ` from ${PLATFORM_NAMES[report.platform]}` : '';
  const { cpa, roas } = totals.metrics;
  const sums = [`${money(totals.cost ?? 0)} spent`];
  if (cpa !== undefined) sums.push(`CPA ${money(cpa)}`);
  if (roas !== undefined) sums.push(`ROAS ${show.ratio(roas)}`);
  const counted = `${show.count(rows.length)} ${rows.length === 1 ? 'row' : 'rows'}`;
  const parts = [
    `**Report audit: ${counted}${from}.** Totals: ${sums.join(', ')}.`,
    [
      `| ${header.join(' | ')} | Flag | Why |`,
      `|${'---|'.repeat(header.length + 2)}`,
      ...lines,
      `| **Account** | ${fields.map((f) => `**${cell(f, totals[f])}**`).join(' | ')} | ${metrics.map((m) => `**${metricCell(m, totals.metrics[m])}**`).join(' | ')} | | |`,
    ].join('\n'),
  ];
  const notes = [
    `PASS: within ${Math.round((FLAG_AT.warn - 1) * 100)}% of the account average; WARN: worse than that${benchmarks ? ' or than the benchmark' : ''}; FAIL: twice as bad, no conversions for its spend, or ROAS below 1.`,
  ];
  if (rows.length > SHOWN_ROWS)
    notes.push(
      `Showing the ${SHOWN_ROWS} rows with the most spend; the totals and fixes cover all ${show.count(rows.length)}.`,
    );
  if (benchmarks) {
    const sources = [...new Set(Object.values(benchmarks.figures).map((figure) => figure.source))];
    notes.push(`Benchmarks for ${benchmarkScope(benchmarks)}: ${sources.join('; ')}, in US dollars.`);
    if (benchmarks.platform === 'google-search' && rows.some((row) => NOT_SEARCH.test(row.name)))
      notes.push('Display, video and Shopping rows are held to the account only.');
  } else notes.push('Tell me your industry to compare each row with published benchmarks too.');
  if (report.totalsLeftOut)
    notes.push(
      `Left out ${report.totalsLeftOut} total ${report.totalsLeftOut === 1 ? 'row' : 'rows'} the export adds.`,
    );
  if (report.idle)
    notes.push(`Left out ${report.idle} ${report.idle === 1 ? 'row' : 'rows'} with no impressions, clicks or spend.`);
  if (report.merged)
    notes.push(
      `Added up ${report.merged} ${report.merged === 1 ? 'row' : 'rows'} that repeat a name (a report by day, say).`,
    );
  if (report.skipped.length) notes.push(skippedLine(report.skipped));
  parts.push(`_${notes.join(' ')}_`);
  if (fixes.length) {
    const title = fixes.length === 3 ? 'The three fixes that matter most' : 'The fixes that matter most';
    const items = fixes.map(
      (fix, i) => `${i + 1}. ${fix.text}${fix.stake !== undefined ? ` _At stake: ${money(fix.stake)}._` : ''}`,
    );
    parts.push(`**${title}:**\n\n${items.join('\n')}`);
  } else parts.push('No row stands out: every one is close to the account average.');
  return parts.join('\n\n');
}
