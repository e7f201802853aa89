import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../worker/contract/messages';
import { api, json, signUp, uniqueEmail, uniqueIp } from './helpers';

/** wrangler.toml's limits: ABUSE_LIMITER 10 a minute per key, REFRESH_LIMITER 60. */
const ABUSE_LIMIT = 10;
const REFRESH_LIMIT = 60;
const password = 'correct horse 1';

/** The local limiter counts in windows aligned to the wall clock's minutes: start a run well inside one. */
const WINDOW_WAIT = 30_000;
async function freshWindow() {
  const left = 60_000 - (Date.now() % 60_000);
  if (left < 15_000) await new Promise((resolve) => setTimeout(resolve, left + 100));
}

async function expectLimited(res: Response) {
  expect(res.status).toBe(429);
  expect(res.headers.get('Retry-After')).toBe('60');
  expect(await json(res)).toEqual({ code: 'rate_limited', message: MESSAGES.tooManyAttempts });
}

/** Sends `count` calls from one address and returns their statuses. */
async function statuses(count: number, call: (i: number) => Promise<Response>) {
  const result: number[] = [];
  for (let i = 0; i < count; i++) result.push((await call(i)).status);
  return result;
}

describe('per-IP limits', () => {
  it(
    `allow ${ABUSE_LIMIT} sign-ups a minute from one address, then answer 429 with Retry-After`,
    async () => {
      await freshWindow();
      const ip = uniqueIp();
      const signUpFrom = (address: string) =>
        api('/api/auth/signup', { ip: address, body: { name: 'Ada', email: uniqueEmail(), password } });
      expect(await statuses(ABUSE_LIMIT, () => signUpFrom(ip))).toEqual(Array(ABUSE_LIMIT).fill(201));
      await expectLimited(await signUpFrom(ip));
      expect((await signUpFrom(uniqueIp())).status).toBe(201);
    },
    WINDOW_WAIT,
  );

  it(
    'limit logins from one address across many accounts',
    async () => {
      await freshWindow();
      const ip = uniqueIp();
      const logIn = () => api('/api/auth/login', { ip, body: { email: uniqueEmail(), password } });
      expect(await statuses(ABUSE_LIMIT, logIn)).toEqual(Array(ABUSE_LIMIT).fill(401));
      await expectLimited(await logIn());
    },
    WINDOW_WAIT,
  );

  it(
    'limit logins to one account from many addresses, even with the right password',
    async () => {
      await freshWindow();
      const account = await signUp();
      const logIn = () => api('/api/auth/login', { body: { email: account.email, password: account.password } });
      expect(await statuses(ABUSE_LIMIT, logIn)).toEqual(Array(ABUSE_LIMIT).fill(200));
      await expectLimited(await logIn());
    },
    WINDOW_WAIT,
  );

  it(
    'limit password-reset requests and code checks from one address',
    async () => {
      await freshWindow();
      const ip = uniqueIp();
      const requestReset = () => api('/api/auth/password/reset', { ip, body: { email: uniqueEmail() } });
      expect(await statuses(ABUSE_LIMIT, requestReset)).toEqual(Array(ABUSE_LIMIT).fill(200));
      await expectLimited(await requestReset());
      // Checking codes counts on the same address: a reset and a guess are both code traffic.
      await expectLimited(await api('/api/auth/verify-otp', { ip, body: { email: uniqueEmail(), otp: '123456' } }));
      await expectLimited(
        await api('/api/auth/password/reset/verify', {
          ip,
          body: { email: uniqueEmail(), otp: '123456', newPassword: 'a new password' },
        }),
      );
    },
    WINDOW_WAIT,
  );

  it(
    `allow ${REFRESH_LIMIT} refreshes a minute from one address`,
    async () => {
      await freshWindow();
      const ip = uniqueIp();
      const refresh = () => api('/api/auth/refresh', { ip, body: { refreshToken: 'not-a-real-token' } });
      expect(new Set(await statuses(REFRESH_LIMIT, refresh))).toEqual(new Set([401]));
      await expectLimited(await refresh());
    },
    WINDOW_WAIT,
  );

  it(
    'limit problem reports from one address whatever e-mail they give',
    async () => {
      await freshWindow();
      const ip = uniqueIp();
      const report = () =>
        api('/api/problem/report', { ip, body: { email: uniqueEmail(), description: 'The chart is blank.' } });
      expect(await statuses(ABUSE_LIMIT, report)).toEqual(Array(ABUSE_LIMIT).fill(201));
      await expectLimited(await report());
    },
    WINDOW_WAIT,
  );
});
