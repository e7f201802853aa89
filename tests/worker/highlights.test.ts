import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { SAVED_WORK_MESSAGES as M, MESSAGES } from '../../worker/contract/messages';
import {
  type Highlight,
  MAX_HIGHLIGHTS_PER_USER,
  MAX_QUOTE_CHARS,
  MAX_QUOTE_CONTEXT_CHARS,
} from '../../worker/contract/saved-work';
import { api, json, signUp } from './helpers';
import { countRows, seedChat, seedHighlights, seedReply } from './saved-work-helpers';

const highlight = (token: string, body: Record<string, unknown>) => api('/api/highlights', { token, body });

async function created(token: string, body: Record<string, unknown>) {
  const res = await highlight(token, body);
  expect(res.status).toBe(201);
  return (await json<{ highlight: Highlight }>(res)).highlight;
}

const list = async (token: string, query = '') => {
  const res = await api(`/api/highlights${query}`, { token });
  expect(res.status).toBe(200);
  return (await json<{ highlights: Highlight[] }>(res)).highlights;
};

describe('POST api/highlights', () => {
  it('keeps the quote exactly, with the text around it, on my reply', async () => {
    const account = await signUp();
    const { chatId, replyId } = await seedReply(account.user.id);
    const res = await highlight(account.accessToken, {
      messageId: replyId,
      quote: ' $98.68 a day ',
      prefix: 'Spend ',
      suffix: 'and check',
    });
    expect(res.status).toBe(201);
    expect((await json<{ highlight: Highlight }>(res)).highlight).toEqual({
      _id: expect.any(String),
      chatId,
      chatName: 'Budget pacing',
      messageId: replyId,
      quote: ' $98.68 a day ',
      prefix: 'Spend ',
      suffix: 'and check',
      createdAt: expect.any(String),
    });
  });

  it('takes a quote alone (no text around it) and a quote of 2,000 characters', async () => {
    const account = await signUp();
    const { replyId } = await seedReply(account.user.id);
    expect(await created(account.accessToken, { messageId: replyId, quote: 'pace' })).toMatchObject({
      prefix: '',
      suffix: '',
    });
    const long = 'q'.repeat(MAX_QUOTE_CHARS);
    expect((await created(account.accessToken, { messageId: replyId, quote: long })).quote).toBe(long);
  });

  it.each([
    [{ quote: '' }, 'quote', M.quoteRequired],
    [{ quote: '  \n ' }, 'quote', M.quoteRequired],
    [{ quote: 'q'.repeat(MAX_QUOTE_CHARS + 1) }, 'quote', M.quoteTooLong],
    [{ quote: 'q', prefix: 'p'.repeat(MAX_QUOTE_CONTEXT_CHARS + 1) }, 'prefix', M.contextTooLong],
    [{ quote: 'q', suffix: 's'.repeat(MAX_QUOTE_CONTEXT_CHARS + 1) }, 'suffix', M.contextTooLong],
    [{ messageId: '', quote: 'q' }, 'messageId', M.messageNotFound],
  ])('refuses %#: 422 on %s, nothing stored', async (fields, field, message) => {
    const account = await signUp();
    const { replyId } = await seedReply(account.user.id);
    const res = await highlight(account.accessToken, { messageId: replyId, ...fields });
    expect(res.status).toBe(422);
    expect(await json(res)).toEqual({ code: 'validation', message, fields: { [field]: message } });
    expect(await countRows('highlights', account.user.id)).toBe(0);
  });

  it("answers 404 to a question, an unknown message and another user's reply, storing nothing", async () => {
    const account = await signUp();
    const other = await signUp();
    const mine = await seedReply(account.user.id);
    const theirs = await seedReply(other.user.id);
    for (const messageId of [mine.questionId, crypto.randomUUID(), theirs.replyId]) {
      const res = await highlight(account.accessToken, { messageId, quote: 'pace' });
      expect(res.status).toBe(404);
      expect(await json(res)).toEqual({ code: 'not_found', message: M.messageNotFound });
    }
    expect(await countRows('highlights', account.user.id)).toBe(0);
    expect(await countRows('highlights', other.user.id)).toBe(0);
  });

  it(`refuses highlight ${MAX_HIGHLIGHTS_PER_USER + 1} with 422`, async () => {
    const account = await signUp();
    const { chatId, replyId } = await seedReply(account.user.id);
    await seedHighlights(account.user.id, chatId, replyId, MAX_HIGHLIGHTS_PER_USER - 1);
    await created(account.accessToken, { messageId: replyId, quote: 'the last one' });
    const res = await highlight(account.accessToken, { messageId: replyId, quote: 'one more' });
    expect(res.status).toBe(422);
    expect(await json(res)).toEqual({ code: 'validation', message: M.tooManyHighlights });
    expect(await countRows('highlights', account.user.id)).toBe(MAX_HIGHLIGHTS_PER_USER);
  });

  it('answers 401 without a session', async () => {
    expect((await api('/api/highlights', { body: { messageId: 'x', quote: 'q' } })).status).toBe(401);
  });
});

describe('GET api/highlights', () => {
  it("lists all of mine newest first, or one chat's oldest first; never another user's", async () => {
    const account = await signUp();
    const other = await signUp();
    const first = await seedReply(account.user.id, 'Reply one', 'Chat one');
    const second = await seedChat(account.user.id, 'Chat two', [
      { sentBy: 'User', text: 'Q' },
      { sentBy: 'Bot', text: 'Reply two' },
    ]);
    const theirs = await seedReply(other.user.id);
    await created(other.accessToken, { messageId: theirs.replyId, quote: 'theirs' });
    const a = await created(account.accessToken, { messageId: first.replyId, quote: 'one' });
    const b = await created(account.accessToken, { messageId: second.ids[1], quote: 'two' });
    const c = await created(account.accessToken, { messageId: first.replyId, quote: 'Reply' });
    // One request may land in the same millisecond as the last: space them out in D1.
    for (const [i, h] of [a, b, c].entries())
      await env.DB.prepare('update highlights set created_at = ? where id = ?')
        .bind(Date.now() - (3 - i) * 1000, h._id)
        .run();
    expect((await list(account.accessToken)).map((h) => h.quote)).toEqual([c.quote, b.quote, a.quote]);
    const inChat = await list(account.accessToken, `?chatId=${first.chatId}`);
    expect(inChat.map((h) => h._id)).toEqual([a._id, c._id]);
    expect(inChat[0]?.chatName).toBe('Chat one');
  });

  it("answers 404 to another user's chat", async () => {
    const account = await signUp();
    const other = await signUp();
    const theirs = await seedReply(other.user.id);
    await created(other.accessToken, { messageId: theirs.replyId, quote: 'theirs' });
    const res = await api(`/api/highlights?chatId=${theirs.chatId}`, { token: account.accessToken });
    expect(res.status).toBe(404);
    expect(await json(res)).toEqual({ code: 'not_found', message: MESSAGES.chatNotFound });
  });
});

describe('DELETE api/highlights/:highlightId', () => {
  it("removes mine; another user's id answers 404 and removes nothing", async () => {
    const account = await signUp();
    const other = await signUp();
    const { replyId } = await seedReply(account.user.id);
    const mine = await created(account.accessToken, { messageId: replyId, quote: 'pace' });
    const stolen = await api(`/api/highlights/${mine._id}`, { method: 'DELETE', token: other.accessToken });
    expect(stolen.status).toBe(404);
    expect(await json(stolen)).toEqual({ code: 'not_found', message: M.highlightNotFound });
    expect(await countRows('highlights', account.user.id)).toBe(1);
    const res = await api(`/api/highlights/${mine._id}`, { method: 'DELETE', token: account.accessToken });
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ message: M.highlightDeleted });
    const row = await env.DB.prepare('select id from highlights where id = ?').bind(mine._id).first();
    expect(row).toBeNull();
  });
});
