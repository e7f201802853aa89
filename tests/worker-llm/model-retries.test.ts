import { afterEach, describe, expect, it, vi } from 'vitest';
import { readEvents, sendMessage } from '../worker/chat-helpers';
import { signUp } from '../worker/helpers';
import { fakeLlm, openAiChunks } from './fake-llm';

const PIECES = ['Start', ' with', ' a', ' daily', ' budget', '.'];

afterEach(() => vi.restoreAllMocks());

/** The fake LLM, busy (503) for its first `busy` calls; every call it was asked, counted. */
function busyThenAnswering(busy: number) {
  const calls = fakeLlm('llm.test', () => openAiChunks(PIECES));
  const answer = vi.mocked(fetch).getMockImplementation();
  if (!answer) throw new Error('fakeLlm answers through a mocked fetch');
  let asked = 0;
  vi.mocked(fetch).mockImplementation(async (input, init) => {
    if (new URL(new Request(input, init).url).host !== 'llm.test' || asked++ >= busy) return answer(input, init);
    return new Response(JSON.stringify({ error: { message: 'The server is busy.' } }), {
      status: 503,
      headers: { 'content-type': 'application/json', 'retry-after-ms': '5' },
    });
  });
  return { calls, asked: () => asked };
}

async function reply(token: string) {
  const res = await sendMessage(token, { userMessage: 'Budget?' }, { stream: true });
  const events = await readEvents(res);
  return events.at(-1)?.data.message as { status: string; text_content: string };
}

describe('a model that is busy for a moment', () => {
  it('is asked again, twice at most, and the reply is written whole', async () => {
    const { accessToken } = await signUp();
    const model = busyThenAnswering(2);
    expect(await reply(accessToken)).toMatchObject({ status: 'complete', text_content: PIECES.join('') });
    expect(model.asked()).toBe(3);
  });

  it('still busy on the third call leaves the reply incomplete', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { accessToken } = await signUp();
    const model = busyThenAnswering(3);
    expect(await reply(accessToken)).toMatchObject({ status: 'incomplete', text_content: '' });
    expect(model.asked()).toBe(3);
  });
});
