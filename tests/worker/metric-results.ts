import { computeUserMetrics } from '../../worker/lib/ai/calculations';

/** The user's-numbers table of a question as metric → result, the shape every number test compares against. */
export const results = (question: string) =>
  Object.fromEntries((computeUserMetrics(question)?.rows ?? []).map((row) => [row.metric, row.result]));
