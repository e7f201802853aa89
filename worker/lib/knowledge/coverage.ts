/** How much of a question the knowledge base covers. */
import type { IndexedArticle, KnowledgeIndex } from './build.ts';
import { answerShare, inverseFrequency, type SectionHit, termCounts } from './search.ts';
import { spelled } from './spelling.ts';
import { SPORT_JARGON } from './sport-jargon.ts';
import { synonymStems, terms } from './text.ts';

/** Share of the question's term weight (rarer words weigh more) found; low means 'not in the knowledge base'. */
export function coverage(
  index: KnowledgeIndex,
  question: string,
  hits: SectionHit[],
  article: IndexedArticle | undefined,
): number {
  if (!article) return 0;
  // Amounts and times ('10k', '11am', '3x') say how much, not what about.
  const asked = [...new Set(terms(question, index.persona).map((term) => spelled(index, term)))].filter(
    (term) => !/\d/.test(term) && !(index.persona === 'coach' && SPORT_JARGON.has(term)),
  );
  if (asked.length === 0) return 0;
  const matched = new Set<string>();
  for (const hit of hits) if (hit.article === article) for (const term of hit.matched) matched.add(term);
  // A word inside a matched synonym ('summer' of a seasonal question) is matched with it.
  for (const term of [...matched]) if (term.startsWith('=')) for (const word of synonymStems(term)) matched.add(word);
  const idf = (term: string) => inverseFrequency(index, termCounts(index, term).size);
  let found = 0;
  let all = 0;
  for (const term of asked) {
    // A word the knowledge base never uses counts half: typos and chatter ('sent me', 'local') are not topics.
    // A word no title, tag or heading uses ('should I care') is rarely what the question is about.
    const weight =
      answerShare(index, term) *
      (termCounts(index, term).size === 0
        ? UNKNOWN_WEIGHT * idf(term)
        : topicTerms(index).has(term)
          ? idf(term)
          : BODY_ONLY_WEIGHT * idf(term));
    all += weight;
    if (matched.has(term)) found += weight;
  }
  // One shared word of several is chance ('capital' of France, capitals in ad copy), not a match, unless it is
  // most of what was asked ('what's incrementality and should I care').
  // Nor is 'advertise' one of them: every question here is about advertising ('advertise on a blimp').
  const topical = asked.filter((term) => !(index.persona === 'ads' && ADS_DOMAIN.has(term)));
  const enough =
    topical.filter((term) => matched.has(term)).length >= Math.min(2, topical.length) || found >= SOLE_TERM_SHARE * all;
  return all === 0 || !enough ? 0 : found / all;
}

const ADS_DOMAIN = new Set(['advert']);
const UNKNOWN_WEIGHT = 0.5;

const SOLE_TERM_SHARE = 0.5;
const BODY_ONLY_WEIGHT = 0.5;

const topics = new WeakMap<KnowledgeIndex, Set<string>>();
/** The words articles are about: their titles, tags, answers and headings. */
export function topicTerms(index: KnowledgeIndex): Set<string> {
  let found = topics.get(index);
  if (!found) {
    found = new Set(Object.keys(index.articlePostings));
    for (const section of index.sections) for (const term of terms(section.heading)) found.add(term);
    topics.set(index, found);
  }
  return found;
}
