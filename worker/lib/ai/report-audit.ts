import { formatAudit, formatProblem } from './report-format.ts';
import { computeAudit } from './report-metrics.ts';
import { readReport } from './report-table.ts';

export type AuditOptions = { question?: string; aboutYou?: string | null; file?: boolean };

/** Markdown: flags and fixes, or what is wrong with the input; null when a message holds no table. */
export function auditReport(text: string, options: AuditOptions = {}): string | null {
  const read = readReport(text, { file: options.file });
  if (!read) return null;
  if (read.kind !== 'report') return formatProblem(read);
  if (read.rows.length === 0) return formatProblem({ kind: 'no-rows' }, read);
  return formatAudit(computeAudit(read, options));
}
