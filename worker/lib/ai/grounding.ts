import { knowledgeIndex } from '../knowledge/personas';
import type { AdvisorContext } from './advisor';
import { IMAGE_UNREAD_INSTRUCTION } from './image-notice';
import { metricFacts } from './metric-facts';
import { buildSystemPrompt, type Turn } from './prompt';
import { reportFacts } from './report-facts';
import { retrieve } from './retrieve';

export const groundedSystemPrompt = (context: AdvisorContext, turns: Turn[]) => groundedPrompt(context, turns).system;

/** The system prompt, and the titles of the articles whose sections it carries (the budget may leave hits out). */
export function groundedPrompt(context: AdvisorContext, turns: Turn[]): { system: string; sources: string[] } {
  const questions = turns.filter((turn) => turn.role === 'user').map((turn) => turn.text);
  const { hits, covered } = retrieve(knowledgeIndex(context.persona), { ...context, questions });
  const question = questions.at(-1);
  // A pasted report is audited whole; reading its cells as figures in prose would only mislead.
  const newest = turns.findLast((turn) => turn.role === 'user');
  const facts =
    reportFacts(context.persona, question, context.aboutYou, newest?.report) || metricFacts(context.persona, question);
  const unread = newest?.imageAttached && !newest.image ? `\n\n${IMAGE_UNREAD_INSTRUCTION}` : '';
  // Sections that do not cover the question would only lend it false authority.
  const given = covered ? hits : [];
  const system = buildSystemPrompt({ ...context, hits: given }) + facts + unread;
  const kept = given.filter((hit) => system.includes(`[article: ${hit.article.id}]`));
  return { system, sources: [...new Set(kept.map((hit) => hit.article.title))] };
}
