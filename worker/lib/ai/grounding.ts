import { knowledgeIndex } from '../knowledge/packs';
import type { AdvisorContext } from './advisor';
import { buildSystemPrompt, type Turn } from './prompt';
import { retrieve } from './retrieve';

/** An LLM's system prompt for this chat, with the knowledge sections that match its latest question (RAG). */
export function groundedSystemPrompt(context: AdvisorContext, turns: Turn[]): string {
  const questions = turns.filter((turn) => turn.role === 'user').map((turn) => turn.text);
  const { hits } = retrieve(knowledgeIndex(context.pack), { ...context, questions });
  return buildSystemPrompt({ ...context, hits });
}
