import { type AgentId, articleAgent, type Pack } from '../agents.ts';
import type { IndexedArticle, KnowledgeIndex } from '../knowledge/build.ts';
import { coverage, type QueryPart, rankArticles, type SectionHit, searchSections } from '../knowledge/search.ts';

/** Below this share of the question's weight found in the best article, the knowledge does not cover it. */
export const MIN_COVERAGE = 0.4;

/**
 * The sections that answer the latest question, in the light of the conversation: the question
 * alone first; when it says too little on its own ('and on Meta?'), with the previous question too.
 * What the user told us about themselves (about_you) steers lightly either way.
 */
export function retrieve(index: KnowledgeIndex, input: RetrieveInput): Retrieval {
  const agent = articleAgent(input.pack, input.agent);
  const about: QueryPart[] = input.aboutYou ? [{ text: input.aboutYou, weight: 0.2 }] : [];
  const { question, context } = splitMessage(input.questions.at(-1) ?? '');
  const told: QueryPart[] = context ? [{ text: context, weight: 0.5 }] : [];
  const search = (query: QueryPart[], asked: string, followUp: boolean): Retrieval => {
    const hits = searchSections(index, query, { agent });
    const articles = rankArticles(index, query, hits, agent);
    const covered = coverage(index, asked, hits, articles[0]) >= MIN_COVERAGE;
    return { hits, articles, covered, followUp };
  };
  const alone = search([{ text: question, weight: 1 }, ...told, ...about], question, false);
  const previous = input.questions.at(-2);
  if (alone.covered || !previous) return alone;
  return search(
    [{ text: question, weight: 1 }, ...told, { text: previous, weight: 0.5 }, ...about],
    `${question} ${previous}`,
    true,
  );
}

/**
 * The question in a message, apart from what it says around it: in 'We make $20,000 a month. How do
 * I improve my CTR?' the sentence asking is the question and the rest context that counts for less.
 */
export function splitMessage(text: string): { question: string; context: string } {
  const sentences = text
    .split(/(?<=[.!?])\s+|\n+/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
  const asking = sentences.filter((sentence) => sentence.endsWith('?'));
  if (asking.length === 0 || asking.length === sentences.length) return { question: text, context: '' };
  return { question: asking.join(' '), context: sentences.filter((sentence) => !sentence.endsWith('?')).join(' ') };
}

export type RetrieveInput = { pack: Pack; agent: AgentId; aboutYou?: string | null; questions: string[] };
/** Sections best first, articles best first (blended ranking), and whether the best article covers the question. */
export type Retrieval = { hits: SectionHit[]; articles: IndexedArticle[]; covered: boolean; followUp: boolean };
