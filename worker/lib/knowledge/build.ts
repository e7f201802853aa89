import type { Article } from './parse.ts';
import { terms } from './text.ts';

/** How much a word counts where it appears: a heading or tag says more about a section than its body. */
const FIELD_WEIGHTS = { title: 2, tags: 2, heading: 3, summary: 1, body: 1 };

/**
 * The search index of one pack, built at build time and shipped as data: every section of every
 * article with its text (for answers and prompts), its weighted length, and for each term the
 * sections holding it with their weighted counts (a flat [section, count, section, count ...] list).
 */
export function buildIndex(articles: Article[]): KnowledgeIndex {
  const sorted = [...articles].sort((a, b) => a.id.localeCompare(b.id));
  const postings: Record<string, number[]> = Object.create(null);
  const sections: IndexedSection[] = [];
  sorted.forEach((article, a) => {
    const shared = new Map<string, number>();
    count(shared, terms(article.title), FIELD_WEIGHTS.title);
    count(shared, terms(article.tags.join(' . ')), FIELD_WEIGHTS.tags);
    count(shared, terms(article.summary), FIELD_WEIGHTS.summary);
    for (const section of article.sections) {
      const tf = new Map(shared);
      count(tf, terms(section.heading), FIELD_WEIGHTS.heading);
      count(tf, terms(section.text), FIELD_WEIGHTS.body);
      const s = sections.length;
      let length = 0;
      for (const [term, n] of tf) {
        length += n;
        (postings[term] ??= []).push(s, n);
      }
      sections.push({ a, heading: section.heading, text: section.text, length });
    }
  });
  const avgLength = sections.reduce((sum, s) => sum + s.length, 0) / Math.max(1, sections.length);
  return {
    articles: sorted.map(({ id, title, tags, agents, summary }) => ({ id, title, tags, agents, summary })),
    sections,
    postings,
    avgLength,
  };
}

function count(tf: Map<string, number>, list: string[], weight: number) {
  for (const term of list) tf.set(term, (tf.get(term) ?? 0) + weight);
}

export type IndexedArticle = Omit<Article, 'sections'>;
export type IndexedSection = { a: number; heading: string; text: string; length: number };
export type KnowledgeIndex = {
  articles: IndexedArticle[];
  sections: IndexedSection[];
  postings: Record<string, number[]>;
  avgLength: number;
};
