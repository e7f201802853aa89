import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { RATING_MESSAGES as M, MESSAGES } from '../../worker/contract/messages';
import { MAX_REASON_CHARS } from '../../worker/contract/ratings';
import { sourcesInAnswer } from '../../worker/lib/ai/sources';
import { sendMessage } from './chat-helpers';
import { api, json, signUp } from './helpers';
import { REPLY, seedChat, seedReply } from './saved-work-helpers';

type StoredRating = {
  user_id: string;
  version: number;
  rating: string;
  reason: string | null;
  question: string;
  answer: string;
  provider: string | null;
  sources: string | null;
  created_at: number;
  updated_at: number;
};

const rate = (token: string, messageId: string, body: unknown) =>
  api(`/api/chatbot/messages/${messageId}/rating`, { method: 'PUT', token, body });

const storedRatings = async (messageId: string) =>
  (
    await env.DB.prepare('select * from reply_ratings where message_id = ? order by version')
      .bind(messageId)
      .all<StoredRating>()
  ).results;

const countRatings = async (userId: string) =>
  (
    await env.DB.prepare('select count(*) as n from reply_ratings where user_id = ?')
      .bind(userId)
      .first<{ n: number }>()
  )?.n ?? 0;

async function shownRating(token: string, chatId: string, messageId: string) {
  const res = await api(`/api/chatbot/history/${chatId}`, { token });
  expect(res.status).toBe(200);
  const { chatHistory } = await json<{ chatHistory: { chat_contents: { _id: string; rating: string | null }[] } }>(res);
  return chatHistory.chat_contents.find((message) => message._id === messageId)?.rating;
}

describe('PUT api/chatbot/messages/:messageId/rating', () => {
  it('stores a thumbs down with the question, the answer, the provider and the articles it drew on', async () => {
    const account = await signUp();
    const question = 'How should I set my daily budget for $3,000 per month?';
    const sent = await sendMessage(account.accessToken, { userMessage: question });
    expect(sent.status).toBe(200);
    const { chatHistory } = await json<{ chatHistory: { _id: string; chat_contents: { _id: string }[] } }>(sent);
    const replyId = chatHistory.chat_contents[1]?._id ?? '';
    const reply = await env.DB.prepare('select text, provider, sources from messages where id = ?')
      .bind(replyId)
      .first<{ text: string; provider: string; sources: string }>();
    const titles = sourcesInAnswer(reply?.text ?? '');
    expect(titles.length).toBeGreaterThan(0);
    expect(reply).toMatchObject({ provider: 'built-in', sources: JSON.stringify(titles) });

    const res = await rate(account.accessToken, replyId, { rating: 'down', reason: '  Wrong: ignores my budget  ' });
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ rating: 'down', reason: 'Wrong: ignores my budget' });
    expect(await storedRatings(replyId)).toEqual([
      expect.objectContaining({
        user_id: account.user.id,
        version: 1,
        rating: 'down',
        reason: 'Wrong: ignores my budget',
        question,
        answer: reply?.text,
        provider: 'built-in',
        sources: JSON.stringify(titles),
      }),
    ]);
    expect(await shownRating(account.accessToken, chatHistory._id, replyId)).toBe('down');
  });

  it('changes the rating in place when rated again, and drops a reason left out', async () => {
    const account = await signUp();
    const { chatId, replyId } = await seedReply(account.user.id);
    expect((await rate(account.accessToken, replyId, { rating: 'down', reason: 'Too long' })).status).toBe(200);
    const [first] = await storedRatings(replyId);
    const res = await rate(account.accessToken, replyId, { rating: 'up' });
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ rating: 'up', reason: null });
    const rows = await storedRatings(replyId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ rating: 'up', reason: null, question: 'How should I pace $3,000 a month?' });
    expect(rows[0]?.created_at).toBe(first?.created_at);
    expect(rows[0]?.updated_at).toBeGreaterThanOrEqual(first?.updated_at ?? 0);
    expect(await shownRating(account.accessToken, chatId, replyId)).toBe('up');
  });

  it('clears the rating with null', async () => {
    const account = await signUp();
    const { chatId, replyId } = await seedReply(account.user.id);
    await rate(account.accessToken, replyId, { rating: 'up' });
    const res = await rate(account.accessToken, replyId, { rating: null });
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ rating: null, reason: null });
    expect(await storedRatings(replyId)).toEqual([]);
    expect(await shownRating(account.accessToken, chatId, replyId)).toBeNull();
  });

  it('takes a reason of 500 characters and no more, trimmed; an empty one is none', async () => {
    const account = await signUp();
    const { replyId } = await seedReply(account.user.id);
    const longest = 'r'.repeat(MAX_REASON_CHARS);
    const ok = await rate(account.accessToken, replyId, { rating: 'down', reason: ` ${longest} ` });
    expect(ok.status).toBe(200);
    expect((await storedRatings(replyId))[0]?.reason).toBe(longest);

    const res = await rate(account.accessToken, replyId, { rating: 'up', reason: `${longest}r` });
    expect(res.status).toBe(422);
    expect(await json(res)).toEqual({
      code: 'validation',
      message: M.reasonTooLong,
      fields: { reason: M.reasonTooLong },
    });
    expect((await storedRatings(replyId))[0]).toMatchObject({ rating: 'down', reason: longest });

    await rate(account.accessToken, replyId, { rating: 'down', reason: '   ' });
    expect((await storedRatings(replyId))[0]?.reason).toBeNull();
  });

  it.each([[{ rating: 'meh' }], [{ rating: 1 }], [{}]])('refuses %j: 422, nothing stored', async (body) => {
    const account = await signUp();
    const { replyId } = await seedReply(account.user.id);
    const res = await rate(account.accessToken, replyId, body);
    expect(res.status).toBe(422);
    expect(await json(res)).toEqual({ code: 'validation', message: M.badRating, fields: { rating: M.badRating } });
    expect(await countRatings(account.user.id)).toBe(0);
  });

  it("answers 404 to another user's reply, a user message and an unknown id, writing nothing", async () => {
    const owner = await signUp();
    const other = await signUp();
    const { replyId, questionId } = await seedReply(owner.user.id);
    await rate(owner.accessToken, replyId, { rating: 'up' });
    for (const [token, id] of [
      [other.accessToken, replyId],
      [owner.accessToken, questionId],
      [owner.accessToken, crypto.randomUUID()],
    ] as const) {
      for (const rating of ['down', null]) {
        const res = await rate(token, id, { rating, reason: 'Not mine' });
        expect(res.status).toBe(404);
        expect(await json(res)).toEqual({ code: 'not_found', message: MESSAGES.replyNotFound });
      }
    }
    expect(await countRatings(other.user.id)).toBe(0);
    expect(await storedRatings(replyId)).toEqual([expect.objectContaining({ rating: 'up', reason: null })]);
    expect(await storedRatings(questionId)).toEqual([]);
  });

  it('answers 409 while the reply is still being written, writing nothing', async () => {
    const account = await signUp();
    const { ids } = await seedChat(account.user.id, 'Live', [
      { sentBy: 'User', text: 'What is a good CTR?' },
      { sentBy: 'Bot', text: 'A good CTR', status: 'streaming' },
    ]);
    const res = await rate(account.accessToken, ids[1] ?? '', { rating: 'down' });
    expect(res.status).toBe(409);
    expect(await json(res)).toEqual({ code: 'conflict', message: M.replyStreaming });
    expect(await countRatings(account.user.id)).toBe(0);
  });

  it('needs a signed-in user', async () => {
    const account = await signUp();
    const { replyId } = await seedReply(account.user.id);
    const res = await rate('', replyId, { rating: 'up' });
    expect(res.status).toBe(401);
    expect(await countRatings(account.user.id)).toBe(0);
  });

  it('keeps a rating per version: a regenerated reply starts unrated, and showing the old one shows its rating', async () => {
    const account = await signUp();
    const { chatId, replyId } = await seedReply(account.user.id);
    await rate(account.accessToken, replyId, { rating: 'up' });
    const setVersion = (version: number, text: string) =>
      env.DB.prepare('update messages set version = ?, text = ? where id = ?').bind(version, text, replyId).run();

    await setVersion(2, 'A second answer');
    expect(await shownRating(account.accessToken, chatId, replyId)).toBeNull();
    await rate(account.accessToken, replyId, { rating: 'down', reason: 'Worse' });
    expect(await storedRatings(replyId)).toEqual([
      expect.objectContaining({ version: 1, rating: 'up', answer: REPLY }),
      expect.objectContaining({ version: 2, rating: 'down', reason: 'Worse', answer: 'A second answer' }),
    ]);
    expect(await shownRating(account.accessToken, chatId, replyId)).toBe('down');

    await setVersion(1, REPLY);
    expect(await shownRating(account.accessToken, chatId, replyId)).toBe('up');
  });
});
