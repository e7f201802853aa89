import { afterEach, describe, expect, it, vi } from 'vitest';
import { METRIC_FACTS_INSTRUCTION } from '../../worker/lib/ai/metric-facts';
import { REPORT_FACTS_INSTRUCTION } from '../../worker/lib/ai/report-facts';
import { readEvents, sendMessage } from '../worker/chat-helpers';
import { signUp } from '../worker/helpers';
import { GOOGLE_ADS } from '../worker/report-fixtures';
import { fakeLlm, openAiChunks } from './fake-llm';

afterEach(() => vi.restoreAllMocks());

type Sent = { role: string; content: string }[];

async function systemPromptFor(userMessage: string): Promise<string> {
  const calls = fakeLlm('llm.test', () => openAiChunks(['Start with Generic - Running Shoes.']));
  const { accessToken } = await signUp();
  await readEvents(await sendMessage(accessToken, { userMessage }, { stream: true }));
  return ((calls[0]?.body.messages ?? []) as Sent)[0]?.content ?? '';
}

describe('an LLM given a pasted report', () => {
  it('gets the computed audit as facts, told not to redo the arithmetic, and no figures read from the cells', async () => {
    const system = await systemPromptFor(`What should I fix first?\n${GOOGLE_ADS}`);
    expect(system).toContain(REPORT_FACTS_INSTRUCTION);
    expect(system).toContain('never redo the arithmetic');
    expect(system).toContain(
      '| Generic - Running Shoes | $4,820.00 | 48,200 | 2,410 | 60 | $7,200.00 | 5.00% | $2.00 | 2.49% | $80.33 | 1.49 | WARN |',
    );
    expect(system).toContain('1. **Generic - Running Shoes**');
    expect(system).toContain('_At stake: $1,847.00._');
    expect(system).not.toContain(METRIC_FACTS_INSTRUCTION);
  });

  it('gets what the audit could not read, to ask the user for it', async () => {
    const system = await systemPromptFor('Campaign\tImpr.\tClicks\nA\t100\t10\nB\t200\t20');
    expect(system).toContain(REPORT_FACTS_INSTRUCTION);
    expect(system).toContain('but I also need Cost (or Amount spent, Spend).');
  });

  it('gets no audit for a question without a table', async () => {
    const system = await systemPromptFor('I spent $200, got 500 clicks, and 3 sales. Is that ok?');
    expect(system).not.toContain(REPORT_FACTS_INSTRUCTION);
    expect(system).toContain(METRIC_FACTS_INSTRUCTION);
  });
});
