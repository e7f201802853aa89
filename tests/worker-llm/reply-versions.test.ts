import { SELF } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChatMessage } from '../../worker/contract/chat-views';
import { readEvents } from '../worker/chat-helpers';
import { api, BASE, json, signUp } from '../worker/helpers';
import { fakeLlm, openAiChunks } from './fake-llm';

afterEach(() => vi.restoreAllMocks());

/** The model answers 'Answer 1', 'Answer 2', ... one per request, so each reply says which call wrote it. */
function numberedLlm() {
  let calls = 0;
  return fakeLlm('llm.test', () => openAiChunks(['Answer', ` ${++calls}`]));
}

async function ask(token: string, fields: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  const res = await SELF.fetch(`${BASE}/api/chatbot/message`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, Accept: 'text/event-stream' },
    body: form,
  });
  expect(res.status).toBe(200);
  const events = await readEvents(res);
  return {
    chatId: String(events[0]?.data.chatId),
    question: events[0]?.data.userMessage as ChatMessage,
    reply: events.at(-1)?.data.message as ChatMessage,
  };
}

/** What the model was sent, its system prompt left out. */
const conversation = (body: Record<string, unknown>) =>
  (body.messages as { role: string; content: unknown }[]).filter((m) => m.role !== 'system');

describe('the model sees the chat as it now reads', () => {
  it('answers the edited question, and the chat continues from the edit', async () => {
    const calls = numberedLlm();
    const { accessToken } = await signUp();
    const first = await ask(accessToken, { userMessage: 'What is a good CTR for search?' });
    const edited = await ask(accessToken, {
      chatId: first.chatId,
      editOf: first.question._id,
      userMessage: 'What is a good CTR for display?',
    });
    expect(edited.reply).toMatchObject({ _id: first.reply._id, text_content: 'Answer 2', version: 2 });
    expect(conversation(calls[1]?.body ?? {})).toEqual([{ role: 'user', content: 'What is a good CTR for display?' }]);

    await ask(accessToken, { chatId: first.chatId, userMessage: 'And for video?' });
    expect(conversation(calls[2]?.body ?? {})).toEqual([
      { role: 'user', content: 'What is a good CTR for display?' },
      { role: 'assistant', content: 'Answer 2' },
      { role: 'user', content: 'And for video?' },
    ]);
    const history = await json<{ chatHistory: { chat_contents: ChatMessage[] } }>(
      await api(`/api/chatbot/history/${first.chatId}`, { token: accessToken }),
    );
    expect(history.chatHistory.chat_contents.map((m) => m.text_content)).toEqual([
      'What is a good CTR for display?',
      'Answer 2',
      'And for video?',
      'Answer 3',
    ]);
  });

  it('regenerates from the question alone, never showing the model the version it replaces', async () => {
    const calls = numberedLlm();
    const { accessToken } = await signUp();
    const first = await ask(accessToken, { userMessage: 'How do I set a daily budget?' });
    const again = await ask(accessToken, { chatId: first.chatId, retryOf: first.reply._id });
    expect(again.reply).toMatchObject({ text_content: 'Answer 2', version: 2, versions: 2 });
    expect(conversation(calls[1]?.body ?? {})).toEqual([{ role: 'user', content: 'How do I set a daily budget?' }]);
  });
});
