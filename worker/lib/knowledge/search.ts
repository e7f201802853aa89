import type { IndexedArticle, IndexedSection, KnowledgeIndex } from './build.ts';
import { terms } from './text.ts';

const K1 = 1.2;
const B = 0.75;
/** Sections of the chosen specialist's articles count this much more. */
const AGENT_BOOST = 1.6;

/**
 * BM25 over sections. The query is weighted parts: the question itself (1), and context such as the
 * previous question or what the user told us about themselves (less), so a follow-up still finds
 * its topic without the context outweighing what was asked.
 */
export function searchSections(index: KnowledgeIndex, query: QueryPart[], options: SearchOptions = {}): SectionHit[] {
  const weights = new Map<string, number>();
  for (const part of query) {
    for (const term of new Set(terms(part.text))) weights.set(term, (weights.get(term) ?? 0) + part.weight);
  }
  const total = index.sections.length;
  const scores = new Map<number, { score: number; matched: Set<string> }>();
  for (const [term, weight] of weights) {
    const list = Object.hasOwn(index.postings, term) ? index.postings[term] : undefined;
    if (!list) continue;
    const df = list.length / 2;
    const idf = Math.log(1 + (total - df + 0.5) / (df + 0.5));
    for (let i = 0; i < list.length; i += 2) {
      const s = list[i] as number;
      const tf = list[i + 1] as number;
      const length = index.sections[s]?.length ?? 0;
      const gain = (weight * idf * tf * (K1 + 1)) / (tf + K1 * (1 - B + (B * length) / index.avgLength));
      const entry = scores.get(s) ?? { score: 0, matched: new Set<string>() };
      entry.score += gain;
      entry.matched.add(term);
      scores.set(s, entry);
    }
  }
  const hits: SectionHit[] = [];
  for (const [s, { score, matched }] of scores) {
    const section = index.sections[s] as IndexedSection;
    const article = index.articles[section.a] as IndexedArticle;
    const boost = options.agent && article.agents.includes(options.agent) ? AGENT_BOOST : 1;
    hits.push({ section, article, score: score * boost, matched });
  }
  return hits.sort((a, b) => b.score - a.score).slice(0, options.limit ?? 20);
}

/** Articles in order of their best section. */
export function rankArticles(hits: SectionHit[]): IndexedArticle[] {
  const seen = new Set<IndexedArticle>();
  for (const hit of hits) seen.add(hit.article);
  return [...seen];
}

/**
 * How much of what was asked the best article speaks to: the share of the question's term weight
 * (rarer words weigh more) found in that article. Low coverage means 'not in the knowledge base'.
 */
export function coverage(index: KnowledgeIndex, question: string, hits: SectionHit[]): number {
  const best = hits[0];
  if (!best) return 0;
  const asked = [...new Set(terms(question))];
  if (asked.length === 0) return 0;
  const matched = new Set<string>();
  for (const hit of hits) if (hit.article === best.article) for (const term of hit.matched) matched.add(term);
  const total = index.sections.length;
  const idf = (term: string) => {
    const list = Object.hasOwn(index.postings, term) ? index.postings[term] : undefined;
    const df = list ? list.length / 2 : 0;
    return Math.log(1 + (total - df + 0.5) / (df + 0.5));
  };
  let found = 0;
  let all = 0;
  for (const term of asked) {
    all += idf(term);
    if (matched.has(term)) found += idf(term);
  }
  return all === 0 ? 0 : found / all;
}

export type QueryPart = { text: string; weight: number };
export type SearchOptions = { agent?: string; limit?: number };
export type SectionHit = { section: IndexedSection; article: IndexedArticle; score: number; matched: Set<string> };
