import { type Audit, type AuditedRow, computeAudit } from './report-metrics.ts';
import { readReport } from './report-table.ts';

const ABOUT_THE_AUDIT =
  /\b(?:rows?|lines?)\s*#?\d+\b|\b(?:fail(?:s|ed|ing)?|flag(?:s|ged)?|warn(?:s|ing)?|worst|weakest|best|strongest|fix(?:es)? first|first fix|fix next|which (?:one|campaign|row|ad ?set|ad group)s?|this (?:report|table|audit)|the (?:report|table|audit)|wasting|waste|cut|pause|scale)\b|what (?:should|do) (?:i|we) (?:fix|do|change|cut|pause|start with)/i;
const ORDINALS: Record<string, number> = { first: 1, second: 2, third: 3, fourth: 4, fifth: 5, top: 1, last: -1 };

/** A question after a pasted report ('why is row 2 failing?', 'what should I fix first?') is answered from its audit. */
export function auditFollowUp(questions: string[], aboutYou?: string | null): string | null {
  const question = questions.at(-1) ?? '';
  if (questions.length < 2 || readReport(question)) return null;
  const earlier = questions
    .slice(0, -1)
    .reverse()
    .map((text) => ({ text, read: readReport(text) }))
    .find(({ read }) => read?.kind === 'report' && read.rows.length > 0);
  if (earlier?.read?.kind !== 'report') return null;
  const audit = computeAudit(earlier.read, { question: earlier.text, aboutYou });
  const shown = [...audit.rows].sort((a, b) => (b.cost ?? 0) - (a.cost ?? 0));
  const row = rowAskedAbout(question, shown);
  if (!row && !ABOUT_THE_AUDIT.test(question)) return null;
  return row ? aboutRow(row, audit) : overview(question, audit);
}

function rowAskedAbout(question: string, rows: AuditedRow[]): AuditedRow | undefined {
  const lower = question.toLowerCase();
  const named = rows
    .filter((row) => row.name.length >= 3 && lower.includes(row.name.toLowerCase()))
    .sort((a, b) => b.name.length - a.name.length)[0];
  if (named) return named;
  const numbered = /\b(?:rows?|lines?)\s*#?(\d+)\b/i.exec(question);
  if (numbered) return rows[Number(numbered[1]) - 1];
  const ordinal = /\b(first|second|third|fourth|fifth|top|last)\s+(?:row|line|campaign|ad ?set|ad group)\b/i.exec(
    question,
  );
  const at = ordinal ? (ORDINALS[(ordinal[1] ?? '').toLowerCase()] ?? 0) : 0;
  return at < 0 ? rows.at(-1) : at > 0 ? rows[at - 1] : undefined;
}

function aboutRow(row: AuditedRow, audit: Audit): string {
  const reasons = row.why.length
    ? row.why.map((why) => `- ${why}`).join('\n')
    : '- close to the account average on every metric';
  const verdict =
    row.flag === 'PASS'
      ? `**${row.name} passes**: nothing in it is far from the account average.`
      : `**${row.name} is flagged ${row.flag}** in the audit of your report, because:`;
  const fix = audit.fixes.find((item) => item.row === row.name);
  const parts = [row.flag === 'PASS' ? verdict : `${verdict}\n\n${reasons}`];
  parts.push(
    fix
      ? `**What to do:** ${fix.text}`
      : row.flag === 'PASS'
        ? 'Leave it running; put your time into the flagged rows first.'
        : 'It is not among the three fixes with the most money at stake, so deal with those first.',
  );
  return parts.join('\n\n');
}

function overview(question: string, audit: Audit): string {
  const failing = audit.rows.filter((row) => row.flag !== 'PASS');
  const parts: string[] = [];
  if (audit.fixes.length) {
    const first = audit.fixes[0];
    if (/\bfirst\b|start with|priorit/i.test(question) && first)
      parts.push(`**Fix ${first.row} first**: it has the most money at stake. ${first.text}`);
    parts.push(
      `**From the audit of your report, the fixes in order of money at stake:**\n\n${audit.fixes.map((fix, i) => `${i + 1}. ${fix.text}`).join('\n')}`,
    );
  }
  if (failing.length)
    parts.push(
      `**Flagged rows:**\n\n${failing.map((row) => `- **${row.name}** (${row.flag}): ${row.why.join('; ') || 'below the account average'}`).join('\n')}`,
    );
  else parts.push('No row in your report is flagged: every one is close to the account average.');
  return parts.join('\n\n');
}
