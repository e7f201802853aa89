import { describe, expect, it } from 'vitest';
import {
  buildSystemPrompt,
  COACH_SYSTEM_PROMPT,
  estimateTokens,
  KNOWLEDGE_TOKEN_BUDGET,
  newestWithin,
  SYSTEM_PROMPT,
} from '../../worker/lib/ai/prompt';
import { retrieve } from '../../worker/lib/ai/retrieve';
import { fixtureIndex } from './knowledge-fixtures';

const hitsFor = (question: string) =>
  retrieve(fixtureIndex(), { persona: 'ads', agent: 'advisor', questions: [question] }).hits;

describe('newestWithin', () => {
  it('keeps the newest items that fit the budget, oldest first, and always the newest', () => {
    const cost = (n: number) => n;
    expect(newestWithin([5, 4, 3, 2, 1], cost, 6)).toEqual([3, 2, 1]);
    expect(newestWithin([5, 4, 3, 2, 1], cost, 15)).toEqual([5, 4, 3, 2, 1]);
    expect(newestWithin([1, 9], cost, 6)).toEqual([9]);
    expect(newestWithin([], cost, 6)).toEqual([]);
  });
});

describe('buildSystemPrompt', () => {
  it('puts the best-matching sections in the prompt, best first, with the instruction to ground the answer', () => {
    const prompt = buildSystemPrompt({
      persona: 'ads',
      agent: 'advisor',
      hits: hitsFor('What ROAS do I need to break even?'),
    });
    expect(prompt.startsWith(SYSTEM_PROMPT)).toBe(true);
    expect(prompt).toContain('Ground your answer in them and name the article you drew on');
    expect(prompt).toContain('say so plainly');
    const first = prompt.indexOf('### ROAS and break-even: Break-even ROAS\n[article: metrics-roas]');
    expect(first).toBeGreaterThan(0);
    expect(prompt).toContain('`Break-even ROAS = 1 / profit margin`');
  });

  it('keeps the knowledge within its token budget', () => {
    const hits = hitsFor('budget bidding agency fees leads ROAS daily target cpa');
    expect(hits.length).toBeGreaterThan(3);
    const full = buildSystemPrompt({ persona: 'ads', agent: 'advisor', hits });
    const tight = buildSystemPrompt({ persona: 'ads', agent: 'advisor', hits, budget: 60 });
    const knowledge = (prompt: string) => prompt.slice(prompt.indexOf('Knowledge base excerpts'));
    expect(estimateTokens(knowledge(full))).toBeLessThanOrEqual(KNOWLEDGE_TOKEN_BUDGET + 50);
    expect((knowledge(tight).match(/^### /gm) ?? []).length).toBeLessThan(
      (knowledge(full).match(/^### /gm) ?? []).length,
    );
    expect(estimateTokens(knowledge(tight))).toBeLessThanOrEqual(60 + 50);
  });

  it('says when the knowledge base has nothing on the question', () => {
    const prompt = buildSystemPrompt({ persona: 'ads', agent: 'advisor', hits: [] });
    expect(prompt).toContain('The knowledge base has nothing on this question');
  });

  it('steers by the agent and gives the user’s about answer as context', () => {
    const prompt = buildSystemPrompt({
      persona: 'ads',
      agent: 'negotiation',
      aboutYou: 'We sell handmade candles online.',
      hits: [],
    });
    expect(prompt).toContain('You are the Negotiation agent');
    expect(prompt).toContain('We sell handmade candles online.');
  });

  it('is the coach persona’s assistant for PERSONA=coach', () => {
    const prompt = buildSystemPrompt({ persona: 'coach', agent: 'advisor', aboutYou: 'Under-10s football', hits: [] });
    expect(prompt.startsWith(COACH_SYSTEM_PROMPT)).toBe(true);
    expect(prompt).toContain('"What sport do you coach?"');
  });
});
