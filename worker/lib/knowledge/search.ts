import type { IndexedArticle, IndexedSection, KnowledgeIndex } from './build.ts';
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

function queryWeights(index: KnowledgeIndex, query: QueryPart[]) {
  const weights = new Map<string, number>();
  for (const part of query) {
    for (const term of new Set(terms(part.text).map((term) => spelled(index, term)))) {
      // An age says who the answer is for, rarely what it is about ('boxing out for 12 year olds').
      const weight = term.startsWith('=age-') ? part.weight * AGE_WEIGHT : part.weight;
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
    questionLengths?: number[];
    questionAvg?: number;
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

function termCounts(index: KnowledgeIndex, term: string): TermCounts {
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
  for (let i = 0; shared && i < shared.length; i += 2) {
    const article = index.articles[shared[i] as number] as IndexedArticle;
    for (let s = article.first; s < article.first + article.count; s++)
      counts.set(s, { own: 0, shared: shared[i + 1] as number });
  }
  const own = Object.hasOwn(index.sectionPostings, term) ? index.sectionPostings[term] : undefined;
  for (let i = 0; own && i < own.length; i += 2) {
    const s = own[i] as number;
    counts.set(s, { own: own[i + 1] as number, shared: counts.get(s)?.shared ?? 0 });
  }
  return counts;
}

/** Typed words the index never uses, one letter off one it does ('facebok', 'audiance'), are read as that word. */
export function spelled(index: KnowledgeIndex, term: string): string {
  if (term.length < MIN_SPELLED || term.startsWith('=') || /\d/.test(term) || termCounts(index, term).size > 0)
    return term;
  const near = nearWords(index);
  let best = term;
  let bestCount = 0;
  for (const variant of deletions(term))
    for (const candidate of near.get(variant) ?? []) {
      if (!isSlip(term, candidate)) continue;
      const n = termCounts(index, candidate).size;
      if (n > bestCount) [best, bestCount] = [candidate, n];
    }
  return best;
}
const MIN_SPELLED = 5;

const VOWELS = /[aeiouy]/;
const SOUND_ALIKE = new Set(['ck', 'kc', 'sz', 'zs', 'gj', 'jg', 'sc', 'cs']);

/**
 * The slips people make typing a word they know: two letters swapped, a doubled letter or a vowel left out or put
 * in, one vowel for another, or a letter for one that sounds alike. 'decent' is not 'recent', nor 'brought' 'bought'.
 */
function isSlip(typed: string, word: string): boolean {
  let i = 0;
  while (i < typed.length && typed[i] === word[i]) i++;
  // Nobody slips on a word's first letter; a short word one vowel off is usually another word ('stuff', 'staff').
  if (i === 0) return false;
  const [long, short] = typed.length > word.length ? [typed, word] : [word, typed];
  if (long.length !== short.length) {
    const extra = long[i] ?? '';
    const rest = long.slice(i + 1) === short.slice(i);
    return rest && (VOWELS.test(extra) || extra === long[i - 1] || extra === long[i + 1]);
  }
  const [a = '', b = ''] = [typed[i], word[i]];
  if (typed.slice(i + 1) === word.slice(i + 1))
    return (VOWELS.test(a) && VOWELS.test(b) && typed.length > MIN_SPELLED) || SOUND_ALIKE.has(a + b);
  return typed[i + 1] === b && word[i + 1] === a && typed.slice(i + 2) === word.slice(i + 2);
}

const deletions = (term: string) => [term, ...[...term].map((_, i) => term.slice(0, i) + term.slice(i + 1))];

const nearWordsOf = new WeakMap<KnowledgeIndex, Map<string, string[]>>();
/** The index's words by each of their one-letter deletions, so a misspelling finds them by its own. */
function nearWords(index: KnowledgeIndex): Map<string, string[]> {
  let near = nearWordsOf.get(index);
  if (!near) {
    near = new Map();
    const vocabulary = new Set([...Object.keys(index.articlePostings), ...Object.keys(index.sectionPostings)]);
    for (const word of vocabulary) {
      if (word.length < MIN_SPELLED - 1 || word.startsWith('=') || /\d/.test(word)) continue;
      for (const variant of deletions(word)) near.set(variant, [...(near.get(variant) ?? []), word]);
    }
    nearWordsOf.set(index, near);
  }
  return near;
}

const inverseFrequency = (index: KnowledgeIndex, df: number) =>
  Math.log(1 + (index.sections.length - df + 0.5) / (df + 0.5));

const ARTICLE_SHARE = 0.3;
/** Past questions' vote, added to the blend: a share of the question's best possible match, not of the top one's. */
const LEARNED_SHARE = 0.3;

/**
 * How closely the question matches each past question (BM25, each past question a document), over its best possible
 * match: each of its words found once in a past question of average length.
 */
function pastQuestions(index: KnowledgeIndex, query: QueryPart[]): Map<number, number> {
  const learned = index.learned;
  const perQuestion = new Map<number, number>();
  if (!learned || learned.targets.length === 0) return perQuestion;
  const memo = memoOf(index);
  if (!memo.questionLengths) {
    const lengths = new Array<number>(learned.targets.length).fill(0);
    for (const list of Object.values(learned.postings))
      for (let i = 0; i < list.length; i += 2) {
        const q = list[i] as number;
        lengths[q] = (lengths[q] ?? 0) + (list[i + 1] as number);
      }
    memo.questionLengths = lengths;
    memo.questionAvg = sum(lengths) / Math.max(1, lengths.length);
  }
  const lengths = memo.questionLengths;
  const avg = memo.questionAvg ?? 1;
  const n = learned.targets.length;
  let self = 0;
  for (const [term, weight] of queryWeights(index, query)) {
    const list = Object.hasOwn(learned.postings, term) ? learned.postings[term] : undefined;
    const df = list ? list.length / 2 : 0;
    const idf = Math.log(1 + (n - df + 0.5) / (df + 0.5));
    self += weight * idf;
    for (let i = 0; list && i < list.length; i += 2) {
      const q = list[i] as number;
      const tf = list[i + 1] as number;
      const norm = K1 * (1 - B + (B * (lengths[q] ?? 0)) / avg);
      perQuestion.set(q, (perQuestion.get(q) ?? 0) + (weight * idf * tf * (K1 + 1)) / (tf + norm));
    }
  }
  for (const [q, score] of perQuestion) perQuestion.set(q, score / Math.max(self, Number.EPSILON));
  return perQuestion;
}

/** Per article index, its best past question's match and half the next one's. */
export function learnedScores(index: KnowledgeIndex, query: QueryPart[]): Map<number, number> {
  const lists = new Map<number, number[]>();
  for (const [q, score] of pastQuestions(index, query))
    for (const a of index.learned.targets[q] ?? []) lists.set(a, [...(lists.get(a) ?? []), score]);
  const scores = new Map<number, number>();
  for (const [a, list] of lists) {
    const [first = 0, next = 0] = list.sort((x, y) => y - x);
    scores.set(a, first + NEXT_QUESTION_SHARE * next);
  }
  return scores;
}
const NEXT_QUESTION_SHARE = 0.5;

/** Blended with BM25 over the whole article, so a question spread over several sections still finds it. */
export function rankArticles(index: KnowledgeIndex, query: QueryPart[], hits: SectionHit[], agent?: string) {
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
  for (const [a, score] of learnedScores(index, query)) {
    const article = index.articles[a] as IndexedArticle;
    if (!agent || article.agents.includes(agent)) learned.set(article, score);
  }
  return [...new Set([...best.keys(), ...whole.keys(), ...learned.keys()])]
    .map((article) => ({
      article,
      score:
        (1 - ARTICLE_SHARE) * ((best.get(article) ?? 0) / topBest) +
        ARTICLE_SHARE * (((whole.get(article) ?? 0) * boost(article)) / topWhole) +
        LEARNED_SHARE * (learned.get(article) ?? 0),
    }))
    .sort((a, b) => b.score - a.score)
    .map(({ article }) => article);
}

const sum = (list: number[]) => list.reduce((total, n) => total + n, 0);

export function bestSection(hits: SectionHit[], article: IndexedArticle | undefined): SectionHit | undefined {
  return hits.filter((hit) => hit.article === article).sort((a, b) => b.focus - a.focus || b.score - a.score)[0];
}

/** Share of the question's term weight (rarer words weigh more) found; low means 'not in the knowledge base'. */
export function coverage(
  index: KnowledgeIndex,
  question: string,
  hits: SectionHit[],
  article: IndexedArticle | undefined,
): number {
  if (!article) return 0;
  // Amounts and times ('10k', '11am', '3x') say how much, not what about.
  const asked = [...new Set(terms(question).map((term) => spelled(index, term)))].filter((term) => !/\d/.test(term));
  if (asked.length === 0) return 0;
  const matched = new Set<string>();
  for (const hit of hits) if (hit.article === article) for (const term of hit.matched) matched.add(term);
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
  const enough =
    asked.filter((term) => matched.has(term)).length >= Math.min(2, asked.length) || found >= SOLE_TERM_SHARE * all;
  return all === 0 || !enough ? 0 : found / all;
}

const UNKNOWN_WEIGHT = 0.5;

/**
 * How often past questions with this word were answered by an article that uses it: 'normal', 'legit' and 'wtf'
 * are how people ask, not what about, and weigh that much less ('broad' in a question about broad targeting, fully).
 */
function answerShare(index: KnowledgeIndex, term: string): number {
  const list = Object.hasOwn(index.learned?.postings ?? {}, term) ? index.learned.postings[term] : undefined;
  if (!list) return 1;
  const uses = new Set<number>();
  for (const s of termCounts(index, term).keys()) uses.add((index.sections[s] as IndexedSection).a);
  let answered = 0;
  for (let i = 0; i < list.length; i += 2)
    if (index.learned.targets[list[i] as number]?.some((a) => uses.has(a))) answered++;
  // One imagined past question that did use it, so a word seen once or twice is not judged on that alone.
  return (answered + 1) / (list.length / 2 + 1);
}
const SOLE_TERM_SHARE = 0.5;
const BODY_ONLY_WEIGHT = 0.5;

const topics = new WeakMap<KnowledgeIndex, Set<string>>();
/** The words articles are about: their titles, tags, answers and headings. */
function topicTerms(index: KnowledgeIndex): Set<string> {
  let found = topics.get(index);
  if (!found) {
    found = new Set(Object.keys(index.articlePostings));
    for (const section of index.sections) for (const term of terms(section.heading)) found.add(term);
    topics.set(index, found);
  }
  return found;
}
const AGE_WEIGHT = 0.5;

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
