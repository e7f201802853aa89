import { knowledgeIndex } from '../knowledge/personas';
import type { AdvisorContext } from './advisor';
import { metricFacts } from './metric-facts';
import { buildSystemPrompt, type Turn } from './prompt';
import { retrieve } from './retrieve';

export function groundedSystemPrompt(context: AdvisorContext, turns: Turn[]): string {
  const questions = turns.filter((turn) => turn.role === 'user').map((turn) => turn.text);
  const { hits, covered } = retrieve(knowledgeIndex(context.persona), { ...context, questions });
  // Sections that do not cover the question would only lend it false authority.
  return buildSystemPrompt({ ...context, hits: covered ? hits : [] }) + metricFacts(context.persona, questions.at(-1));
}
