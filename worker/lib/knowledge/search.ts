import type { Persona } from '../../contract/agents.ts';
import { spendVersusBudget, tooMany, withoutFigureUnits } from './amounts.ts';
import type { IndexedArticle, IndexedSection, KnowledgeIndex } from './build.ts';
import { learnedScores } from './learned.ts';
import { eachPosting } from './postings.ts';
import { spelled } from './spelling.ts';
import { terms } from './text.ts';

const K1 = 1.8;
const B = 0.75;
const AGENT_BOOST = 1.8;

/** Context (the previous question, about_you) weighs less, so a follow-up finds its topic without it taking over. */
export function searchSections(index: KnowledgeIndex, query: QueryPart[], options: SearchOptions = {}): SectionHit[] {
  const weights = queryWeights(index, query);
  const scores = new Map<number, { score: number; focus: number; matched: Set<string> }>();
  for (const [term, weight] of weights) {
    const counts = termCounts(index, term);
    if (counts.size === 0) continue;
    const idf = inverseFrequency(index, counts.size);
    for (const [s, { own, shared }] of counts) {
      const section = index.sections[s] as IndexedSection;
      const norm = K1 * (1 - B + (B * (section.length + (index.articles[section.a]?.length ?? 0))) / index.avgLength);
      const entry = scores.get(s) ?? { score: 0, focus: 0, matched: new Set<string>() };
      const tf = own + shared;
      entry.score += (weight * idf * tf * (K1 + 1)) / (tf + norm);
      entry.focus += (weight * idf * own * (K1 + 1)) / (own + norm);
      entry.matched.add(term);
      scores.set(s, entry);
    }
  }
  const hits: SectionHit[] = [];
  for (const [s, { score, focus, matched }] of scores) {
    const section = index.sections[s] as IndexedSection;
    const article = index.articles[section.a] as IndexedArticle;
    const boost = options.agent && article.agents.includes(options.agent) ? AGENT_BOOST : 1;
    hits.push({ section, article, score: score * boost, focus, matched });
  }
  return hits.sort((a, b) => b.score - a.score).slice(0, options.limit);
}

export function queryWeights(index: KnowledgeIndex, query: QueryPart[]) {
  const weights = new Map<string, number>();
  for (const part of query) {
    const spell = (text: string) => terms(text, index.persona).map((term) => spelled(index, term));
    // '$50 daily budget' or '$10 a day' say what an amount is, rarely what is asked; the amounts compared may say it.
    const unlabelled = new Set(spell(withoutFigureUnits(part.text, index.persona)));
    const compared = [spendVersusBudget(part.text), tooMany(part.text)].filter(Boolean).join(' ');
    if (compared) for (const term of spell(compared)) unlabelled.add(term);
    for (const term of new Set(spell(`${part.text} ${compared}`))) {
      // An age says who the answer is for, rarely what it is about ('boxing out for 12 year olds'); chatter that past
      // questions used without their article using it ('legit', 'normal') counts less, as in coverage.
      const weight =
        (term.startsWith('=age-') ? part.weight * AGE_WEIGHT : part.weight) *
        (WEAK.has(term) ? WEAK_WEIGHT : 1) *
        (unlabelled.has(term) ? 1 : FIGURE_UNIT_WEIGHT) *
        Math.sqrt(answerShare(index, term));
      weights.set(term, (weights.get(term) ?? 0) + weight);
    }
  }
  return weights;
}

type TermCounts = ReadonlyMap<number, { own: number; shared: number }>;

/** Per index (they never change), what every query reads again: each indexed term's counts, the articles' lengths. */
const memos = new WeakMap<
  KnowledgeIndex,
  {
    counts: Map<string, TermCounts>;
    lengths?: number[];
    avgLength?: number;
  }
>();

function memoOf(index: KnowledgeIndex) {
  let memo = memos.get(index);
  if (!memo) {
    memo = { counts: new Map() };
    memos.set(index, memo);
  }
  return memo;
}

export function termCounts(index: KnowledgeIndex, term: string): TermCounts {
  const memo = memoOf(index);
  const known = memo.counts.get(term);
  if (known) return known;
  const counts = countTerm(index, term);
  // Only the index's own words are kept, so what users type cannot grow it.
  if (counts.size > 0) memo.counts.set(term, counts);
  return counts;
}

function countTerm(index: KnowledgeIndex, term: string) {
  const counts = new Map<number, { own: number; shared: number }>();
  const shared = Object.hasOwn(index.articlePostings, term) ? index.articlePostings[term] : undefined;
  eachPosting(shared ?? [], (a, n) => {
    const article = index.articles[a] as IndexedArticle;
    for (let s = article.first; s < article.first + article.count; s++) counts.set(s, { own: 0, shared: n });
  });
  const own = Object.hasOwn(index.sectionPostings, term) ? index.sectionPostings[term] : undefined;
  eachPosting(own ?? [], (s, n) => counts.set(s, { own: n, shared: counts.get(s)?.shared ?? 0 }));
  return counts;
}

/** Share of the articles that use the term. */
export function articleShare(index: KnowledgeIndex, term: string): number {
  const articles = new Set<number>();
  for (const s of termCounts(index, term).keys()) articles.add((index.sections[s] as IndexedSection).a);
  return articles.size / Math.max(1, index.articles.length);
}

export const inverseFrequency = (index: KnowledgeIndex, df: number) =>
  Math.log(1 + (index.sections.length - df + 0.5) / (df + 0.5));

const ARTICLE_SHARE = 0.3;
/**
 * Past questions' vote, added to the blend: a share of the question's best possible match, not of the top one's. With
 * over a thousand past questions per pack, a close one says as much as the best section's words.
 */
const LEARNED_SHARE = 1;
/**
 * Coaches tell stories ('two 16yo lads rolling their eyes every session, the rest follow'): their incidental words match
 * some section by chance, while past stories worded alike name the article. A few words match many past questions
 * alike ('how do I coach 15 year olds'), so only a story's vote counts more.
 */
const STORY_SHARE = 2;
const STORY_TERMS = 5;

/** Blended with BM25 over the whole article, so a question spread over several sections still finds it. */
export function rankArticles(
  index: KnowledgeIndex,
  query: QueryPart[],
  hits: SectionHit[],
  agent?: string,
  past?: Map<number, number>,
) {
  const weights = queryWeights(index, query);
  const whole = new Map<IndexedArticle, number>();
  const memo = memoOf(index);
  memo.lengths ??= index.articles.map(
    (article) =>
      article.length + sum(index.sections.slice(article.first, article.first + article.count).map((s) => s.length)),
  );
  const lengths = memo.lengths;
  memo.avgLength ??= sum(lengths) / Math.max(1, lengths.length);
  const avgLength = memo.avgLength;
  for (const [term, weight] of weights) {
    const tf = new Map<number, number>();
    for (const [s, { own, shared }] of termCounts(index, term)) {
      const a = (index.sections[s] as IndexedSection).a;
      // The article's own fields are counted once, not once per section.
      tf.set(a, (tf.get(a) ?? shared) + own);
    }
    const df = tf.size;
    const idf = Math.log(1 + (index.articles.length - df + 0.5) / (df + 0.5));
    for (const [a, n] of tf) {
      const article = index.articles[a] as IndexedArticle;
      const norm = K1 * (1 - B + (B * (lengths[a] ?? 0)) / avgLength);
      whole.set(article, (whole.get(article) ?? 0) + (weight * idf * n * (K1 + 1)) / (n + norm));
    }
  }
  const best = new Map<IndexedArticle, number>();
  for (const hit of hits) if (!best.has(hit.article)) best.set(hit.article, hit.score);
  const topBest = Math.max(Number.EPSILON, ...best.values());
  const boost = (article: IndexedArticle) => (agent && article.agents.includes(agent) ? AGENT_BOOST : 1);
  const topWhole = Math.max(Number.EPSILON, ...[...whole].map(([article, score]) => score * boost(article)));
  const learned = new Map<IndexedArticle, number>();
  // Past questions were answered by the advisor: a specialist the user chose answers from its own articles.
  for (const [a, score] of past ?? learnedScores(index, weights)) {
    const article = index.articles[a] as IndexedArticle;
    if (!agent || article.agents.includes(agent)) learned.set(article, score);
  }
  const share = index.persona === 'coach' && weights.size >= STORY_TERMS ? STORY_SHARE : LEARNED_SHARE;
  return [...new Set([...best.keys(), ...whole.keys(), ...learned.keys()])]
    .map((article) => ({
      article,
      score:
        (1 - ARTICLE_SHARE) * ((best.get(article) ?? 0) / topBest) +
        ARTICLE_SHARE * (((whole.get(article) ?? 0) * boost(article)) / topWhole) +
        share * (learned.get(article) ?? 0),
    }))
    .sort((a, b) => b.score - a.score)
    .map(({ article }) => article);
}

const sum = (list: number[]) => list.reduce((total, n) => total + n, 0);

/**
 * The section's own match, scaled by its share of the words the article matched (one answering all of the question beats
 * one repeating part of it) and lifted by the share of them its heading names: headings are the questions sections answer.
 */
export function bestSection(
  hits: SectionHit[],
  article: IndexedArticle | undefined,
  persona?: Persona,
): SectionHit | undefined {
  const own = hits.filter((hit) => hit.article === article);
  const most = Math.max(1, ...own.map((hit) => hit.matched.size));
  const rank = (hit: SectionHit) => {
    const heading = new Set(terms(hit.section.heading, persona));
    const named = [...hit.matched].filter((term) => heading.has(term)).length;
    return hit.focus * (hit.matched.size / most) * (1 + HEADING_SHARE * (named / Math.max(1, hit.matched.size)));
  };
  // Ranked once per section, not once per comparison: each rank tokenises a heading.
  return own.map((hit) => ({ hit, rank: rank(hit) })).sort((a, b) => b.rank - a.rank || b.hit.score - a.hit.score)[0]
    ?.hit;
}
const HEADING_SHARE = 0.5;

/**
 * How often past questions with this word were answered by an article that uses it: 'normal', 'legit' and 'wtf'
 * are how people ask, not what about, and weigh that much less ('broad' in a question about broad targeting, fully).
 */
export function answerShare(index: KnowledgeIndex, term: string): number {
  const list = Object.hasOwn(index.learned?.postings ?? {}, term) ? index.learned.postings[term] : undefined;
  if (!list) return 1;
  const uses = new Set<number>();
  for (const s of termCounts(index, term).keys()) uses.add((index.sections[s] as IndexedSection).a);
  let answered = 0;
  for (let i = 0, q = 0; i < list.length; i++) {
    q += list[i] as number;
    if (index.learned.targets[q]?.some((a) => uses.has(a))) answered++;
  }
  // One imagined past question that did use it, so a word seen once or twice is not judged on that alone; and
  // never below half, so a word past users named in passing still counts against a question it does not fit.
  return Math.max(MIN_ANSWER_SHARE, (answered + 1) / (list.length + 1));
}
const MIN_ANSWER_SHARE = 0.5;
const AGE_WEIGHT = 0.5;
const FIGURE_UNIT_WEIGHT = 0.4;
/** Words every kind of question uses ('how do people plan a session', 'what should it look like'): rarely the topic. */
const WEAK = new Set(terms('people person someone anyone look like stuff'));
const WEAK_WEIGHT = 0.3;

export type QueryPart = { text: string; weight: number };
export type SearchOptions = { agent?: string; limit?: number };
/** `score` ranks sections with their article's title and tags; `focus` counts the section's own words only. */
export type SectionHit = {
  section: IndexedSection;
  article: IndexedArticle;
  score: number;
  focus: number;
  matched: Set<string>;
};
