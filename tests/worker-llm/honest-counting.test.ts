import { env } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../worker/contract/messages';
import { QUOTA_MESSAGES } from '../../worker/lib/entitlements';
import { details } from '../worker/billing-helpers';
import { readEvents, sendMessage } from '../worker/chat-helpers';
import { api, json, signUp } from '../worker/helpers';
import { fakeLlm, openAiChunks } from './fake-llm';

const PIECES = ['Start', ' with', ' a', ' daily', ' budget', '.'];

type Stored = { _id: string; sent_by: string; text_content: string; status: string };

afterEach(() => vi.restoreAllMocks());

const used = async (token: string) => (await details(token)).questions?.used;

const history = async (token: string, chatId: string) =>
  (await json<{ chatHistory: { chat_contents: Stored[] } }>(await api(`/api/chatbot/history/${chatId}`, { token })))
    .chatHistory.chat_contents;

/** A streamed send read to its end: the chat and the stored reply. */
async function ask(token: string, fields: Record<string, string>) {
  const res = await sendMessage(token, { userMessage: 'Budget?', ...fields }, { stream: true });
  expect(res.status).toBe(200);
  const events = await readEvents(res);
  return { chatId: String(events[0]?.data.chatId), reply: events.at(-1)?.data.message as Stored };
}

/** A question whose reply failed before any text: incomplete, empty, not counted. */
async function failedBeforeText(token: string) {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  fakeLlm('llm.test', () => openAiChunks(PIECES, { failAfter: 0 }));
  const sent = await ask(token, { clientId: 'first-send' });
  vi.restoreAllMocks();
  return sent;
}

describe('a free question is used only by a reply that streamed text', () => {
  it('gives the question back when the model fails before any text', async () => {
    const { accessToken } = await signUp();
    const { reply } = await failedBeforeText(accessToken);
    expect(reply).toMatchObject({ status: 'incomplete', text_content: '' });
    expect(await used(accessToken)).toBe(0);
    expect((await details(accessToken)).questionsLeft).toBe(3);
  });

  it('counts a reply cut off by the model after some text', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fakeLlm('llm.test', () => openAiChunks(PIECES, { failAfter: 3 }));
    const { accessToken } = await signUp();
    const { reply } = await ask(accessToken, {});
    expect(reply).toMatchObject({ status: 'incomplete', text_content: PIECES.slice(0, 3).join('') });
    expect(await used(accessToken)).toBe(1);
  });
});

describe('a stopped reply', () => {
  /** A streamed send read until `until`, then stopped; the stored reply once it has landed. */
  async function stopAt(token: string, until: 'start' | 'delta') {
    fakeLlm('llm.test', () => openAiChunks(PIECES), { paceMs: until === 'start' ? 400 : 20 });
    const res = await sendMessage(token, { userMessage: 'Budget?' }, { stream: true });
    const events = await readEvents(res, (e) => e.event === until);
    const chatId = String(events[0]?.data.chatId);
    const stop = await api(`/api/chatbot/stop/${chatId}`, { method: 'POST', token });
    expect(await json(stop)).toEqual({ stopped: true });
    let reply: Stored | undefined;
    await vi.waitFor(async () => {
      reply = (await history(token, chatId))[1];
      expect(reply?.status).toBe('stopped');
    });
    return reply;
  }

  it('before any text leaves the meter as it was', async () => {
    const { accessToken } = await signUp();
    expect(await stopAt(accessToken, 'start')).toMatchObject({ text_content: '' });
    expect(await used(accessToken)).toBe(0);
  });

  it('after some text counts the question', async () => {
    const { accessToken } = await signUp();
    expect((await stopAt(accessToken, 'delta'))?.text_content).not.toBe('');
    expect(await used(accessToken)).toBe(1);
  });
});

describe("'Retry' regenerates the cut-off reply to the same stored question", () => {
  it('stores no second question, replaces the reply in place and counts it once, when answered', async () => {
    const { accessToken, user } = await signUp();
    const { chatId, reply } = await failedBeforeText(accessToken);
    const calls = fakeLlm('llm.test', () => openAiChunks(PIECES));
    const retried = await ask(accessToken, { chatId, retryOf: reply._id, clientId: 'retry-1', userMessage: '' });
    expect(retried.reply).toMatchObject({ _id: reply._id, status: 'complete', text_content: PIECES.join('') });
    const messages = await history(accessToken, chatId);
    expect(messages.map((m) => [m.sent_by, m.text_content])).toEqual([
      ['User', 'Budget?'],
      ['Bot', PIECES.join('')],
    ]);
    expect(messages[1]?._id).toBe(reply._id);
    // The model is asked the stored question, once.
    const sent = calls[0]?.body.messages as { role: string; content: unknown }[];
    expect(sent.filter((m) => m.role !== 'system')).toEqual([{ role: 'user', content: 'Budget?' }]);
    expect(await used(accessToken)).toBe(1);

    // The same retry again (its client id) is answered as the first, not stored or counted again.
    const again = await ask(accessToken, { chatId, retryOf: reply._id, clientId: 'retry-1', userMessage: '' });
    expect(again.reply).toMatchObject({ _id: reply._id, status: 'complete' });
    expect(calls).toHaveLength(1);
    const rows = await env.DB.prepare(
      `select (select count(*) from messages where user_id = ?1) as messages,
              (select count(*) from question_log where user_id = ?1) as questions`,
    )
      .bind(user.id)
      .first();
    expect(rows).toEqual({ messages: 2, questions: 1 });
  });

  it('counts a retried reply that had streamed text once, not twice', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fakeLlm('llm.test', () => openAiChunks(PIECES, { failAfter: 3 }));
    const { accessToken } = await signUp();
    const { chatId, reply } = await ask(accessToken, {});
    expect(await used(accessToken)).toBe(1);
    vi.restoreAllMocks();
    fakeLlm('llm.test', () => openAiChunks(PIECES));
    const retried = await ask(accessToken, { chatId, retryOf: reply._id, userMessage: '' });
    expect(retried.reply).toMatchObject({ _id: reply._id, status: 'complete', text_content: PIECES.join('') });
    expect(await used(accessToken)).toBe(1);
  });

  it('gives the question back again when the retry fails before text too', async () => {
    const { accessToken } = await signUp();
    const { chatId, reply } = await failedBeforeText(accessToken);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fakeLlm('llm.test', () => openAiChunks(PIECES, { failAfter: 0 }));
    const retried = await ask(accessToken, { chatId, retryOf: reply._id, userMessage: '' });
    expect(retried.reply).toMatchObject({ _id: reply._id, status: 'incomplete', text_content: '' });
    expect(await used(accessToken)).toBe(0);
    expect(await history(accessToken, chatId)).toHaveLength(2);
  });

  it("refuses a retry of a reply that is not the chat's last (409), storing nothing", async () => {
    const { accessToken } = await signUp();
    fakeLlm('llm.test', () => openAiChunks(PIECES));
    const answered = await ask(accessToken, {});
    await ask(accessToken, { chatId: answered.chatId, userMessage: 'And bids?' });
    const earlier = await sendMessage(accessToken, { chatId: answered.chatId, retryOf: answered.reply._id });
    expect(earlier.status).toBe(409);
    expect((await json(earlier)).message).toBe(MESSAGES.replyNotRetryable);
    expect(await history(accessToken, answered.chatId)).toHaveLength(4);
    expect(await used(accessToken)).toBe(2);
  });

  it('refuses a retry over the quota (402), storing nothing', async () => {
    const { accessToken, user } = await signUp();
    fakeLlm('llm.test', () => openAiChunks(PIECES));
    await ask(accessToken, {});
    vi.restoreAllMocks();
    const { chatId, reply } = await failedBeforeText(accessToken);
    fakeLlm('llm.test', () => openAiChunks(PIECES));
    for (const text of ['Two', 'Three']) await ask(accessToken, { userMessage: text });
    const overQuota = await sendMessage(accessToken, { chatId, retryOf: reply._id });
    expect(overQuota.status).toBe(402);
    expect((await json(overQuota)).message).toBe(QUOTA_MESSAGES.questions(3));
    expect(await history(accessToken, chatId)).toEqual([
      expect.objectContaining({ sent_by: 'User' }),
      expect.objectContaining({ _id: reply._id, status: 'incomplete', text_content: '' }),
    ]);
    const count = await env.DB.prepare('select count(*) as n from question_log where user_id = ?')
      .bind(user.id)
      .first('n');
    expect(count).toBe(3);
  });

  it("answers another user's reply with 404 and changes nothing", async () => {
    const owner = await signUp();
    const { chatId, reply } = await failedBeforeText(owner.accessToken);
    const other = await signUp();
    fakeLlm('llm.test', () => openAiChunks(PIECES));
    for (const fields of [
      { chatId, retryOf: reply._id },
      { chatId: 'elsewhere', retryOf: reply._id },
    ]) {
      const res = await sendMessage(other.accessToken, fields);
      expect(res.status).toBe(404);
    }
    expect(await history(owner.accessToken, chatId)).toEqual([
      expect.objectContaining({ sent_by: 'User' }),
      expect.objectContaining({ _id: reply._id, status: 'incomplete', text_content: '' }),
    ]);
    expect(await used(other.accessToken)).toBe(0);

    const question = (await history(owner.accessToken, chatId))[0]?._id ?? '';
    const notAReply = await sendMessage(owner.accessToken, { chatId, retryOf: question });
    expect(notAReply.status).toBe(404);
    expect((await json(notAReply)).message).toBe(MESSAGES.replyNotFound);
    const noChat = await sendMessage(owner.accessToken, { retryOf: reply._id });
    expect(noChat.status).toBe(422);
    expect((await json(noChat)).message).toBe(MESSAGES.replyNotFound);
    expect(await used(owner.accessToken)).toBe(0);
  });
});
