import type { IndexedArticle, IndexedSection, KnowledgeIndex } from './build.ts';

/**
 * The index as the Worker carries it, 13 % less gzip than the index as JSON. Each term is written once; each kind of
 * postings is one string with a list per term in the same order, the lists apart by a space, a number a few
 * characters (`digits`). A [gap, count] posting of count 1 is 2 × gap alone, any other 2 × gap + 1 then the count.
 * Lengths, `first`, `count` and `a` follow from the postings and the sections' places in their articles.
 */
type Packed = {
  articles: (Omit<IndexedArticle, 'first' | 'count' | 'length'> & { sections: string[] })[];
  avgLength: number;
  terms: string;
  articlePostings: string;
  sectionPostings: string;
  learned: string;
  targets: string;
  persona?: KnowledgeIndex['persona'];
};

/** The printable ASCII a JSON string in a single-quoted literal carries unescaped: the first 64 end a number. */
const DIGITS = [...Array(94)].map((_, i) => String.fromCharCode(33 + i)).filter((c) => !`"'\\`.includes(c));
const FINAL = 64;
const LEAD = DIGITS.length - FINAL;
const VALUE = new Uint8Array(128);
DIGITS.forEach((digit, value) => {
  VALUE[digit.charCodeAt(0)] = value;
});
const SPACE = 32;

function digits(list: number[]): string {
  let out = '';
  for (const n of list) {
    let number = DIGITS[n % FINAL] as string;
    for (let rest = Math.floor(n / FINAL); rest > 0; rest = Math.floor(rest / LEAD))
      number = DIGITS[FINAL + (rest % LEAD)] + number;
    out += number;
  }
  return out;
}

function foldCounts(pairs: number[]): number[] {
  const out: number[] = [];
  for (let i = 0; i < pairs.length; i += 2) {
    const gap = pairs[i] as number;
    const count = pairs[i + 1] as number;
    if (count === 1) out.push(2 * gap);
    else out.push(2 * gap + 1, count);
  }
  return out;
}

/**
 * A column's lists in one pass (the Worker parses the index while a question waits), each handed to `each` with its
 * place; with `lengths`, lists are [gap, count] postings and each document's counts add up there.
 */
function readColumn(text: string, each: (list: number[], i: number) => void, lengths?: number[]) {
  let list: number[] = [];
  let place = 0;
  let lead = 0;
  let doc = 0;
  let countNext = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === SPACE) {
      each(list, place++);
      list = [];
      doc = 0;
      continue;
    }
    const value = VALUE[code] as number;
    if (value >= FINAL) {
      lead = lead * LEAD + value - FINAL;
      continue;
    }
    const n = lead * FINAL + value;
    lead = 0;
    if (!lengths) list.push(n);
    else if (countNext) {
      list.push(n);
      lengths[doc] = (lengths[doc] as number) + n;
      countNext = false;
    } else if (n & 1) {
      doc += n >> 1;
      list.push(n >> 1);
      countNext = true;
    } else {
      doc += n >> 1;
      list.push(n >> 1, 1);
      lengths[doc] = (lengths[doc] as number) + 1;
    }
  }
  each(list, place);
}

export function packIndex(index: KnowledgeIndex): string {
  const { articlePostings, sectionPostings, learned } = index;
  const terms = [
    ...new Set([...Object.keys(articlePostings), ...Object.keys(sectionPostings), ...Object.keys(learned.postings)]),
  ];
  const spaced = terms.find((term) => term.includes(' '));
  if (spaced !== undefined) throw new Error(`knowledge index: the term '${spaced}' has a space, which parts the terms`);
  const column = (postings: Record<string, number[]>, fold: (list: number[]) => number[]) =>
    terms.map((term) => (Object.hasOwn(postings, term) ? digits(fold(postings[term] as number[])) : '')).join(' ');
  const packed: Packed = {
    articles: index.articles.map(({ first, count, length: _length, ...meta }) => ({
      ...meta,
      sections: index.sections.slice(first, first + count).flatMap((section) => [section.heading, section.text]),
    })),
    avgLength: index.avgLength,
    terms: terms.join(' '),
    articlePostings: column(articlePostings, foldCounts),
    sectionPostings: column(sectionPostings, foldCounts),
    learned: column(learned.postings, (list) => list),
    targets: learned.targets.map(digits).join(' '),
    ...(index.persona && { persona: index.persona }),
  };
  return JSON.stringify(packed);
}

export function parseIndex(json: string): KnowledgeIndex {
  const packed = JSON.parse(json) as Packed;
  const terms = packed.terms.split(' ');
  const byTerm = (text: string, lengths?: number[]) => {
    const postings: Record<string, number[]> = {};
    readColumn(
      text,
      (list, i) => {
        if (list.length > 0) postings[terms[i] as string] = list;
      },
      lengths,
    );
    return postings;
  };
  const articleLengths = new Array<number>(packed.articles.length).fill(0);
  const sectionLengths = new Array<number>(packed.articles.reduce((n, a) => n + a.sections.length / 2, 0)).fill(0);
  const articlePostings = byTerm(packed.articlePostings, articleLengths);
  const sectionPostings = byTerm(packed.sectionPostings, sectionLengths);
  const targets: number[][] = [];
  if (packed.targets) readColumn(packed.targets, (list) => targets.push(list));
  const articles: IndexedArticle[] = [];
  const sections: IndexedSection[] = [];
  packed.articles.forEach(({ sections: own, ...meta }, a) => {
    articles.push({ ...meta, first: sections.length, count: own.length / 2, length: articleLengths[a] as number });
    for (let i = 0; i < own.length; i += 2)
      sections.push({
        a,
        heading: own[i] as string,
        text: own[i + 1] as string,
        length: sectionLengths[sections.length] as number,
      });
  });
  return {
    articles,
    sections,
    articlePostings,
    sectionPostings,
    avgLength: packed.avgLength,
    learned: { postings: byTerm(packed.learned), targets },
    ...(packed.persona && { persona: packed.persona }),
  };
}
