import { describe, expect, it } from 'vitest';
import { buildIndex } from '../../worker/lib/knowledge/build';
import { learnedScores } from '../../worker/lib/knowledge/learned';
import { inPackingOrder } from '../../worker/lib/knowledge/question-order';
import { queryWeights } from '../../worker/lib/knowledge/search';
import { fixtureArticles } from './knowledge-fixtures';

describe('past questions in packing order', () => {
  it('groups them by the articles that answered them, each followed by the most alike one left', () => {
    const questions = new Map([
      ['a b c', new Set([1])],
      ['x y', new Set([0])],
      ['q r', new Set([1])],
      ['a b d', new Set([1])],
      ['x z', new Set([0])],
      ['a x', new Set([1, 0])],
    ]);
    expect(inPackingOrder(questions).map(([words, answered]) => `${answered.join(',')}: ${words.join(' ')}`)).toEqual([
      '0: x y',
      '0: x z',
      '0,1: a x',
      '1: a b c',
      '1: a b d',
      '1: q r',
    ]);
  });

  it('scores a new question the same whatever order the past questions came in', () => {
    const past = {
      'budget-daily': [
        'google burns my whole wallet before lunch on busy days',
        'busy day and the whole wallet is gone before lunch',
        'my daily budget is gone by lunch',
      ],
      'metrics-roas': ['what roas means for my wallet', 'is a roas of 2 good before lunch', 'roas on busy days'],
    };
    const reversed = Object.fromEntries(Object.entries(past).map(([id, list]) => [id, [...list].reverse()]));
    const scores = (phrasings: Record<string, string[]>) => {
      const index = buildIndex(fixtureArticles(), phrasings);
      const weights = queryWeights(index, [{ text: 'whole wallet gone before lunch on a busy day', weight: 1 }]);
      return [...learnedScores(index, weights)].sort(([a], [b]) => a - b);
    };
    const forward = scores(past);
    expect(forward.length).toBe(2);
    expect(scores(reversed)).toEqual(forward);
  });
});
