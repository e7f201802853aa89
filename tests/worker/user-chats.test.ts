import { env, runDurableObjectAlarm, runInDurableObject } from 'cloudflare:test';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../worker/contract/messages';
import type { Subscription } from '../../worker/db/schema';
import { jobKey, type UserChats } from '../../worker/durable/user-chats';
import { isPaidSubscription } from '../../worker/lib/entitlements';
import { readEvents, sendMessage } from './chat-helpers';
import { api, json, signUp } from './helpers';

const DAY_MS = 24 * 60 * 60 * 1000;

const userObject = (userId: string) => env.USER_CHATS.get(env.USER_CHATS.idFromName(userId));

const reply = (messageId: string) =>
  env.DB.prepare('select text, status from messages where id = ?')
    .bind(messageId)
    .first<{ text: string; status: string }>();

const counts = (userId: string) =>
  env.DB.prepare(
    `select (select count(*) from messages where user_id = ?1) as messages,
            (select count(*) from question_log where user_id = ?1) as questions`,
  )
    .bind(userId)
    .first<{ messages: number; questions: number }>();

/** A streamed send, read until its first token: the chat and the reply's message id. */
async function streaming(token: string, fields: { userMessage: string; chatId?: string }) {
  const res = await sendMessage(token, fields, { stream: true });
  expect(res.status).toBe(200);
  const events = await readEvents(res, (e) => e.event === 'delta');
  return { chatId: String(events[0]?.data.chatId), botId: String(events[1]?.data.messageId) };
}

describe("one Durable Object per user owns all the user's replies", () => {
  it('streams two chats of one user at once, each to its own followers, and stops one alone', async () => {
    const { accessToken } = await signUp();
    const budget = await streaming(accessToken, { userMessage: 'Explain bidding strategies' });
    const bidding = await streaming(accessToken, { userMessage: 'How should I plan a monthly budget?' });
    expect(budget.chatId).not.toBe(bidding.chatId);

    for (const { chatId, botId } of [budget, bidding]) {
      const follow = await api(`/api/chatbot/stream/${chatId}`, { token: accessToken });
      const [snapshot] = await readEvents(follow, (e) => e.event === 'snapshot');
      expect(snapshot?.data.messageId).toBe(botId);
    }
    const stop = await api(`/api/chatbot/stop/${budget.chatId}`, { method: 'POST', token: accessToken });
    expect(await json(stop)).toEqual({ stopped: true });
    await vi.waitFor(async () => expect((await reply(budget.botId))?.status).toBe('stopped'));
    await vi.waitFor(async () => expect((await reply(bidding.botId))?.status).toBe('complete'), { timeout: 5000 });
    expect((await reply(bidding.botId))?.text).toContain('check important advice');
  });

  it('refuses the second of two sends racing into one chat with 409, and stores one question', async () => {
    const { accessToken, user } = await signUp();
    const first = await sendMessage(accessToken, { userMessage: 'Budget question' });
    const chatId = (await json<{ chatHistory: { _id: string } }>(first)).chatHistory._id;
    const before = await counts(user.id);
    const racing = await Promise.all(
      ['And bids?', 'And audiences?'].map((userMessage) => sendMessage(accessToken, { chatId, userMessage })),
    );
    expect(racing.map((res) => res.status).sort()).toEqual([200, 409]);
    const refused = racing.find((res) => res.status === 409);
    expect((await json(refused as Response)).message).toBe(MESSAGES.replyInProgress);
    expect(await counts(user.id)).toEqual({
      messages: (before?.messages ?? 0) + 2,
      questions: (before?.questions ?? 0) + 1,
    });
  });

  it('lets a send still storing into a chat finish first: its retry is answered as it, another message gets 409', async () => {
    const { accessToken, user } = await signUp();
    const first = await sendMessage(accessToken, { userMessage: 'Budget question' });
    const chatId = (await json<{ chatHistory: { _id: string } }>(first)).chatHistory._id;
    const before = await counts(user.id);
    const send = (userMessage: string, clientId: string) => ({
      chatId,
      userMessage,
      clientId,
      agent: 'advisor',
      image: null,
    });
    // Three sends reach the object together: the second arrives while the first is storing.
    const sent = await runInDurableObject(userObject(user.id), (room: UserChats) =>
      Promise.all([
        room.send({ id: user.id, aboutYou: null }, send('And bids?', 'race-a'), true),
        room.send({ id: user.id, aboutYou: null }, send('And bids?', 'race-a'), true),
        room.send({ id: user.id, aboutYou: null }, send('And audiences?', 'race-b'), true),
      ]),
    );
    const [original, retry, other] = sent;
    expect(original && 'userMessage' in original && original.userMessage.text).toBe('And bids?');
    expect(retry && 'userMessage' in retry && retry.userMessage.id).toBe(
      original && 'userMessage' in original && original.userMessage.id,
    );
    expect(other && 'refused' in other && other.refused).toMatchObject({
      status: 409,
      message: MESSAGES.replyInProgress,
    });
    expect(await counts(user.id)).toEqual({
      messages: (before?.messages ?? 0) + 2,
      questions: (before?.questions ?? 0) + 1,
    });
  });

  it("answers 404 for another user's chat on send, stream and stop, and leaves its reply running", async () => {
    const alice = await signUp();
    const bob = await signUp();
    const live = await streaming(alice.accessToken, { userMessage: 'Explain bidding strategies' });
    const before = await counts(bob.user.id);

    const send = await sendMessage(bob.accessToken, { chatId: live.chatId, userMessage: 'Mine now' }, { stream: true });
    expect(send.status).toBe(404);
    expect((await json(send)).message).toBe(MESSAGES.chatNotFound);
    expect((await api(`/api/chatbot/stream/${live.chatId}`, { token: bob.accessToken })).status).toBe(404);
    const stop = await api(`/api/chatbot/stop/${live.chatId}`, { method: 'POST', token: bob.accessToken });
    expect(stop.status).toBe(404);

    expect(await counts(bob.user.id)).toEqual(before);
    await vi.waitFor(async () => expect((await reply(live.botId))?.status).toBe('complete'), { timeout: 5000 });
  });

  it('marks every reply a restarted object lost incomplete, and one an old per-chat object left', async () => {
    const { accessToken, user } = await signUp();
    const ids: string[] = [];
    for (const userMessage of ['Budget question', 'Bidding question']) {
      const res = await sendMessage(accessToken, { userMessage });
      const history = await json<{ chatHistory: { _id: string; chat_contents: { _id: string }[] } }>(res);
      ids.push(history.chatHistory._id, history.chatHistory.chat_contents[1]?._id ?? '');
    }
    const [chatA = '', botA = '', chatB = '', botB = ''] = ids;
    await env.DB.prepare("update messages set status = 'streaming' where id in (?, ?)").bind(botA, botB).run();
    // What a fresh instance finds after losing its replies: their jobs and the alarm.
    const room = userObject(user.id);
    await runInDurableObject(room, async (_, state) => {
      await state.storage.put(jobKey(chatA), { botMessageId: botA });
      await state.storage.put(jobKey(chatB), { botMessageId: botB });
      await state.storage.setAlarm(Date.now() + 60_000);
    });
    expect(await runDurableObjectAlarm(room)).toBe(true);
    expect((await reply(botA))?.status).toBe('incomplete');
    expect((await reply(botB))?.status).toBe('incomplete');
    expect(await runInDurableObject(room, (_, state) => state.storage.list({ prefix: 'job' }))).toEqual(new Map());

    // An object of the old per-chat class (renamed to this one) kept its single 'job'.
    await env.DB.prepare("update messages set status = 'streaming' where id = ?").bind(botA).run();
    const old = env.USER_CHATS.get(env.USER_CHATS.idFromName(chatA));
    await runInDurableObject(old, async (_, state) => {
      await state.storage.put('job', { botMessageId: botA });
      await state.storage.setAlarm(Date.now() + 60_000);
    });
    expect(await runDurableObjectAlarm(old)).toBe(true);
    expect((await reply(botA))?.status).toBe('incomplete');
  });
});

describe('the plan, decided inside the send’s write', () => {
  const now = Date.now();
  const cases = [
    ['active, in its period', 'active', now - 10 * DAY_MS, now + DAY_MS],
    ['active, ended 12 hours ago (renewal slack)', 'active', now - 30 * DAY_MS, now - DAY_MS / 2],
    ['active, ended 2 days ago', 'active', now - 32 * DAY_MS, now - 2 * DAY_MS],
    ['trialing', 'trialing', now - DAY_MS, now + 2 * DAY_MS],
    ['past_due for 6 days', 'past_due', now - 6 * DAY_MS, now + 24 * DAY_MS],
    ['past_due for 8 days', 'past_due', now - 8 * DAY_MS, now + 22 * DAY_MS],
    ['canceled', 'canceled', now - 10 * DAY_MS, now + 20 * DAY_MS],
  ] as const;

  it.each(cases)('with no free question left, %s asks as isPaidSubscription says', async (_, status, start, end) => {
    const { accessToken, user } = await signUp();
    const sub = {
      id: `sub_${user.id}`,
      userId: user.id,
      customerId: `cus_${user.id}`,
      packageId: 'standard',
      status,
      startedAt: start,
      currentPeriodStart: start,
      currentPeriodEnd: end,
      trialStart: null,
      trialEnd: null,
      cancelAtPeriodEnd: false,
      updatedAt: now,
    };
    await env.DB.batch([
      env.DB.prepare(
        `insert into subscriptions (id, user_id, customer_id, package_id, status, started_at, current_period_start,
           current_period_end, updated_at) values (?1, ?2, ?3, ?4, ?5, ?6, ?6, ?7, ?8)`,
      ).bind(sub.id, user.id, sub.customerId, sub.packageId, status, start, end, now),
      ...[1, 2, 3].map((i) =>
        env.DB.prepare('insert into question_log (user_id, created_at) values (?, ?)').bind(user.id, now - i * 1000),
      ),
    ]);
    const res = await sendMessage(accessToken, { userMessage: 'One more question' });
    expect(res.status).toBe(isPaidSubscription(sub as Subscription, Date.now()) ? 200 : 402);
  });
});
