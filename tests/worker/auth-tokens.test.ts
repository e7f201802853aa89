import { env } from 'cloudflare:test';
import { SignJWT } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../worker/contract/messages';
import { ACCESS_TOKEN_TTL_SECONDS, REFRESH_GRACE_MS, SESSION_TTL_MS } from '../../worker/lib/session';
import { api, json, signUp } from './helpers';

const profile = (token: string) => api('/api/user/profile', { token });
const refresh = (refreshToken: string) => api('/api/auth/refresh', { body: { refreshToken } });
const key = new TextEncoder().encode(env.JWT_SECRET);
type Pair = { accessToken: string; refreshToken: string };

afterEach(() => vi.useRealTimers());

function forge(claims: Record<string, unknown>, header: Record<string, unknown> = { alg: 'HS256' }) {
  return new SignJWT(claims).setProtectedHeader(header as { alg: string }).sign(key);
}

describe('access tokens', () => {
  it('open protected routes while valid', async () => {
    const account = await signUp();
    expect((await profile(account.accessToken)).status).toBe(200);
  });

  it('are refused without a token, with a tampered one, or with another signing key', async () => {
    const account = await signUp();
    const [header, payload] = account.accessToken.split('.');
    expect((await api('/api/user/profile')).status).toBe(401);
    expect((await profile(`${header}.${payload}.AAAA`)).status).toBe(401);
    const otherKey = await new SignJWT({ sid: 'x' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(account.user.id)
      .sign(new TextEncoder().encode('another-secret-of-at-least-32-characters!'));
    expect((await profile(otherKey)).status).toBe(401);
  });

  it('are refused with the "none" algorithm', async () => {
    const account = await signUp();
    const [, payload] = account.accessToken.split('.');
    const unsigned = `${btoa(JSON.stringify({ alg: 'none', typ: 'JWT' })).replace(/=+$/, '')}.${payload}.`;
    expect((await profile(unsigned)).status).toBe(401);
  });

  it('are refused without a live session id, even when correctly signed', async () => {
    const account = await signUp();
    const now = Math.floor(Date.now() / 1000);
    const base = { sub: account.user.id, iss: 'adwise', aud: 'adwise-app', iat: now, exp: now + 60 };
    expect((await profile(await forge(base))).status).toBe(401);
    expect((await profile(await forge({ ...base, sid: crypto.randomUUID() }))).status).toBe(401);
  });

  it('are refused when issued for another audience or by another issuer', async () => {
    const account = await signUp();
    const login = await api('/api/auth/login', { body: { email: account.email, password: account.password } });
    const { accessToken } = await json<{ accessToken: string }>(login);
    const payload = (accessToken.split('.')[1] ?? '').replaceAll('-', '+').replaceAll('_', '/');
    const claims = JSON.parse(atob(payload)) as Record<string, unknown>;
    expect((await profile(await forge(claims))).status).toBe(200); // the forger reproduces a valid token...
    expect((await profile(await forge({ ...claims, aud: 'another-app' }))).status).toBe(401);
    expect((await profile(await forge({ ...claims, iss: 'someone-else' }))).status).toBe(401);
  });

  it(`expire after ${ACCESS_TOKEN_TTL_SECONDS / 60} minutes`, async () => {
    const account = await signUp();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + (ACCESS_TOKEN_TTL_SECONDS + 5) * 1000);
    expect((await profile(account.accessToken)).status).toBe(401);
  });
});

describe('POST api/auth/refresh', () => {
  it('trades a refresh token for a new pair that works', async () => {
    const account = await signUp();
    const res = await refresh(account.refreshToken);
    expect(res.status).toBe(200);
    const pair = await json<{ accessToken: string; refreshToken: string }>(res);
    expect(pair.refreshToken).not.toBe(account.refreshToken);
    expect((await profile(pair.accessToken)).status).toBe(200);
  });

  it('answers two tabs refreshing with the same token at once with the same new pair, and both stay signed in', async () => {
    const account = await signUp();
    const [first, second] = await Promise.all([refresh(account.refreshToken), refresh(account.refreshToken)]);
    expect([first?.status, second?.status]).toEqual([200, 200]);
    const [a, b] = [await json<Pair>(first), await json<Pair>(second)];
    expect(a.refreshToken).toBe(b.refreshToken);
    expect((await profile(a.accessToken)).status).toBe(200);
    expect((await profile(b.accessToken)).status).toBe(200);
    const next = await refresh(a.refreshToken);
    expect(next.status).toBe(200);
    expect((await profile((await json<Pair>(next)).accessToken)).status).toBe(200);
  });

  it(`answers a used token with the same pair within ${REFRESH_GRACE_MS / 1000} s`, async () => {
    const account = await signUp();
    const pair = await json<Pair>(await refresh(account.refreshToken));
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + REFRESH_GRACE_MS - 1000);
    const again = await refresh(account.refreshToken);
    expect(again.status).toBe(200);
    expect((await json<Pair>(again)).refreshToken).toBe(pair.refreshToken);
  });

  it('revokes the whole family when a used refresh token comes back a minute later', async () => {
    const account = await signUp();
    const pair = await json<Pair>(await refresh(account.refreshToken));
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 60_000);
    const replay = await refresh(account.refreshToken);
    expect(replay.status).toBe(401);
    expect(await json(replay)).toEqual({ code: 'unauthorized', message: MESSAGES.sessionExpired });
    expect((await refresh(pair.refreshToken)).status).toBe(401);
    expect((await profile(pair.accessToken)).status).toBe(401);
  });

  it('refuses an unknown token', async () => {
    expect((await refresh('not-a-real-token')).status).toBe(401);
  });

  it('ends 30 days after sign-in however often it rotated', async () => {
    const account = await signUp();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + SESSION_TTL_MS - 60_000);
    const pair = await json<{ refreshToken: string }>(await refresh(account.refreshToken));
    vi.setSystemTime(Date.now() + 120_000);
    expect((await refresh(pair.refreshToken)).status).toBe(401);
  });

  it('keeps other sessions of the same user alive', async () => {
    const account = await signUp();
    const other = await json<{ refreshToken: string; accessToken: string }>(
      await api('/api/auth/login', { body: { email: account.email, password: account.password } }),
    );
    const pair = await json<Pair>(await refresh(account.refreshToken));
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 60_000);
    await refresh(account.refreshToken); // a late replay kills the first session only
    expect((await profile(pair.accessToken)).status).toBe(401);
    expect((await profile(other.accessToken)).status).toBe(200);
  });
});

describe('POST api/auth/logout', () => {
  it('ends the session at once: its access and refresh tokens stop working', async () => {
    const account = await signUp();
    const res = await api('/api/auth/logout', { body: { refreshToken: account.refreshToken } });
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ message: MESSAGES.loggedOut });
    expect((await profile(account.accessToken)).status).toBe(401);
    expect((await refresh(account.refreshToken)).status).toBe(401);
  });

  it('answers the same for an unknown token', async () => {
    expect((await api('/api/auth/logout', { body: { refreshToken: 'unknown' } })).status).toBe(200);
  });
});
