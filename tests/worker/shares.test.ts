import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { SAVED_WORK_MESSAGES as M, MESSAGES } from '../../worker/contract/messages';
import type { PublicShare, Share } from '../../worker/contract/saved-work';
import { api, BASE, json, signUp, uniqueIp } from './helpers';
import { countRows, createPlan, PNG, seedChat } from './saved-work-helpers';

type Created = { share: Share; token: string; path: string };

async function share(token: string, body: Record<string, unknown>) {
  const res = await api('/api/shares', { token, body });
  expect(res.status).toBe(201);
  return json<Created>(res);
}

const readPublic = (token: string, ip?: string) => api(`/api/shares/public/${token}`, { ip });

async function publicShare(token: string) {
  const res = await readPublic(token);
  expect(res.status).toBe(200);
  return (await json<{ share: PublicShare }>(res)).share;
}

const NOT_FOUND = { code: 'not_found', message: M.shareNotFound };

async function expectGone(token: string) {
  const res = await readPublic(token);
  expect(res.status).toBe(404);
  expect(res.headers.get('X-Robots-Tag')).toBe('noindex');
  expect(await json(res)).toEqual(NOT_FOUND);
}

const sha256Hex = async (text: string) =>
  [...new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)))]
    .map((byte) => byte.toString(16).padStart(2, '0'))
    .join('');

async function pictureChat(userId: string) {
  return seedChat(userId, 'Creative review', [
    { sentBy: 'User', text: 'Is this ad any good?', image: true },
    { sentBy: 'Bot', text: 'The headline is too long.' },
  ]);
}

describe('POST api/shares', () => {
  it('shares a plan: a 256-bit token shown once, only its SHA-256 stored', async () => {
    const account = await signUp();
    const plan = await createPlan(account.accessToken, { title: 'Week 1', body: '- pace' });
    const created = await share(account.accessToken, { kind: 'plan', id: plan._id, showName: false });
    expect(created.token).toMatch(/^[\w-]{43}$/);
    expect(created.path).toBe(`/share/${created.token}`);
    expect(created.share).toEqual({
      _id: expect.any(String),
      kind: 'plan',
      targetId: plan._id,
      title: 'Week 1',
      showName: false,
      includeImages: false,
      createdAt: expect.any(String),
    });
    const row = await env.DB.prepare('select * from shares where id = ?').bind(created.share._id).first();
    expect(row?.token_hash).toBe(await sha256Hex(created.token));
    expect(JSON.stringify(row)).not.toContain(created.token);
  });

  it("answers 404 to another user's plan or chat and stores nothing", async () => {
    const account = await signUp();
    const other = await signUp();
    const plan = await createPlan(other.accessToken, { title: 'Theirs', body: '' });
    const chat = await seedChat(other.user.id, 'Theirs', [{ sentBy: 'User', text: 'Q' }]);
    const forPlan = await api('/api/shares', { token: account.accessToken, body: { kind: 'plan', id: plan._id } });
    expect(forPlan.status).toBe(404);
    expect(await json(forPlan)).toEqual({ code: 'not_found', message: M.planNotFound });
    const forChat = await api('/api/shares', { token: account.accessToken, body: { kind: 'chat', id: chat.chatId } });
    expect(forChat.status).toBe(404);
    expect(await json(forChat)).toEqual({ code: 'not_found', message: MESSAGES.chatNotFound });
    expect(await countRows('shares', account.user.id)).toBe(0);
  });

  it("refuses a kind that is not 'plan' or 'chat' with 422", async () => {
    const account = await signUp();
    const res = await api('/api/shares', { token: account.accessToken, body: { kind: 'user', id: 'x' } });
    expect(res.status).toBe(422);
    expect(await json(res)).toEqual({ code: 'validation', message: M.shareKind, fields: { kind: M.shareKind } });
  });

  it('refuses a chat too long for one snapshot with 422, storing nothing', async () => {
    const account = await signUp();
    const long = 'x'.repeat(800_000);
    const chat = await seedChat(account.user.id, 'Huge', [
      { sentBy: 'Bot', text: long },
      { sentBy: 'Bot', text: long },
    ]);
    const res = await api('/api/shares', { token: account.accessToken, body: { kind: 'chat', id: chat.chatId } });
    expect(res.status).toBe(422);
    expect((await json(res)).message).toBe(M.shareTooLarge);
    expect(await countRows('shares', account.user.id)).toBe(0);
  });
});

describe('GET api/shares/public/:token', () => {
  it("shows a plan's snapshot to anyone, noindex, with the owner's name only if chosen", async () => {
    const account = await signUp({ name: 'Grace Hopper' });
    const plan = await createPlan(account.accessToken, { title: 'Week 1', body: '- pace' });
    const anonymous = await share(account.accessToken, { kind: 'plan', id: plan._id, showName: false });
    const named = await share(account.accessToken, { kind: 'plan', id: plan._id, showName: true });
    const res = await readPublic(anonymous.token);
    expect(res.status).toBe(200);
    expect(res.headers.get('X-Robots-Tag')).toBe('noindex');
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    expect((await json<{ share: PublicShare }>(res)).share).toEqual({
      kind: 'plan',
      title: 'Week 1',
      ownerName: null,
      createdAt: anonymous.share.createdAt,
      plan: { body: '- pace' },
      chat: null,
    });
    expect((await publicShare(named.token)).ownerName).toBe('Grace Hopper');
  });

  it('keeps the snapshot taken when shared, whatever the plan becomes', async () => {
    const account = await signUp();
    const plan = await createPlan(account.accessToken, { title: 'Week 1', body: 'before' });
    const { token } = await share(account.accessToken, { kind: 'plan', id: plan._id });
    const edit = await api(`/api/plans/${plan._id}`, {
      method: 'PUT',
      token: account.accessToken,
      body: { title: 'Renamed', body: 'after', version: 1 },
    });
    expect(edit.status).toBe(200);
    expect(await publicShare(token)).toMatchObject({ title: 'Week 1', plan: { body: 'before' } });
  });

  it('answers an unknown, a malformed and a revoked token with the same 404', async () => {
    const account = await signUp();
    const plan = await createPlan(account.accessToken, { title: 'Week 1', body: '' });
    const { token, share: made } = await share(account.accessToken, { kind: 'plan', id: plan._id });
    const revoke = await api(`/api/shares/${made._id}`, { method: 'DELETE', token: account.accessToken });
    expect(revoke.status).toBe(200);
    expect(await json(revoke)).toEqual({ message: M.shareRevoked });
    const unknown = btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(32))))
      .replaceAll('+', '-')
      .replaceAll('/', '_')
      .replace(/=+$/, '');
    for (const candidate of [token, unknown, 'short', `${token}x`, encodeURIComponent('../../etc')])
      await expectGone(candidate);
  });

  it('shows a chat with images only when the owner included them, and only while the share lives', async () => {
    const account = await signUp();
    const chat = await pictureChat(account.user.id);
    const without = await share(account.accessToken, { kind: 'chat', id: chat.chatId });
    const withImages = await share(account.accessToken, { kind: 'chat', id: chat.chatId, includeImages: true });
    expect(withImages.share.includeImages).toBe(true);

    const bare = await publicShare(without.token);
    expect(bare.chat?.messages.map((m) => [m.sent_by, m.text_content, m.image_url])).toEqual([
      ['User', 'Is this ad any good?', null],
      ['Bot', 'The headline is too long.', null],
    ]);
    const questionId = chat.ids[0] as string;
    const blocked = await api(`/api/shares/public/${without.token}/images/${questionId}`);
    expect(blocked.status).toBe(404);
    expect(await json(blocked)).toEqual(NOT_FOUND);
    const stored = await env.DB.prepare('select snapshot from shares where id = ?').bind(without.share._id).first();
    expect(String(stored?.snapshot)).not.toContain('users/');

    const full = await publicShare(withImages.token);
    const url = full.chat?.messages[0]?.image_url ?? '';
    expect(url).toBe(`/api/shares/public/${withImages.token}/images/${questionId}`);
    const image = await SELF.fetch(`${BASE}${url}`, { headers: { 'CF-Connecting-IP': uniqueIp() } });
    expect(image.status).toBe(200);
    expect(image.headers.get('Content-Type')).toBe('image/png');
    expect(image.headers.get('X-Robots-Tag')).toBe('noindex');
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(PNG);

    await api(`/api/shares/${withImages.share._id}`, { method: 'DELETE', token: account.accessToken });
    const afterRevoke = await api(url);
    expect(afterRevoke.status).toBe(404);
    expect(await json(afterRevoke)).toEqual(NOT_FOUND);
  });

  it('counts reads per address: the 61st in a minute answers 429, still noindex', async () => {
    const left = 60_000 - (Date.now() % 60_000);
    if (left < 15_000) await new Promise((resolve) => setTimeout(resolve, left + 100));
    const ip = uniqueIp();
    for (let i = 0; i < 60; i++) expect((await readPublic('unknown-token', ip)).status).toBe(404);
    const limited = await readPublic('unknown-token', ip);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('X-Robots-Tag')).toBe('noindex');
    expect((await readPublic('unknown-token', uniqueIp())).status).toBe(404);
  }, 30_000);
});

describe('GET api/shares', () => {
  it("lists an item's live shares; another user's item answers 404", async () => {
    const account = await signUp();
    const other = await signUp();
    const plan = await createPlan(account.accessToken, { title: 'Week 1', body: '' });
    const first = await share(account.accessToken, { kind: 'plan', id: plan._id });
    const second = await share(account.accessToken, { kind: 'plan', id: plan._id, showName: true });
    await api(`/api/shares/${first.share._id}`, { method: 'DELETE', token: account.accessToken });
    const res = await api(`/api/shares?kind=plan&id=${plan._id}`, { token: account.accessToken });
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ shares: [second.share] });
    const theirs = await api(`/api/shares?kind=plan&id=${plan._id}`, { token: other.accessToken });
    expect(theirs.status).toBe(404);
  });
});

describe('DELETE api/shares/:shareId', () => {
  it("answers 404 to another user's share and the link keeps working", async () => {
    const account = await signUp();
    const other = await signUp();
    const plan = await createPlan(account.accessToken, { title: 'Week 1', body: '' });
    const { token, share: made } = await share(account.accessToken, { kind: 'plan', id: plan._id });
    const res = await api(`/api/shares/${made._id}`, { method: 'DELETE', token: other.accessToken });
    expect(res.status).toBe(404);
    expect(await json(res)).toEqual(NOT_FOUND);
    expect((await readPublic(token)).status).toBe(200);
  });

  it("ends the plan's links when the plan is deleted", async () => {
    const account = await signUp();
    const plan = await createPlan(account.accessToken, { title: 'Week 1', body: '' });
    const { token } = await share(account.accessToken, { kind: 'plan', id: plan._id });
    await api(`/api/plans/${plan._id}`, { method: 'DELETE', token: account.accessToken });
    await expectGone(token);
    expect(await countRows('shares', account.user.id)).toBe(0);
  });
});
