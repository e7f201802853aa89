import { describe, expect, it } from 'vitest';
import { buildIndexes } from '../../scripts/knowledge-plugin';
import { packIndex, parseIndex } from '../../worker/lib/knowledge/packed';

describe('the index the Worker carries', () => {
  it('unpacks to exactly the index the build made, for both packs', () => {
    for (const index of Object.values(buildIndexes())) {
      const expected = JSON.parse(JSON.stringify(index));
      expect(parseIndex(packIndex(index))).toEqual(expected);
    }
  });

  it('writes a posting of count 1 as its gap alone, and any other count after the gap complement', () => {
    const index = Object.values(buildIndexes())[0];
    if (!index) throw new Error('no index');
    const one = { ...index, sectionPostings: { roas: [0, 1, 4, 3, 2, 1] } };
    expect(JSON.parse(packIndex(one)).sectionPostings).toEqual({ roas: [0, -5, 3, 2] });
    expect(parseIndex(packIndex(one)).sectionPostings).toEqual({ roas: [0, 1, 4, 3, 2, 1] });
  });
});
