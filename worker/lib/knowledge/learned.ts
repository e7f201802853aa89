import type { KnowledgeIndex } from './build.ts';

/** BM25 over past questions, each a document of its own, with the knowledge fields' k1 and b. */
const K1 = 1.8;
const B = 0.75;

const memos = new WeakMap<KnowledgeIndex, { lengths: number[]; avg: number }>();

/**
 * How closely the question matches each past question (BM25, each past question a document), over its best possible
 * match: each of its words found once in a past question of average length.
 */
function pastQuestions(index: KnowledgeIndex, weights: Map<string, number>): Map<number, number> {
  const learned = index.learned;
  const perQuestion = new Map<number, number>();
  if (!learned || learned.targets.length === 0) return perQuestion;
  let memo = memos.get(index);
  if (!memo) {
    const lengths = new Array<number>(learned.targets.length).fill(0);
    for (const list of Object.values(learned.postings))
      for (let i = 0, q = 0; i < list.length; i++) {
        q += list[i] as number;
        lengths[q] = (lengths[q] ?? 0) + 1;
      }
    memo = { lengths, avg: lengths.reduce((total, n) => total + n, 0) / Math.max(1, lengths.length) };
    memos.set(index, memo);
  }
  const { lengths, avg } = memo;
  const n = learned.targets.length;
  let self = 0;
  for (const [term, weight] of weights) {
    const list = Object.hasOwn(learned.postings, term) ? learned.postings[term] : undefined;
    const df = list ? list.length : 0;
    const idf = Math.log(1 + (n - df + 0.5) / (df + 0.5));
    self += weight * idf;
    for (let i = 0, q = 0; list && i < list.length; i++) {
      q += list[i] as number;
      const norm = K1 * (1 - B + (B * (lengths[q] ?? 0)) / avg);
      perQuestion.set(q, (perQuestion.get(q) ?? 0) + (weight * idf * (K1 + 1)) / (1 + norm));
    }
  }
  for (const [q, score] of perQuestion) perQuestion.set(q, score / Math.max(self, Number.EPSILON));
  return perQuestion;
}

/** Per article index, its best past question's match and half the next one's. */
export function learnedScores(index: KnowledgeIndex, weights: Map<string, number>): Map<number, number> {
  const lists = new Map<number, number[]>();
  for (const [q, score] of pastQuestions(index, weights))
    for (const a of index.learned.targets[q] ?? []) lists.set(a, [...(lists.get(a) ?? []), score]);
  const scores = new Map<number, number>();
  for (const [a, list] of lists) {
    const [first = 0, next = 0] = list.sort((x, y) => y - x);
    scores.set(a, first + NEXT_QUESTION_SHARE * next);
  }
  return scores;
}
const NEXT_QUESTION_SHARE = 0.5;
