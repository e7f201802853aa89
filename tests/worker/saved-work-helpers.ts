import { env } from 'cloudflare:test';
import { expect } from 'vitest';
import type { SavedPlan } from '../../worker/contract/saved-work';
import { api, json } from './helpers';

export const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);

type SeedMessage = { sentBy: 'User' | 'Bot'; text: string; image?: boolean; status?: string };

/** A chat written straight into D1 (no model, no quota): messages one second apart, images in R2. */
export async function seedChat(userId: string, name: string, rows: SeedMessage[], saved = false) {
  const chatId = crypto.randomUUID();
  const start = Date.now() - rows.length * 1000;
  const statements = [
    env.DB.prepare(
      "insert into chats (id, user_id, name, agent, saved, created_at, updated_at) values (?, ?, ?, 'advisor', ?, ?, ?)",
    ).bind(chatId, userId, name, saved ? 1 : 0, start, start + rows.length * 1000),
  ];
  const ids: string[] = [];
  const imageKeys: (string | null)[] = [];
  for (const [i, row] of rows.entries()) {
    const id = crypto.randomUUID();
    const imageKey = row.image ? `users/${userId}/chat/${crypto.randomUUID()}.png` : null;
    if (imageKey) await env.IMAGES.put(imageKey, PNG, { httpMetadata: { contentType: 'image/png' } });
    ids.push(id);
    imageKeys.push(imageKey);
    statements.push(
      env.DB.prepare(
        'insert into messages (id, chat_id, user_id, sent_by, text, image_key, status, created_at) values (?, ?, ?, ?, ?, ?, ?, ?)',
      ).bind(id, chatId, userId, row.sentBy, row.text, imageKey, row.status ?? 'complete', start + i * 1000),
    );
  }
  await env.DB.batch(statements);
  return { chatId, ids, imageKeys };
}

export const REPLY = '## Week 1: pace the budget\n\nSpend **$98.68 a day** and check the [report](https://ads.test).';

/** A chat with one question and one reply; answers the reply's id too. */
export async function seedReply(userId: string, reply = REPLY, name = 'Budget pacing') {
  const chat = await seedChat(userId, name, [
    { sentBy: 'User', text: 'How should I pace $3,000 a month?' },
    { sentBy: 'Bot', text: reply },
  ]);
  return { ...chat, replyId: chat.ids[1] as string, questionId: chat.ids[0] as string };
}

export async function seedPlans(userId: string, count: number) {
  const insert = env.DB.prepare(
    "insert into plans (id, user_id, title, body, version, created_at, updated_at) values (?, ?, ?, '', 1, ?, ?)",
  );
  const now = Date.now() - 60_000;
  for (let from = 0; from < count; from += 500)
    await env.DB.batch(
      Array.from({ length: Math.min(500, count - from) }, (_, i) =>
        insert.bind(crypto.randomUUID(), userId, `Seeded ${from + i}`, now, now),
      ),
    );
}

export async function seedHighlights(userId: string, chatId: string, messageId: string, count: number) {
  const insert = env.DB.prepare(
    "insert into highlights (id, user_id, chat_id, message_id, quote, prefix, suffix, created_at) values (?, ?, ?, ?, 'quote', '', '', ?)",
  );
  const now = Date.now() - 60_000;
  for (let from = 0; from < count; from += 500)
    await env.DB.batch(
      Array.from({ length: Math.min(500, count - from) }, (_, i) =>
        insert.bind(crypto.randomUUID(), userId, chatId, messageId, now + from + i),
      ),
    );
}

export const countRows = async (table: 'plans' | 'highlights' | 'shares', userId: string) =>
  (await env.DB.prepare(`select count(*) as n from ${table} where user_id = ?`).bind(userId).first<{ n: number }>())
    ?.n ?? 0;

export async function createPlan(token: string, body: { messageId: string } | { title: string; body: string }) {
  const res = await api('/api/plans', { token, body });
  expect(res.status).toBe(201);
  return (await json<{ plan: SavedPlan }>(res)).plan;
}
