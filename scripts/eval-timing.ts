/**
 * The eval's time figures: the built-in answer in process (retrieval and composition, everything between the Worker
 * reading the chat and the first token) and, with `--server`, the first token through the app served as `npm start`.
 */
import type { Persona } from '../worker/contract/agents.ts';
import { composeAnswer } from '../worker/lib/ai/answer.ts';
import type { KnowledgeIndex } from '../worker/lib/knowledge/build.ts';
import { measureFirstToken } from './eval-server.ts';

export const ms = (n: number) => `${n.toFixed(2)} ms`;
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const spread = (list: number[]) => {
  const sorted = [...list].sort((a, b) => a - b);
  return `p50 ${ms(percentile(sorted, 50))}, p95 ${ms(percentile(sorted, 95))}, max ${ms(sorted.at(-1) ?? 0)}`;
};

/** Each question answered once to warm up (a live isolate has its code compiled), then timed. */
export function answerTimes(index: KnowledgeIndex, persona: Persona, questions: string[]) {
  const answer = (question: string) => composeAnswer(index, { persona, agent: 'advisor', questions: [question] });
  for (const question of questions) answer(question);
  const times = questions.map((question) => {
    const start = performance.now();
    answer(question);
    return performance.now() - start;
  });
  return `answer time (first token): ${spread(times)}`;
}

const SERVER_QUESTIONS = 30;

/** The app serves one persona (ads by default); the coach persona's answers take the same path. */
export async function serverTimes(questions: string[]) {
  const { firstToken, health } = await measureFirstToken(questions.slice(0, SERVER_QUESTIONS));
  const trips = [...health].sort((a, b) => a - b);
  return [
    `first token through the served app (ads, ${firstToken.length} questions, send to first 'delta' over localhost): ${spread(firstToken)}`,
    `  for reference, GET /api/health round trip: p50 ${ms(percentile(trips, 50))}`,
  ].join('\n');
}
