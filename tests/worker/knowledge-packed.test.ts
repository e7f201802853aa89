import { describe, expect, it } from 'vitest';
import { buildIndex } from '../../worker/lib/knowledge/build';
import { packIndex, parseIndex } from '../../worker/lib/knowledge/packed';
import { knowledgeIndex } from '../../worker/lib/knowledge/personas';
import { documentCount, eachPosting } from '../../worker/lib/knowledge/postings';
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

  it('serves both packs with every posting a gap, then its count negated only when not 1', () => {
    for (const persona of ['ads', 'coach'] as const) {
      const { sectionPostings, articlePostings } = knowledgeIndex(persona);
      const lists = [...Object.values(sectionPostings), ...Object.values(articlePostings)];
      expect(lists.length).toBeGreaterThan(2000);
      const wellFormed = (list: number[]) =>
        list.every((n, i) => (i === 0 || n >= 0 ? n >= 0 : n < -1 && (list[i - 1] as number) >= 0));
      expect(lists.every(wellFormed)).toBe(true);
      expect(lists.some((list) => list.some((n) => n < 0))).toBe(true);
    }
  });

  it('reads a count of 1 from a gap alone and any other count from the number after it', () => {
    const index = buildIndex(fixtureArticles());
    const visited: [number, number][] = [];
    eachPosting([0, 2, -3, 5], (doc, count) => visited.push([doc, count]));
    expect(visited).toEqual([
      [0, 1],
      [2, 3],
      [7, 1],
    ]);
    const lengths = index.sections.map(() => 0);
    for (const list of Object.values(index.sectionPostings))
      eachPosting(list, (s, count) => {
        lengths[s] = (lengths[s] ?? 0) + count;
      });
    expect(lengths).toEqual(index.sections.map((section) => section.length));
    expect(documentCount([0, 2, -3, 5])).toBe(3);
  });
});
