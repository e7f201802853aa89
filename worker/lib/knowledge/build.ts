import type { Persona } from '../../contract/agents.ts';
import type { Article } from './parse.ts';
import { compact } from './postings.ts';
import { inPackingOrder } from './question-order.ts';
import { terms as termsOf } from './text.ts';

export const FIELD_WEIGHTS = { title: 2, tags: 2, summary: 1, heading: 3, body: 1 };

/** Past users' questions by the id of the article that answered them (knowledge/eval/<persona>.json). */
export type Phrasings = Record<string, string[]>;

/**
 * Article-wide terms are posted once per article and count for each section; postings are compact (see postings.ts),
 * each gap the distance from the previous index (small, repeated numbers compress better).
 * Past users' questions are indexed with their article, so a new question worded like them finds it. The persona keeps
 * another pack's synonyms out (see ONLY_IN); queries read it from the index.
 */
export function buildIndex(articles: Article[], phrasings: Phrasings = {}, persona?: Persona): KnowledgeIndex {
  const terms = (text: string) => termsOf(text, persona);
  const sorted = [...articles].sort((a, b) => a.id.localeCompare(b.id));
  const articlePostings: Record<string, number[]> = Object.create(null);
  const sectionPostings: Record<string, number[]> = Object.create(null);
  const indexedArticles: IndexedArticle[] = [];
  const sections: IndexedSection[] = [];
  sorted.forEach((article, a) => {
    const shared = new Map<string, number>();
    count(shared, terms(article.title), FIELD_WEIGHTS.title);
    count(shared, terms(article.tags.join(' . ')), FIELD_WEIGHTS.tags);
    count(shared, terms(article.summary), FIELD_WEIGHTS.summary);
    count(shared, terms(article.answer), 1);
    // The summary is indexed but never shown: it stays out of what the Worker carries (6 KB of gzip).
    const { sections: own, summary: _summary, ...meta } = article;
    indexedArticles.push({
      ...meta,
      first: sections.length,
      count: own.length,
      length: post(articlePostings, a, shared),
    });
    for (const section of own) {
      const tf = new Map<string, number>();
      count(tf, terms(section.heading), FIELD_WEIGHTS.heading);
      count(tf, terms(section.text), FIELD_WEIGHTS.body);
      const length = post(sectionPostings, sections.length, tf);
      sections.push({ a, heading: section.heading, text: section.text, length });
    }
  });
  const learned = learnPhrasings(indexedArticles, phrasings, terms);
  const total = sections.reduce((sum, s) => sum + s.length + (indexedArticles[s.a]?.length ?? 0), 0);
  for (const postings of [articlePostings, sectionPostings]) {
    toGaps(postings);
    for (const term in postings) postings[term] = compact(postings[term] as number[]);
  }
  return {
    articles: indexedArticles,
    sections,
    articlePostings,
    sectionPostings,
    avgLength: total / Math.max(1, sections.length),
    learned,
    ...(persona && { persona }),
  };
}

/** Each distinct past question is a small document of its own, pointing at the articles that answered it. */
function learnPhrasings(
  articles: IndexedArticle[],
  phrasings: Phrasings,
  terms: (text: string) => string[],
): LearnedPhrasings {
  const byQuestion = new Map<string, Set<number>>();
  articles.forEach((article, a) => {
    for (const question of phrasings[article.id] ?? []) {
      const key = terms(question).sort().join(' ');
      if (key) byQuestion.set(key, (byQuestion.get(key) ?? new Set()).add(a));
    }
  });
  const postings: Record<string, number[]> = Object.create(null);
  const targets: number[][] = [];
  for (const [words, answered] of inPackingOrder(byQuestion)) {
    for (const term of words) {
      const list = postings[term] ?? [];
      list.push(targets.length);
      postings[term] = list;
    }
    targets.push(answered);
  }
  // A word only one past question used (a typo, a brand, a one-off) would match that question alone: it is left out
  // (5 KB of gzip; cross-validated recall moves by 0.002).
  for (const [term, list] of Object.entries(postings)) if (list.length === 1) delete postings[term];
  toGaps(postings, 1);
  return { postings, targets };
}

/** Each document index becomes its distance from the one before; `step` 2 skips the counts between them. */
function toGaps(postings: Record<string, number[]>, step = 2) {
  for (const list of Object.values(postings))
    for (let i = list.length - step; i >= step; i -= step) list[i] = (list[i] as number) - (list[i - step] as number);
}

function count(tf: Map<string, number>, list: string[], weight: number) {
  for (const term of list) tf.set(term, (tf.get(term) ?? 0) + weight);
}

function post(postings: Record<string, number[]>, doc: number, tf: Map<string, number>): number {
  let length = 0;
  for (const [term, n] of tf) {
    length += n;
    const list = postings[term] ?? [];
    list.push(doc, n);
    postings[term] = list;
  }
  return length;
}

export type IndexedArticle = Omit<Article, 'sections' | 'summary'> & { first: number; count: number; length: number };
export type IndexedSection = { a: number; heading: string; text: string; length: number };
/** `postings`: term → [question gap, ...] (a word counts once per question); `targets`: per question, the indexes of the articles that answered it. */
export type LearnedPhrasings = { postings: Record<string, number[]>; targets: number[][] };
export type KnowledgeIndex = {
  articles: IndexedArticle[];
  sections: IndexedSection[];
  articlePostings: Record<string, number[]>;
  sectionPostings: Record<string, number[]>;
  avgLength: number;
  learned: LearnedPhrasings;
  persona?: Persona;
};
