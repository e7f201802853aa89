import { describe, expect, it } from 'vitest';
import { buildIndex } from '../../worker/lib/knowledge/build';
import { packIndex, parseIndex } from '../../worker/lib/knowledge/packed';
import { knowledgeIndex } from '../../worker/lib/knowledge/personas';
import { fixtureArticles, fixtureIndex } from './knowledge-fixtures';

const roundTrip = (index: ReturnType<typeof fixtureIndex>) =>
  expect(parseIndex(packIndex(index))).toEqual(JSON.parse(JSON.stringify(index)));

describe('the index the Worker carries', () => {
  it('unpacks to exactly the index the build made', () => {
    roundTrip(fixtureIndex());
  });

  it('unpacks past questions and the articles they name', () => {
    const index = buildIndex(fixtureArticles(), {
      'budget-daily': ['how do I split a monthly budget per day', 'why did my daily budget overspend'],
      'metrics-roas': ['what roas do I need to break even', 'how do I split a monthly budget per day'],
    });
    const at = (id: string) => index.articles.findIndex((article) => article.id === id);
    expect(index.learned.targets).toContainEqual([at('budget-daily'), at('metrics-roas')]);
    roundTrip(index);
  });

  it('writes each term once, its lists in the same place of every kind of postings', () => {
    const index = {
      ...fixtureIndex(),
      articlePostings: { roas: [0, 2], cpa: [1, 3] },
      sectionPostings: { cpa: [4, 1, 2, 1], roas: [0, 5] },
    };
    const packed = JSON.parse(packIndex(index));
    const terms: string[] = packed.terms.split(' ');
    expect(terms).toEqual(['roas', 'cpa']);
    expect(packed.sectionPostings).toEqual([
      [0, 5],
      [4, 1, 2, 1],
    ]);
    expect(parseIndex(packIndex(index))).toMatchObject({
      articlePostings: { roas: [0, 2], cpa: [1, 3] },
      sectionPostings: { cpa: [4, 1, 2, 1], roas: [0, 5] },
    });
  });

  it('refuses a term with a space, which would shift every term after it', () => {
    const index = { ...fixtureIndex(), sectionPostings: { 'cost per': [0, 1] } };
    expect(() => packIndex(index)).toThrow("the term 'cost per' has a space");
  });

  it('serves both packs with every section posting a [gap, count] pair again', () => {
    for (const persona of ['ads', 'coach'] as const) {
      const lists = Object.values(knowledgeIndex(persona).sectionPostings);
      expect(lists.length).toBeGreaterThan(1000);
      expect(lists.every((list) => list.length % 2 === 0 && list.every((n) => n >= 0))).toBe(true);
    }
  });
});
