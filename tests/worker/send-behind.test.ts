import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../worker/contract/messages';
import { QUOTA_MESSAGES } from '../../worker/lib/entitlements';
import { readEvents, type SseEvent, sendMessage } from './chat-helpers';
import { api, json, signUp } from './helpers';

const DAY_MS = 24 * 60 * 60 * 1000;

const counts = (userId: string) =>
  env.DB.prepare(
    `select (select count(*) from messages where user_id = ?1) as messages,
            (select count(*) from question_log where user_id = ?1) as questions`,
  )
    .bind(userId)
    .first<{ messages: number; questions: number }>();

/** A paying user with the free questions used up, and a chat whose reply their object wrote. */
async function payingUserWithChat() {
  const { accessToken, user } = await signUp();
  const now = Date.now();
  await env.DB.batch([
    env.DB.prepare(
      `insert into subscriptions (id, user_id, customer_id, package_id, status, started_at, current_period_start,
         current_period_end, updated_at) values (?1, ?2, ?3, 'standard', 'active', ?4, ?4, ?5, ?4)`,
    ).bind(`sub_${user.id}`, user.id, `cus_${user.id}`, now - DAY_MS, now + 30 * DAY_MS),
    ...[1, 2, 3].map((i) =>
      env.DB.prepare('insert into question_log (user_id, created_at) values (?, ?)').bind(user.id, now - i * 1000),
    ),
  ]);
  const first = await json<{ chatHistory: { _id: string } }>(
    await sendMessage(accessToken, { userMessage: 'How should I plan a monthly budget?' }),
  );
  return { accessToken, user, chatId: first.chatHistory._id };
}

/** A streamed send read to its end. */
async function streamed(token: string, fields: { userMessage: string; chatId: string; clientId?: string }) {
  const res = await sendMessage(token, fields, { stream: true });
  expect(res.status).toBe(200);
  return readEvents(res);
}

const eventOf = (events: SseEvent[], name: string) => events.find((e) => e.event === name)?.data;

describe('a question in a chat the user’s object knows, written behind its first token', () => {
  it('is stored and counted once, with its reply, as the usual path stores it', async () => {
    const { accessToken, user, chatId } = await payingUserWithChat();
    const before = await counts(user.id);
    const events = await streamed(accessToken, { chatId, userMessage: 'And how do I split it by channel?' });
    const question = eventOf(events, 'start')?.userMessage as { _id: string };
    const done = eventOf(events, 'done')?.message as { _id: string; status: string; text_content: string };
    expect(done.status).toBe('complete');
    const rows = await env.DB.prepare(
      'select id, sent_by, text, status from messages where chat_id = ? order by created_at',
    )
      .bind(chatId)
      .all<{ id: string; sent_by: string; text: string; status: string }>();
    expect(rows.results.slice(-2)).toEqual([
      { id: question._id, sent_by: 'User', text: 'And how do I split it by channel?', status: 'complete' },
      { id: done._id, sent_by: 'Bot', text: done.text_content, status: 'complete' },
    ]);
    expect(await counts(user.id)).toEqual({
      messages: (before?.messages ?? 0) + 2,
      questions: (before?.questions ?? 0) + 1,
    });
  });

  it('stores a retried send (same client id) once and answers the retry as the first', async () => {
    const { accessToken, user, chatId } = await payingUserWithChat();
    const before = await counts(user.id);
    const fields = { chatId, userMessage: 'And bids?', clientId: 'retry-behind-1' };
    const first = eventOf(await streamed(accessToken, fields), 'start')?.userMessage as { _id: string };
    const again = eventOf(await streamed(accessToken, fields), 'start')?.userMessage as { _id: string };
    expect(again._id).toBe(first._id);
    expect(await counts(user.id)).toEqual({
      messages: (before?.messages ?? 0) + 2,
      questions: (before?.questions ?? 0) + 1,
    });
  });

  it('shows a chat renamed or saved through the routes as it now is', async () => {
    const { accessToken, chatId } = await payingUserWithChat();
    const rename = await api(`/api/chatbot/update-chat-name/${chatId}`, {
      method: 'PUT',
      token: accessToken,
      body: { newChatName: 'Budget plan' },
    });
    expect(rename.status).toBe(200);
    const renamed = eventOf(await streamed(accessToken, { chatId, userMessage: 'And bids?' }), 'start');
    expect(renamed?.chat).toMatchObject({ chat_name: 'Budget plan', saved: false });
    expect((await api(`/api/chatbot/save-chat/${chatId}`, { method: 'POST', token: accessToken })).status).toBe(200);
    const saved = eventOf(await streamed(accessToken, { chatId, userMessage: 'And audiences?' }), 'start');
    expect(saved?.chat).toMatchObject({ chat_name: 'Budget plan', saved: true });
  });

  it('answers 404 for a chat deleted through the routes, and for another user’s chat, storing nothing', async () => {
    const { accessToken, user, chatId } = await payingUserWithChat();
    const other = await payingUserWithChat();
    const before = await counts(other.user.id);
    const theirs = await sendMessage(other.accessToken, { chatId, userMessage: 'Mine now' }, { stream: true });
    expect(theirs.status).toBe(404);
    expect((await json(theirs)).message).toBe(MESSAGES.chatNotFound);
    expect(await counts(other.user.id)).toEqual(before);

    expect((await api(`/api/chatbot/delete-chat/${chatId}`, { method: 'DELETE', token: accessToken })).status).toBe(
      200,
    );
    const gone = await sendMessage(accessToken, { chatId, userMessage: 'Still there?' }, { stream: true });
    expect(gone.status).toBe(404);
    expect((await json(gone)).message).toBe(MESSAGES.chatNotFound);
    expect(await counts(user.id)).toMatchObject({ messages: 0 });
  });

  it('refused after its reply started (the plan ended meanwhile): nothing stored or counted, no done, then 402', async () => {
    const { accessToken, user, chatId } = await payingUserWithChat();
    await env.DB.prepare("update subscriptions set status = 'canceled' where user_id = ?").bind(user.id).run();
    const before = await counts(user.id);
    const events = await streamed(accessToken, { chatId, userMessage: 'One more?' });
    expect(events[0]?.event).toBe('start');
    expect(eventOf(events, 'done')).toBeUndefined();
    expect(await counts(user.id)).toEqual(before);
    const history = await json<{ chatHistory: { chat_contents: unknown[] } }>(
      await api(`/api/chatbot/history/${chatId}`, { token: accessToken }),
    );
    expect(history.chatHistory.chat_contents).toHaveLength(2);

    const next = await sendMessage(accessToken, { chatId, userMessage: 'One more?' }, { stream: true });
    expect(next.status).toBe(402);
    expect((await json(next)).message).toBe(QUOTA_MESSAGES.questions(3));
    expect(await counts(user.id)).toEqual(before);
  });
});
