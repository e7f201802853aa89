import { describe, expect, it } from 'vitest';
import { retrieve } from '../../worker/lib/ai/retrieve';
import { knowledgeIndex } from '../../worker/lib/knowledge/personas';

const first = (question: string) =>
  retrieve(knowledgeIndex('ads'), { persona: 'ads', agent: 'advisor', questions: [question] }).articles[0]?.id;

describe('the ads article a question finds first', () => {
  it('reads traffic that brings nothing as the clicks-without-results symptom, whatever platform it names', () => {
    for (const question of [
      'tiktok campaign for our sneaker drop: 2,000 clicks and not one purchase',
      'snapchat ads: thousands of views, zero orders. what now',
      'running bing ads for the bakery, 400 clicks, no orders',
    ])
      expect(first(question), question).toBe('troubleshoot-clicks-no-conversions');
    expect(first('brand new google ads account, no conversions yet. is maximize clicks ok to start?')).toBe(
      'bidding-maximize-clicks',
    );
  });

  it('reads why a buyer would pick this business, and who it is for, as positioning', () => {
    for (const question of [
      'why should a customer choose us over the big chains when we cost more?',
      'how do we make our ads different from the five other yoga studios in town?',
      'what message should a tiny bike shop put in its ads?',
    ])
      expect(first(question), question).toBe('marketing-positioning');
  });

  it('reads splitting into separate campaigns or keeping one as the consolidate-or-segment question', () => {
    for (const question of [
      'we run ads in three cities. separate campaigns for each city or one campaign?',
      'is it fine to keep everything in one campaign for my 4 salon services?',
    ])
      expect(first(question), question).toBe('campaign-structure-consolidation');
  });

  it('reads a figure judged against what others pay or publish as a benchmark question', () => {
    expect(first('paying $4 a click on google for my bakery, is that crazy?')).toBe('benchmarks-google-search');
    expect(first('are there published numbers for facebook cpm in retail?')).toBe('benchmarks-social-and-display');
    expect(first('what do other advertisers pay per lead on linkedin?')).toBe('benchmarks-social-and-display');
  });

  it('reads a cost that rose after a budget was raised as the scaling question', () => {
    expect(first('we tripled the budget on our best meta campaign and now cost per sale is up 50%, why?')).toBe(
      'budget-scaling',
    );
  });
});
