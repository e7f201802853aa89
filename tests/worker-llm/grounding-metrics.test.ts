import { afterEach, describe, expect, it, vi } from 'vitest';
import { METRIC_FACTS_INSTRUCTION } from '../../worker/lib/ai/metric-facts';
import { readEvents, sendMessage } from '../worker/chat-helpers';
import { signUp } from '../worker/helpers';
import { fakeLlm, openAiChunks } from './fake-llm';

afterEach(() => vi.restoreAllMocks());

type Sent = { role: string; content: string }[];

async function systemPromptFor(userMessage: string): Promise<string> {
  const calls = fakeLlm('llm.test', () => openAiChunks(['Your CPC is $0.40.']));
  const { accessToken } = await signUp();
  await readEvents(await sendMessage(accessToken, { userMessage }, { stream: true }));
  return ((calls[0]?.body.messages ?? []) as Sent)[0]?.content ?? '';
}

describe('an LLM given the user’s numbers', () => {
  it('gets the computed table as facts and is told to use it, never to do the arithmetic', async () => {
    const system = await systemPromptFor('I spent $200 and got 500 clicks from 40,000 impressions. Is my CPC ok?');
    expect(system).toContain(METRIC_FACTS_INSTRUCTION);
    expect(system).toContain('never do the arithmetic yourself');
    expect(system).toContain('| CPC | ad spend / clicks | $200 / 500 clicks | **$0.40** |');
    expect(system).toContain(
      '| CTR | clicks / impressions × 100 | 500 clicks / 40,000 impressions × 100 | **1.25%** |',
    );
  });

  it('gets no table when the question carries no numbers', async () => {
    const system = await systemPromptFor('How does target CPA bidding work?');
    expect(system).not.toContain(METRIC_FACTS_INSTRUCTION);
    expect(system).not.toContain('| Metric |');
  });
});
