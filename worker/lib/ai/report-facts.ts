import type { Persona } from '../../contract/agents.ts';
import { auditReport } from './report-audit.ts';

export const REPORT_FACTS_INSTRUCTION =
  "The user's report, parsed and audited by our code: every figure, flag and fix below is exact. Show this audit table and the ranked fixes as they are, then add your advice; never redo the arithmetic, never invent rows or figures, and if the audit says the input could not be read, say so and ask for what it names.";

export const SCREENSHOT_FACTS_NOTE =
  "The table was read from the user's screenshot and audited by our code: use these numbers; do not recompute them. If a figure in the image plainly differs from the table, say which one.";

/** The newest question's report: an attached CSV's text, or the table a vision model read from its screenshot. */
export type AttachedReport = { name: string; text: string; fromImage?: boolean };

/** An attached CSV goes to an LLM as its audit, with no more of the raw file than this. */
export const REPORT_EXCERPT_CHARS = 1500;

/** With an LLM, the audit the built-in advisor would give goes into the system prompt as facts. */
export function reportFacts(
  persona: Persona,
  question: string | undefined,
  aboutYou?: string | null,
  report?: AttachedReport,
): string {
  if (persona !== 'ads') return '';
  if (report) {
    const audit = auditReport(report.text, { file: true, question, aboutYou });
    const note = report.fromImage ? ` ${SCREENSHOT_FACTS_NOTE}` : '';
    const readable = !report.fromImage && !report.text.includes('\u0000') && !report.text.includes('\ufffd');
    const excerpt = readable
      ? `\n\nThe start of the attached file ${JSON.stringify(report.name)}, for anything the audit leaves out:\n\`\`\`csv\n${report.text.slice(0, REPORT_EXCERPT_CHARS)}\n\`\`\``
      : '';
    return `\n\n${REPORT_FACTS_INSTRUCTION}${note}\n\n${audit}${excerpt}`;
  }
  const audit = question ? auditReport(question, { aboutYou }) : null;
  return audit ? `\n\n${REPORT_FACTS_INSTRUCTION}\n\n${audit}` : '';
}
