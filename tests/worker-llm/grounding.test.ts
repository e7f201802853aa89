import { afterEach, describe, expect, it, vi } from 'vitest';
import { readEvents, sendMessage } from '../worker/chat-helpers';
import { api, signUp } from '../worker/helpers';
import { fakeLlm, openAiChunks } from './fake-llm';

afterEach(() => vi.restoreAllMocks());

type Sent = { role: string; content: string }[];

describe('an LLM grounded in the knowledge base (RAG)', () => {
  it('gets the best-matching sections in its system prompt, with the instruction to ground the answer', async () => {
    const calls = fakeLlm('llm.test', () => openAiChunks(['About $98.68 a day.']));
    const { accessToken } = await signUp();
    await readEvents(
      await sendMessage(
        accessToken,
        { userMessage: 'How do I turn a $3,000 monthly budget into a daily budget?' },
        { stream: true },
      ),
    );
    const system = ((calls[0]?.body.messages ?? []) as Sent)[0];
    expect(system?.role).toBe('system');
    expect(system?.content).toContain('Ground your answer in them and name the article you drew on');
    expect(system?.content).toContain('[article: budget-monthly-to-daily]');
    expect(system?.content).toContain('Daily budget = monthly budget / 30.4');
  });

  it("steers by the chat's agent and gives the user's about answer as context", async () => {
    const calls = fakeLlm('llm.test', () => openAiChunks(['Ask for a trial period.']));
    const { accessToken } = await signUp();
    const about = 'We are a two-person bakery selling cakes online in Leeds.';
    expect(
      (await api('/api/user/about', { method: 'PUT', token: accessToken, body: { about_you: about } })).status,
    ).toBe(200);
    await readEvents(
      await sendMessage(
        accessToken,
        { userMessage: 'What should we ask an agency before signing?', agent: 'negotiation' },
        { stream: true },
      ),
    );
    const system = ((calls[0]?.body.messages ?? []) as Sent)[0]?.content ?? '';
    expect(system).toContain('You are the Negotiation agent');
    expect(system).toContain(about);
    expect(system).toMatch(/\[article: negotiation-[\w-]+\]/);
  });

  it('tells the model plainly when the knowledge base has nothing on the question', async () => {
    const calls = fakeLlm('llm.test', () => openAiChunks(['I cannot help with baking.']));
    const { accessToken } = await signUp();
    await readEvents(
      await sendMessage(accessToken, { userMessage: 'How do I bake sourdough bread?' }, { stream: true }),
    );
    const system = ((calls[0]?.body.messages ?? []) as Sent)[0]?.content ?? '';
    expect(system).toContain('The knowledge base has nothing on this question');
    expect(system).not.toContain('[article:');
  });
});
