import { env } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readEvents, sendMessage } from '../worker/chat-helpers';
import { signUp } from '../worker/helpers';
import { fakeLlm, openAiChunks } from './fake-llm';

afterEach(() => vi.restoreAllMocks());

type Sent = { role: string; content: string }[];

describe('a reply written by an LLM', () => {
  it('records the provider and the titles of the articles its system prompt carried', async () => {
    const calls = fakeLlm('llm.test', () => openAiChunks(['About $98.68 a day.']));
    const { accessToken } = await signUp();
    const events = await readEvents(
      await sendMessage(
        accessToken,
        { userMessage: 'How do I turn a $3,000 monthly budget into a daily budget?' },
        {
          stream: true,
        },
      ),
    );
    const done = events.find((event) => event.event === 'done')?.data.message as { _id: string; rating: null };
    expect(done.rating).toBeNull();
    const row = await env.DB.prepare('select provider, sources from messages where id = ?')
      .bind(done._id)
      .first<{ provider: string; sources: string }>();
    expect(row?.provider).toBe('openai-compatible');
    const sources = JSON.parse(row?.sources ?? 'null') as string[];
    const system = ((calls[0]?.body.messages ?? []) as Sent)[0]?.content ?? '';
    const titles = [...system.matchAll(/^### (.+?): .+\n\[article: /gm)].map((match) => match[1]);
    expect(sources.length).toBeGreaterThan(0);
    expect(sources).toEqual([...new Set(titles)]);
  });

  it('records no articles when the knowledge base does not cover the question', async () => {
    fakeLlm('llm.test', () => openAiChunks(['I do not know.']));
    const { accessToken } = await signUp();
    const events = await readEvents(
      await sendMessage(accessToken, { userMessage: 'What is the capital of Mongolia?' }, { stream: true }),
    );
    const done = events.find((event) => event.event === 'done')?.data.message as { _id: string };
    const row = await env.DB.prepare('select provider, sources from messages where id = ?')
      .bind(done._id)
      .first<{ provider: string; sources: string }>();
    expect(row).toEqual({ provider: 'openai-compatible', sources: '[]' });
  });
});
