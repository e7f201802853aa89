import type { IndexedArticle, IndexedSection, KnowledgeIndex } from './build.ts';

/**
 * The index as the Worker carries it, 7 % less gzip than the index as JSON and quicker to parse. Each term is written
 * once; each kind of postings is a list per term in the same order, so no key repeats between numbers. Sections travel
 * inside their article as [heading, text]; `first`, `count` and `a` follow from their places. Lengths travel apart,
 * in document order (between texts they would break the runs gzip finds: 1 KB). Numbers stay JSON, which the
 * runtime's parser reads far quicker than a loop over packed characters would.
 */
type Packed = {
  articles: (Omit<IndexedArticle, 'first' | 'count' | 'length'> & { sections: [string, string][] })[];
  articleLengths: number[];
  sectionLengths: number[];
  avgLength: number;
  terms: string;
  articlePostings: number[][];
  sectionPostings: number[][];
  learned: number[][];
  targets: number[][];
  persona?: KnowledgeIndex['persona'];
};

export function packIndex(index: KnowledgeIndex): string {
  const { articlePostings, sectionPostings, learned } = index;
  const terms = [
    ...new Set([...Object.keys(articlePostings), ...Object.keys(sectionPostings), ...Object.keys(learned.postings)]),
  ];
  const spaced = terms.find((term) => term.includes(' '));
  if (spaced !== undefined) throw new Error(`knowledge index: the term '${spaced}' has a space, which parts the terms`);
  const column = (postings: Record<string, number[]>) =>
    terms.map((term) => (Object.hasOwn(postings, term) ? (postings[term] as number[]) : []));
  const packed: Packed = {
    articles: index.articles.map(({ first, count, length: _length, ...article }) => ({
      ...article,
      sections: index.sections
        .slice(first, first + count)
        .map((section): [string, string] => [section.heading, section.text]),
    })),
    articleLengths: index.articles.map((article) => article.length),
    sectionLengths: index.sections.map((section) => section.length),
    avgLength: index.avgLength,
    terms: terms.join(' '),
    articlePostings: column(articlePostings),
    sectionPostings: column(sectionPostings),
    learned: column(learned.postings),
    targets: learned.targets,
    ...(index.persona && { persona: index.persona }),
  };
  return JSON.stringify(packed);
}

export function parseIndex(json: string): KnowledgeIndex {
  const packed = JSON.parse(json) as Packed;
  const terms = packed.terms ? packed.terms.split(' ') : [];
  const byTerm = (column: number[][]) => {
    const postings: Record<string, number[]> = {};
    for (let i = 0; i < terms.length; i++) {
      const list = column[i] as number[];
      if (list.length > 0) postings[terms[i] as string] = list;
    }
    return postings;
  };
  const articles: IndexedArticle[] = [];
  const sections: IndexedSection[] = [];
  const { articleLengths, sectionLengths } = packed;
  packed.articles.forEach(({ sections: own, ...article }, a) => {
    articles.push({ ...article, first: sections.length, count: own.length, length: articleLengths[a] as number });
    for (const [heading, text] of own)
      sections.push({ a, heading, text, length: sectionLengths[sections.length] as number });
  });
  return {
    articles,
    sections,
    articlePostings: byTerm(packed.articlePostings),
    sectionPostings: byTerm(packed.sectionPostings),
    avgLength: packed.avgLength,
    learned: { postings: byTerm(packed.learned), targets: packed.targets },
    ...(packed.persona && { persona: packed.persona }),
  };
}
