import { describe, expect, it } from 'vitest';
import { packIndex, parseIndex } from '../../worker/lib/knowledge/packed';
import { knowledgeIndex } from '../../worker/lib/knowledge/personas';
import { fixtureIndex } from './knowledge-fixtures';

describe('the index the Worker carries', () => {
  it('unpacks to exactly the index the build made', () => {
    const index = fixtureIndex();
    expect(parseIndex(packIndex(index))).toEqual(JSON.parse(JSON.stringify(index)));
  });

  it('writes a posting of count 1 as its gap alone, and any other count after the gap complement', () => {
    const index = { ...fixtureIndex(), sectionPostings: { roas: [0, 1, 4, 3, 2, 1] } };
    expect(JSON.parse(packIndex(index)).sectionPostings).toEqual({ roas: [0, -5, 3, 2] });
    expect(parseIndex(packIndex(index)).sectionPostings).toEqual({ roas: [0, 1, 4, 3, 2, 1] });
  });

  it('serves both packs with every section posting a [gap, count] pair again', () => {
    for (const persona of ['ads', 'coach'] as const) {
      const lists = Object.values(knowledgeIndex(persona).sectionPostings);
      expect(lists.length).toBeGreaterThan(1000);
      expect(lists.every((list) => list.length % 2 === 0 && list.every((n) => n >= 0))).toBe(true);
    }
  });
});
