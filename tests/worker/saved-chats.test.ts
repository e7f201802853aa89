import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../worker/contract/messages';
import type { Highlight, SavedPlan } from '../../worker/contract/saved-work';
import { EXPORT_IMAGE_URL_TTL_MS } from '../../worker/lib/export-markdown';
import { api, BASE, json, signUp } from './helpers';
import { countRows, createPlan, PNG, seedChat, seedReply } from './saved-work-helpers';

type Page = { chatHistories: { _id: string; saved: boolean }[]; nextCursor: string | null };
type Search = {
  results: { _id: string }[];
  plans: { _id: string; title: string; snippet: string | null; updatedAt: string }[];
};

describe('GET api/chatbot/all-chats?saved=true', () => {
  it('lists only the saved chats, paged like the full list', async () => {
    const account = await signUp();
    const chats = [];
    for (let i = 0; i < 5; i++) chats.push(await seedChat(account.user.id, `Chat ${i}`, [], i % 2 === 0));
    const toggle = await api(`/api/chatbot/save-chat/${chats[1]?.chatId}`, {
      method: 'POST',
      token: account.accessToken,
    });
    expect(await json(toggle)).toEqual({ _id: chats[1]?.chatId, saved: true });

    const first = await json<Page>(
      await api('/api/chatbot/all-chats?saved=true&limit=2', { token: account.accessToken }),
    );
    expect(first.chatHistories).toHaveLength(2);
    const rest = await json<Page>(
      await api(`/api/chatbot/all-chats?saved=true&limit=2&cursor=${encodeURIComponent(first.nextCursor ?? '')}`, {
        token: account.accessToken,
      }),
    );
    expect(rest.nextCursor).toBeNull();
    const ids = [...first.chatHistories, ...rest.chatHistories].map((c) => c._id).sort();
    expect(ids).toEqual([chats[0], chats[1], chats[2], chats[4]].map((c) => c?.chatId).sort());
    expect([...first.chatHistories, ...rest.chatHistories].every((c) => c.saved)).toBe(true);

    const all = await json<Page>(await api('/api/chatbot/all-chats', { token: account.accessToken }));
    expect(all.chatHistories).toHaveLength(5);
  });

  it('answers 422 to a saved value that is not true or false', async () => {
    const account = await signUp();
    const res = await api('/api/chatbot/all-chats?saved=yes', { token: account.accessToken });
    expect(res.status).toBe(422);
  });
});

describe('GET api/chatbot/search (plans)', () => {
  it("finds my plans by title and body, never another user's", async () => {
    const account = await signUp();
    const other = await signUp();
    const byTitle = await createPlan(account.accessToken, { title: 'Retargeting sprint', body: 'Week one.' });
    const byBody = await createPlan(account.accessToken, { title: 'Week 2', body: 'Raise the retargeting bids.' });
    await createPlan(account.accessToken, { title: 'Unrelated', body: 'Nothing here.' });
    await createPlan(other.accessToken, { title: 'Retargeting for them', body: 'retargeting' });

    const res = await api('/api/chatbot/search?q=retarget', { token: account.accessToken });
    expect(res.status).toBe(200);
    const { plans } = await json<Search>(res);
    expect(plans.map((p) => p._id).sort()).toEqual([byTitle._id, byBody._id].sort());
    expect(plans.find((p) => p._id === byBody._id)).toEqual({
      _id: byBody._id,
      title: 'Week 2',
      snippet: 'Raise the [retargeting] bids.',
      updatedAt: byBody.updatedAt,
    });
  });

  it('follows an edit, and a deleted plan is no longer found', async () => {
    const account = await signUp();
    const plan = await createPlan(account.accessToken, { title: 'Budget', body: 'pacing' });
    const search = async (q: string) =>
      (await json<Search>(await api(`/api/chatbot/search?q=${q}`, { token: account.accessToken }))).plans;
    await api(`/api/plans/${plan._id}`, {
      method: 'PUT',
      token: account.accessToken,
      body: { title: 'Budget', body: 'frequency caps', version: 1 },
    });
    expect(await search('pacing')).toEqual([]);
    expect((await search('frequency')).map((p) => p._id)).toEqual([plan._id]);
    await api(`/api/plans/${plan._id}`, { method: 'DELETE', token: account.accessToken });
    expect(await search('frequency')).toEqual([]);
  });

  it('takes FTS syntax as plain words and answers an empty query with no plans', async () => {
    const account = await signUp();
    await createPlan(account.accessToken, { title: 'Bids', body: 'NEAR the OR end' });
    const odd = await api(`/api/chatbot/search?q=${encodeURIComponent('"bids" OR (NEAR*')}`, {
      token: account.accessToken,
    });
    expect(odd.status).toBe(200);
    const empty = await json<Search>(await api('/api/chatbot/search?q=', { token: account.accessToken }));
    expect(empty).toEqual({ results: [], plans: [] });
  });
});

describe('GET api/chatbot/export/:chatId', () => {
  it('downloads the chat as markdown, images as links signed for 7 days', async () => {
    const account = await signUp();
    const other = await signUp();
    const chat = await seedChat(account.user.id, 'Creative review!', [
      { sentBy: 'User', text: 'Is this ad any good?', image: true },
      { sentBy: 'Bot', text: '**No.** The headline is too long.' },
    ]);
    const before = Date.now();
    const res = await api(`/api/chatbot/export/${chat.chatId}`, { token: account.accessToken });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('text/markdown; charset=utf-8');
    expect(res.headers.get('Content-Disposition')).toBe('attachment; filename="creative-review.md"');
    const text = await res.text();
    const link = /\[Image\]\((\S+)\)/.exec(text)?.[1] ?? '';
    const expires = Number(new URL(link).searchParams.get('expires'));
    expect(expires - before).toBeGreaterThanOrEqual(EXPORT_IMAGE_URL_TTL_MS - 1000);
    expect(expires - Date.now()).toBeLessThanOrEqual(EXPORT_IMAGE_URL_TTL_MS);
    const lines = text.split('\n\n');
    expect(lines[0]).toBe('# Creative review!');
    expect(lines[1]).toMatch(/^_Image links work until \d{4}-\d\d-\d\d \d\d:\d\d UTC\._$/);
    expect(lines[2]).toMatch(/^## You — \d{4}-\d\d-\d\d \d\d:\d\d UTC$/);
    expect(lines[3]).toBe('Is this ad any good?');
    expect(lines[4]).toBe(`[Image](${link})`);
    expect(link.startsWith(`${BASE}/api/images/users/${account.user.id}/chat/`)).toBe(true);
    expect(lines[5]).toMatch(/^## Assistant — /);
    expect(lines[6]).toBe('**No.** The headline is too long.\n');

    const image = await SELF.fetch(link);
    expect(image.status).toBe(200);
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(PNG);

    const theirs = await api(`/api/chatbot/export/${chat.chatId}`, { token: other.accessToken });
    expect(theirs.status).toBe(404);
    expect(await json(theirs)).toEqual({ code: 'not_found', message: MESSAGES.chatNotFound });
  });

  it('says nothing about image links when the chat has none', async () => {
    const account = await signUp();
    const { chatId } = await seedReply(account.user.id);
    const text = await (await api(`/api/chatbot/export/${chatId}`, { token: account.accessToken })).text();
    expect(text).not.toContain('Image links');
    expect(text.startsWith('# Budget pacing\n\n## You — ')).toBe(true);
  });
});

describe('DELETE api/chatbot/delete-chat/:chatId (saved work)', () => {
  it('keeps the plans made from the chat, unlinked, and removes its highlights and share links', async () => {
    const account = await signUp();
    const { chatId, replyId } = await seedReply(account.user.id);
    const plan = await createPlan(account.accessToken, { messageId: replyId });
    const mark = await api('/api/highlights', {
      token: account.accessToken,
      body: { messageId: replyId, quote: 'pace' },
    });
    expect((await json<{ highlight: Highlight }>(mark)).highlight.chatId).toBe(chatId);
    const chatShare = await api('/api/shares', { token: account.accessToken, body: { kind: 'chat', id: chatId } });
    const planShare = await api('/api/shares', { token: account.accessToken, body: { kind: 'plan', id: plan._id } });
    const chatToken = (await json<{ token: string }>(chatShare)).token;
    const planToken = (await json<{ token: string }>(planShare)).token;

    const res = await api(`/api/chatbot/delete-chat/${chatId}`, { method: 'DELETE', token: account.accessToken });
    expect(res.status).toBe(200);

    const kept = await json<{ plan: SavedPlan }>(await api(`/api/plans/${plan._id}`, { token: account.accessToken }));
    expect(kept.plan).toMatchObject({ _id: plan._id, body: plan.body, chatId: null, messageId: null, chatName: null });
    expect(await countRows('highlights', account.user.id)).toBe(0);
    expect((await api(`/api/shares/public/${chatToken}`)).status).toBe(404);
    expect((await api(`/api/shares/public/${planToken}`)).status).toBe(200);
    const left = await env.DB.prepare('select kind from shares where user_id = ?').bind(account.user.id).all();
    expect(left.results).toEqual([{ kind: 'plan' }]);
  });
});
