/**
 * A term's postings: per document (article or section), its distance from the previous one, then its count negated,
 * unless the count is 1. Most terms occur once in a section or article, so most postings are one small number
 * (4 KB of gzip, and fewer numbers to parse).
 */
export function compact(pairs: number[]): number[] {
  const list: number[] = [];
  for (let i = 0; i < pairs.length; i += 2) {
    const [gap, count] = [pairs[i] as number, pairs[i + 1] as number];
    if (count === 1) list.push(gap);
    else list.push(gap, -count);
  }
  return list;
}

export function eachPosting(list: number[], visit: (doc: number, count: number) => void) {
  for (let i = 0, doc = 0; i < list.length; i++) {
    doc += list[i] as number;
    const next = list[i + 1] as number;
    if (next < 0) i++;
    visit(doc, next < 0 ? -next : 1);
  }
}

/** How many documents use the term. */
export function documentCount(list: number[] | undefined): number {
  let n = 0;
  for (const x of list ?? []) if (x >= 0) n++;
  return n;
}
