import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../worker/contract/messages';
import {
  MAX_CODES_PER_HOUR,
  MAX_FAILURES_PER_DAY,
  OTP_MESSAGES,
  OTP_TTL_MS,
  RESEND_INTERVAL_MS,
} from '../../worker/lib/otp';
import { api, codeIn, json, latestMail, signUp, uniqueEmail } from './helpers';

const advance = (ms: number) => vi.setSystemTime(new Date(Date.now() + ms));
const resend = (token: string) => api('/authentication_app/resend_otp/', { method: 'POST', token });
const verify = (email: string, otp: string, purpose?: string) =>
  api('/api/auth/verify-otp', { body: { email, otp, ...(purpose ? { purpose } : {}) } });
const wrongCode = (code: string) => String((Number(code) + 1) % 10 ** code.length).padStart(code.length, '0');

beforeEach(() => vi.useFakeTimers({ toFake: ['Date'] }));
afterEach(() => vi.useRealTimers());

describe('POST api/auth/verify-otp (e-mail verification)', () => {
  it('verifies the e-mail with the mailed code, once', async () => {
    const account = await signUp();
    const mail = await latestMail(account.email);
    expect(mail.subject).toContain('verification code');
    expect(mail.html).toContain(codeIn(mail));

    const res = await verify(account.email, codeIn(mail));
    expect(res.status).toBe(200);
    const body = await json<{ message: string; user: { emailVerified: boolean } }>(res);
    expect(body.message).toBe(MESSAGES.verified);
    expect(body.user.emailVerified).toBe(true);

    const again = await verify(account.email, codeIn(mail));
    expect(again.status).toBe(422);
  });

  it('refuses a wrong code with the error envelope', async () => {
    const account = await signUp();
    const code = codeIn(await latestMail(account.email));
    const res = await verify(account.email, wrongCode(code));
    expect(res.status).toBe(422);
    expect(await json(res)).toEqual({ code: 'validation', message: MESSAGES.codeRejected });
  });

  it('kills a code after 5 wrong tries: even the right one fails then', async () => {
    const account = await signUp();
    const code = codeIn(await latestMail(account.email));
    for (let i = 0; i < 5; i++) expect((await verify(account.email, wrongCode(code))).status).toBe(422);
    expect((await verify(account.email, code)).status).toBe(422);
  });

  it('expires a code after 10 minutes', async () => {
    const account = await signUp();
    const code = codeIn(await latestMail(account.email));
    advance(OTP_TTL_MS + 1000);
    expect((await verify(account.email, code)).status).toBe(422);
  });

  it(`answers 429 after ${MAX_FAILURES_PER_DAY} failures in a day, counted across codes`, async () => {
    const account = await signUp();
    let code = codeIn(await latestMail(account.email));
    for (let i = 0; i < MAX_FAILURES_PER_DAY; i++) {
      if (i === 5) {
        advance(61_000);
        expect((await resend(account.accessToken)).status).toBe(200);
        code = codeIn(await latestMail(account.email, 2));
      }
      expect((await verify(account.email, wrongCode(code))).status).toBe(422);
    }
    const res = await verify(account.email, code);
    expect(res.status).toBe(429);
    expect(await json(res)).toEqual({ code: 'rate_limited', message: OTP_MESSAGES.tooManyFailures });
  });
});

describe('POST authentication_app/resend_otp/', () => {
  it('needs a signed-in user', async () => {
    expect((await api('/authentication_app/resend_otp/', { method: 'POST' })).status).toBe(401);
  });

  it('waits 60 seconds between codes, then replaces the old code', async () => {
    const account = await signUp();
    const first = codeIn(await latestMail(account.email));
    const early = await resend(account.accessToken);
    expect(early.status).toBe(429);
    expect(Number(early.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(Number(early.headers.get('Retry-After'))).toBeLessThanOrEqual(RESEND_INTERVAL_MS / 1000);
    expect(await json(early)).toEqual({ code: 'rate_limited', message: OTP_MESSAGES.tooSoon });

    advance(61_000);
    const res = await resend(account.accessToken);
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ message: MESSAGES.codeResent });
    const second = codeIn(await latestMail(account.email, 2));
    if (second !== first) expect((await verify(account.email, first)).status).toBe(422);
    expect((await verify(account.email, second)).status).toBe(200);
  });

  it(`sends at most ${MAX_CODES_PER_HOUR} codes an hour`, async () => {
    const account = await signUp();
    for (let i = 1; i < MAX_CODES_PER_HOUR; i++) {
      advance(61_000);
      expect((await resend(account.accessToken)).status).toBe(200);
    }
    advance(61_000);
    const res = await resend(account.accessToken);
    expect(res.status).toBe(429);
    expect(res.headers.get('Retry-After')).toBe('3600');
    expect(await json(res)).toEqual({ code: 'rate_limited', message: OTP_MESSAGES.tooMany });
  });
});

describe('password reset', () => {
  it('answers the same whether or not the account exists, and mails only a real account', async () => {
    const account = await signUp();
    const ghost = uniqueEmail('ghost');
    const real = await api('/api/auth/password/reset', { body: { email: account.email } });
    const fake = await api('/api/auth/password/reset', { body: { email: ghost } });
    expect(real.status).toBe(200);
    expect(fake.status).toBe(200);
    expect(await json(real)).toEqual({ message: MESSAGES.resetCodeSent });
    expect(await json(fake)).toEqual({ message: MESSAGES.resetCodeSent });
    expect((await latestMail(account.email, 2)).subject).toContain('password reset');
    expect(await json(await api(`/api/dev/mailbox?to=${ghost}`))).toEqual([]);
  });

  it('applies the same send limits to an unknown e-mail', async () => {
    const ghost = uniqueEmail('ghost');
    expect((await api('/api/auth/password/reset', { body: { email: ghost } })).status).toBe(200);
    expect((await api('/api/auth/password/reset', { body: { email: ghost } })).status).toBe(429);
  });

  it('validates the e-mail with the spec messages', async () => {
    const res = await api('/api/auth/password/reset', { body: { email: 'nope' } });
    expect(res.status).toBe(422);
    expect((await json<{ fields: Record<string, string> }>(res)).fields.email).toBe('Invalid email address');
  });

  it('checks the code, sets the new password, and ends every session', async () => {
    const account = await signUp({ password: 'old password' });
    await latestMail(account.email);
    await api('/api/auth/password/reset', { body: { email: account.email } });
    const code = codeIn(await latestMail(account.email, 2));

    const check = await verify(account.email, code, 'reset_password');
    expect(check.status).toBe(200);
    expect((await json(check)).message).toBe(MESSAGES.codeChecked);

    const reset = await api('/api/auth/password/reset/verify', {
      body: { email: account.email, otp: code, newPassword: 'new password' },
    });
    expect(reset.status).toBe(200);
    expect(await json(reset)).toEqual({ message: MESSAGES.passwordReset });

    expect((await api('/api/user/profile', { token: account.accessToken })).status).toBe(401);
    expect((await api('/api/auth/refresh', { body: { refreshToken: account.refreshToken } })).status).toBe(401);
    expect((await api('/api/auth/login', { body: { email: account.email, password: 'old password' } })).status).toBe(
      401,
    );
    expect((await api('/api/auth/login', { body: { email: account.email, password: 'new password' } })).status).toBe(
      200,
    );

    const reuse = await api('/api/auth/password/reset/verify', {
      body: { email: account.email, otp: code, newPassword: 'third password' },
    });
    expect(reuse.status).toBe(422);
  });

  it("checks a reset code sent with SPEC.md's fields only (no purpose), without using it up", async () => {
    const account = await signUp();
    await latestMail(account.email);
    await api('/api/auth/password/reset', { body: { email: account.email } });
    const code = codeIn(await latestMail(account.email, 2));

    const check = await verify(account.email, code);
    expect(check.status).toBe(200);
    expect(await json(check)).toEqual({ message: MESSAGES.codeChecked, user: null });
    const profile = await json<{ user: { emailVerified: boolean } }>(
      await api('/api/user/profile', { token: account.accessToken }),
    );
    expect(profile.user.emailVerified).toBe(false);
    const reset = await api('/api/auth/password/reset/verify', {
      body: { email: account.email, otp: code, newPassword: 'new password' },
    });
    expect(reset.status).toBe(200);
  });

  it('counts a wrong code without a purpose against the reset code', async () => {
    const account = await signUp();
    await latestMail(account.email);
    await api('/api/auth/password/reset', { body: { email: account.email } });
    const code = codeIn(await latestMail(account.email, 2));
    for (let i = 0; i < 5; i++) expect((await verify(account.email, wrongCode(code))).status).toBe(422);
    expect((await verify(account.email, code, 'reset_password')).status).toBe(422);
  });

  it('refuses a new password under 8 characters', async () => {
    const res = await api('/api/auth/password/reset/verify', {
      body: { email: 'a@example.com', otp: '123456', newPassword: 'short' },
    });
    expect(res.status).toBe(422);
    expect((await json<{ fields: Record<string, string> }>(res)).fields.newPassword).toBe(
      'Password must be at least 8 characters long',
    );
  });

  it('does not accept an e-mail verification code as a reset code', async () => {
    const account = await signUp();
    const code = codeIn(await latestMail(account.email));
    const res = await api('/api/auth/password/reset/verify', {
      body: { email: account.email, otp: code, newPassword: 'new password' },
    });
    expect(res.status).toBe(422);
  });
});
