import { type AgentId, articleAgent, type Pack } from '../agents.ts';
import type { KnowledgeIndex } from '../knowledge/build.ts';
import { coverage, type QueryPart, type SectionHit, searchSections } from '../knowledge/search.ts';

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
  const alone = searchSections(index, [{ text: question, weight: 1 }, ...about], { agent });
  const aloneCoverage = coverage(index, question, alone);
  const previous = input.questions.at(-2);
  if (aloneCoverage >= MIN_COVERAGE || !previous) {
    return { hits: alone, covered: aloneCoverage >= MIN_COVERAGE, followUp: false };
  }
  const withContext = searchSections(
    index,
    [{ text: question, weight: 1 }, { text: previous, weight: 0.5 }, ...about],
    {
      agent,
    },
  );
  const contextCoverage = coverage(index, `${question} ${previous}`, withContext);
  return { hits: withContext, covered: contextCoverage >= MIN_COVERAGE, followUp: true };
}

export type RetrieveInput = { pack: Pack; agent: AgentId; aboutYou?: string | null; questions: string[] };
export type Retrieval = { hits: SectionHit[]; covered: boolean; followUp: boolean };
