import { env, SELF } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChatMessage } from '../../worker/contract/chat-views';
import { readEvents } from '../worker/chat-helpers';
import { api, BASE, json, signUp } from '../worker/helpers';
import { fakeLlm, openAiChunks } from './fake-llm';

afterEach(() => vi.restoreAllMocks());

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
  return { chatId: String(events[0]?.data.chatId), reply: events.at(-1)?.data.message as ChatMessage };
}

const conversation = (body: Record<string, unknown> | undefined) =>
  ((body?.messages ?? []) as { role: string; content: unknown }[])
    .filter((m) => m.role !== 'system')
    .map((m) => m.content);

describe('a paying user’s questions asked behind their replies', () => {
  it('give the model the chat as D1 holds it, across two devices, a regenerate and a version shown', async () => {
    let n = 0;
    const calls = fakeLlm('llm.test', () => openAiChunks(['Answer', ` ${++n}`]));
    const account = await signUp();
    const now = Date.now();
    await env.DB.prepare(
      `insert into subscriptions (id, user_id, customer_id, package_id, status, started_at, current_period_start,
         current_period_end, updated_at) values (?1, ?2, ?3, 'standard', 'active', ?4, ?4, ?5, ?4)`,
    )
      .bind(`sub_${account.user.id}`, account.user.id, `cus_${account.user.id}`, now, now + 30 * 86_400_000)
      .run();
    const phone = await json<{ accessToken: string }>(
      await api('/api/auth/login', { body: { email: account.email, password: account.password } }),
    );

    const { chatId } = await ask(account.accessToken, { userMessage: 'What is a good CTR for search?' });
    await ask(account.accessToken, { chatId, userMessage: 'And for display?' });
    expect(conversation(calls[1]?.body)).toEqual(['What is a good CTR for search?', 'Answer 1', 'And for display?']);
    const third = await ask(phone.accessToken, { chatId, userMessage: 'And for video?' });
    expect(conversation(calls[2]?.body)).toEqual([
      'What is a good CTR for search?',
      'Answer 1',
      'And for display?',
      'Answer 2',
      'And for video?',
    ]);

    await ask(account.accessToken, { chatId, retryOf: third.reply._id, userMessage: '' });
    await ask(account.accessToken, { chatId, userMessage: 'And for shopping?' });
    expect(conversation(calls[4]?.body).slice(-3)).toEqual(['And for video?', 'Answer 4', 'And for shopping?']);
    const shown = await api(`/api/chatbot/messages/${third.reply._id}/version`, {
      method: 'PUT',
      token: phone.accessToken,
      body: { version: 1 },
    });
    expect(shown.status).toBe(200);
    await ask(account.accessToken, { chatId, userMessage: 'And for apps?' });
    const rows = await env.DB.prepare('select text from messages where chat_id = ? order by created_at')
      .bind(chatId)
      .all<{ text: string }>();
    expect(conversation(calls[5]?.body)).toEqual(rows.results.slice(0, -1).map((row) => row.text));
    expect(conversation(calls[5]?.body).slice(-5)).toEqual([
      'And for video?',
      'Answer 3',
      'And for shopping?',
      'Answer 5',
      'And for apps?',
    ]);
  });

  it('writes a reply over before its first write with its question, in one go, as the usual path would', async () => {
    let fail = false;
    fakeLlm('llm.test', () => openAiChunks(['All', ' at once.'], fail ? { failAfter: 0 } : {}), { paceMs: 0 });
    const account = await signUp();
    const now = Date.now();
    await env.DB.prepare(
      `insert into subscriptions (id, user_id, customer_id, package_id, status, started_at, current_period_start,
         current_period_end, updated_at) values (?1, ?2, ?3, 'standard', 'active', ?4, ?4, ?5, ?4)`,
    )
      .bind(`sub_${account.user.id}`, account.user.id, `cus_${account.user.id}`, now, now + 30 * 86_400_000)
      .run();
    const { chatId } = await ask(account.accessToken, { userMessage: 'What is a good CTR for search?' });
    const questions = () =>
      env.DB.prepare('select count(*) as n from question_log where user_id = ?')
        .bind(account.user.id)
        .first<{ n: number }>();
    const asked = await questions();

    const { reply } = await ask(account.accessToken, { chatId, userMessage: 'And for display?' });
    expect(reply).toMatchObject({ text_content: 'All at once.', status: 'complete' });
    const row = await env.DB.prepare('select text, status, provider, sources from messages where id = ?')
      .bind(reply._id)
      .first();
    expect(row).toMatchObject({ text: 'All at once.', status: 'complete', provider: 'openai-compatible' });
    expect(await questions()).toEqual({ n: (asked?.n ?? 0) + 1 });

    fail = true;
    const failed = await ask(account.accessToken, { chatId, userMessage: 'And for video?' });
    expect(failed.reply).toMatchObject({ text_content: '', status: 'incomplete' });
    // A reply that failed before any text used no question, as a reply's last write decides.
    expect(await questions()).toEqual({ n: (asked?.n ?? 0) + 1 });
    const texts = await env.DB.prepare('select text from messages where chat_id = ? order by created_at')
      .bind(chatId)
      .all<{ text: string }>();
    expect(texts.results.map((r) => r.text).slice(-4)).toEqual([
      'And for display?',
      'All at once.',
      'And for video?',
      '',
    ]);
  });
});
