import type { KnowledgeIndex } from './build.ts';
import { documentCount } from './postings.ts';

/** Typed words the index never uses, one letter off one it does ('facebok', 'audiance'), are read as that word. */
export function spelled(index: KnowledgeIndex, term: string): string {
  if (term.length < MIN_SPELLED || term.startsWith('=') || /\d/.test(term) || uses(index, term) > 0) return term;
  const near = nearWords(index);
  let best = term;
  let bestCount = 0;
  for (const variant of deletions(term))
    for (const candidate of near.get(variant) ?? []) {
      if (!isSlip(term, candidate)) continue;
      const n = uses(index, candidate);
      if (n > bestCount) [best, bestCount] = [candidate, n];
    }
  return best;
}
const MIN_SPELLED = 5;

/** How many articles and sections use the word. */
const uses = (index: KnowledgeIndex, term: string) =>
  (Object.hasOwn(index.articlePostings, term) ? documentCount(index.articlePostings[term]) : 0) +
  (Object.hasOwn(index.sectionPostings, term) ? documentCount(index.sectionPostings[term]) : 0);

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
