import type { Persona } from '../../contract/agents.ts';
import { auditReport } from './report-audit.ts';

export const REPORT_FACTS_INSTRUCTION =
  "The user's report, parsed and audited by our code: every figure, flag and fix below is exact. Show this audit table and the ranked fixes as they are, then add your advice; never redo the arithmetic, never invent rows or figures, and if the audit says the input could not be read, say so and ask for what it names.";

/** With an LLM, the audit the built-in advisor would give goes into the system prompt as facts. */
export function reportFacts(persona: Persona, question: string | undefined, aboutYou?: string | null): string {
  const audit = persona === 'ads' && question ? auditReport(question, { aboutYou }) : null;
  return audit ? `\n\n${REPORT_FACTS_INSTRUCTION}\n\n${audit}` : '';
}
