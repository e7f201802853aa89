import type { KnowledgeIndex } from './build.ts';

/**
 * The index as the Worker carries it. Most words occur once in a section, so a section posting of count 1 is written as
 * its gap alone and any other as the gap's complement followed by the count (3 KB less gzip than [gap, count] pairs).
 */
export function packIndex(index: KnowledgeIndex): string {
  const sectionPostings: Record<string, number[]> = Object.create(null);
  for (const [term, list] of Object.entries(index.sectionPostings)) {
    const packed: number[] = [];
    for (let i = 0; i < list.length; i += 2) {
      const gap = list[i] as number;
      const count = list[i + 1] as number;
      if (count === 1) packed.push(gap);
      else packed.push(-gap - 1, count);
    }
    sectionPostings[term] = packed;
  }
  return JSON.stringify({ ...index, sectionPostings });
}

export function parseIndex(json: string): KnowledgeIndex {
  const index = JSON.parse(json) as KnowledgeIndex;
  for (const [term, packed] of Object.entries(index.sectionPostings)) {
    const list: number[] = [];
    for (let i = 0; i < packed.length; i++) {
      const n = packed[i] as number;
      if (n >= 0) list.push(n, 1);
      else list.push(-n - 1, packed[++i] as number);
    }
    index.sectionPostings[term] = list;
  }
  return index;
}
