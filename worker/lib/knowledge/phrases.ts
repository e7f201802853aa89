import type { IndexedSection, KnowledgeIndex } from './build.ts';
import type { SectionHit } from './search.ts';
import { stemPairs } from './text.ts';

/** Each pair of the question's neighbouring words found side by side in a section ('audience network') adds this. */
const PAIR_BOOST = 0.2;
const MAX_PAIRS = 2;
/** A phrase in more than this share of sections ('landing page') says little about which one answers. */
const RARE_SHARE = 0.03;

const sectionPairs = new WeakMap<IndexedSection, Set<string>>();
const pairsIn = (section: IndexedSection) => {
  let pairs = sectionPairs.get(section);
  if (!pairs) {
    pairs = stemPairs(`${section.heading}. ${section.text}`);
    sectionPairs.set(section, pairs);
  }
  return pairs;
};

const pairCounts = new WeakMap<KnowledgeIndex, Map<string, number>>();
function sectionsWith(index: KnowledgeIndex, pair: string): number {
  let counts = pairCounts.get(index);
  if (!counts) {
    counts = new Map();
    for (const section of index.sections) for (const p of pairsIn(section)) counts.set(p, (counts.get(p) ?? 0) + 1);
    pairCounts.set(index, counts);
  }
  return counts.get(pair) ?? 0;
}

/**
 * Words matched one by one cannot tell 'audience network' from a section on audiences: a section that has the
 * question's rarer phrases as phrases ranks above one that only has their words apart.
 */
export function preferPhrases(index: KnowledgeIndex, hits: SectionHit[], question: string): SectionHit[] {
  const limit = RARE_SHARE * index.sections.length;
  // The rarer the phrase, the more it says: one in a single section counts almost fully, one near the limit barely.
  const asked = [...stemPairs(question)]
    .map((pair) => ({ pair, weight: 1 - sectionsWith(index, pair) / limit }))
    .filter(({ weight }) => weight > 0 && weight < 1);
  if (asked.length === 0) return hits;
  return hits
    .map((hit) => {
      const found = asked.filter(({ pair }) => pairsIn(hit.section).has(pair)).map(({ weight }) => weight);
      if (found.length === 0) return hit;
      const strength = found.sort((a, b) => b - a).slice(0, MAX_PAIRS);
      return { ...hit, score: hit.score * (1 + PAIR_BOOST * strength.reduce((sum, w) => sum + w, 0)) };
    })
    .sort((a, b) => b.score - a.score);
}
