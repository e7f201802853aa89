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
  const question = input.questions.at(-1) ?? '';
  const search = (query: QueryPart[], asked: string, followUp: boolean): Retrieval => {
    const hits = searchSections(index, query, { agent });
    const articles = rankArticles(index, query, hits, agent);
    const covered = coverage(index, asked, hits, articles[0]) >= MIN_COVERAGE;
    return { hits, articles, covered, followUp };
  };
  const alone = search([{ text: question, weight: 1 }, ...about], question, false);
  const previous = input.questions.at(-2);
  if (alone.covered || !previous) return alone;
  return search(
    [{ text: question, weight: 1 }, { text: previous, weight: 0.5 }, ...about],
    `${question} ${previous}`,
    true,
  );
}

export type RetrieveInput = { pack: Pack; agent: AgentId; aboutYou?: string | null; questions: string[] };
/** Sections best first, articles best first (blended ranking), and whether the best article covers the question. */
export type Retrieval = { hits: SectionHit[]; articles: IndexedArticle[]; covered: boolean; followUp: boolean };
