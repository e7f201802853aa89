import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { CHAT_PAGE_SIZE, MAX_CHAT_PAGE_SIZE } from '../../worker/contract/chat';
import { api, json, signUp } from './helpers';

type Page = { chatHistories: { _id: string; chat_name: string; saved: boolean }[]; nextCursor: string | null };

/** `count` chats for the user; every third pair shares an update time, so ties must page by id. */
async function seedChats(userId: string, count: number) {
  const now = Date.now();
  const insert = env.DB.prepare(
    "insert into chats (id, user_id, name, agent, saved, created_at, updated_at) values (?, ?, ?, 'advisor', 0, ?, ?)",
  );
  await env.DB.batch(
    Array.from({ length: count }, (_, i) => {
      const at = now - Math.floor(i / 2) * 1000;
      return insert.bind(`${userId}-chat-${String(i).padStart(4, '0')}`, userId, `Chat ${i}`, at, at);
    }),
  );
}

const list = (token: string, query = '') => api(`/api/chatbot/all-chats${query}`, { token });

async function allPages(token: string, limit: number) {
  const ids: string[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const query: string = `?limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
    const res = await list(token, query);
    expect(res.status).toBe(200);
    const page = await json<Page>(res);
    ids.push(...page.chatHistories.map((c) => c._id));
    cursor = page.nextCursor;
    pages++;
  } while (cursor);
  return { ids, pages };
}

describe('GET api/chatbot/all-chats (pages)', () => {
  it(`answers SPEC.md's call without parameters with the first ${CHAT_PAGE_SIZE} chats and a cursor`, async () => {
    const account = await signUp();
    await seedChats(account.user.id, CHAT_PAGE_SIZE + 5);
    const page = await json<Page>(await list(account.accessToken));
    expect(page.chatHistories).toHaveLength(CHAT_PAGE_SIZE);
    expect(page.nextCursor).toEqual(expect.any(String));
  });

  it('walks every chat once, newest first, across pages, ties included', async () => {
    const account = await signUp();
    await seedChats(account.user.id, 23);
    const { ids, pages } = await allPages(account.accessToken, 5);
    expect(pages).toBe(5);
    expect(new Set(ids).size).toBe(23);
    const { chatHistories } = await json<Page>(await list(account.accessToken, `?limit=${MAX_CHAT_PAGE_SIZE}`));
    expect(ids).toEqual(chatHistories.map((c) => c._id));
  });

  it('ends with a null cursor when the last page is full', async () => {
    const account = await signUp();
    await seedChats(account.user.id, 4);
    const first = await json<Page>(await list(account.accessToken, '?limit=2'));
    const second = await json<Page>(
      await list(account.accessToken, `?limit=2&cursor=${encodeURIComponent(first.nextCursor ?? '')}`),
    );
    expect(second.chatHistories).toHaveLength(2);
    expect(second.nextCursor).toBeNull();
  });

  it('pages only through the signed-in user’s chats, whatever cursor comes back', async () => {
    const alice = await signUp();
    const bob = await signUp();
    await seedChats(alice.user.id, 6);
    await seedChats(bob.user.id, 6);
    const alicePage = await json<Page>(await list(alice.accessToken, '?limit=3'));
    const bobWithAliceCursor = await json<Page>(
      await list(bob.accessToken, `?limit=10&cursor=${encodeURIComponent(alicePage.nextCursor ?? '')}`),
    );
    expect(bobWithAliceCursor.chatHistories.every((c) => c._id.startsWith(bob.user.id))).toBe(true);
  });

  it.each(['0', String(MAX_CHAT_PAGE_SIZE + 1), 'ten', '-1'])('answers 422 to limit=%s', async (limit) => {
    const account = await signUp();
    const res = await list(account.accessToken, `?limit=${limit}`);
    expect(res.status).toBe(422);
    expect((await json<{ fields: Record<string, string> }>(res)).fields.limit).toBe(
      `Ask for 1 to ${MAX_CHAT_PAGE_SIZE} chats at a time.`,
    );
  });

  it('answers 422 to a cursor it did not make', async () => {
    const account = await signUp();
    const res = await list(account.accessToken, '?cursor=not-a-cursor');
    expect(res.status).toBe(422);
    expect((await json(res)).message).toBe('That page does not exist.');
  });
});
