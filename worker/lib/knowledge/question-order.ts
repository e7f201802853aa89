/**
 * Past questions in the order that packs smallest: grouped by the articles that answered them (their targets repeat),
 * each followed by the most alike one left in its group, so the gaps in a word's postings are small and repeat
 * (5 KB of gzip). Scores never depend on a question's place.
 */
export function inPackingOrder(questions: Map<string, Set<number>>): [string[], number[]][] {
  const groups = new Map<string, { answered: number[]; keys: string[][] }>();
  for (const [key, answered] of questions) {
    const targets = [...answered].sort((a, b) => a - b);
    const group = groups.get(targets.join(' ')) ?? { answered: targets, keys: [] };
    group.keys.push([...new Set(key.split(' '))]);
    groups.set(targets.join(' '), group);
  }
  const ordered: [string[], number[]][] = [];
  for (const { answered, keys } of [...groups.values()].sort((a, b) => compare(a.answered, b.answered))) {
    const left = new Set(keys);
    let next = keys[0];
    while (next) {
      left.delete(next);
      ordered.push([next, answered]);
      next = mostAlike(next, left);
    }
  }
  return ordered;
}

function mostAlike(words: string[], others: Set<string[]>): string[] | undefined {
  const own = new Set(words);
  let best: string[] | undefined;
  let bestShare = -1;
  for (const other of others) {
    const shared = other.filter((word) => own.has(word)).length;
    const share = shared / (own.size + other.length - shared);
    if (share > bestShare) [best, bestShare] = [other, share];
  }
  return best;
}

function compare(a: number[], b: number[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) return (a[i] as number) - (b[i] as number);
  return a.length - b.length;
}
