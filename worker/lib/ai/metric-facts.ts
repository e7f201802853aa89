import type { Persona } from '../../contract/agents.ts';
import { computeUserMetrics, formatUserMetrics } from './calculations.ts';

export const METRIC_FACTS_INSTRUCTION =
  "The user's own figures, worked out exactly by our code. Use these results as they are and show this table; never do the arithmetic yourself, and never swap in example numbers. Where an input is missing, ask for it rather than assume it.";

/** With an LLM, the same table the built-in advisor shows goes into the system prompt as facts. */
export function metricFacts(persona: Persona, question: string | undefined): string {
  const metrics = persona === 'ads' && question ? computeUserMetrics(question) : null;
  const table = metrics ? formatUserMetrics(metrics) : '';
  return table ? `\n\n${METRIC_FACTS_INSTRUCTION}\n\n${table}` : '';
}
