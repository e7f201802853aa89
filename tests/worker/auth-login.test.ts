import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../worker/contract/messages';
import { LOGIN_WINDOW_MS, MAX_FAILED_LOGINS } from '../../worker/routes/auth';
import { type AuthBody, api, BASE, json, signUp, uniqueEmail } from './helpers';

describe('POST api/auth/signup', () => {
  it('creates the account, signs it in and answers the spec fields', async () => {
    const email = uniqueEmail();
    const res = await api('/api/auth/signup', {
      body: { name: ' Ada ', email: `  ${email.toUpperCase()} `, password: 'longenough' },
    });
    expect(res.status).toBe(201);
    const body = await json<AuthBody & { message: string }>(res);
    expect(body.message).toBe(MESSAGES.signedUp);
    expect(body.accessToken.split('.')).toHaveLength(3);
    expect(body.refreshToken.length).toBeGreaterThanOrEqual(43);
    expect(body.user).toMatchObject({ name: 'Ada', email, emailVerified: false, role: 'Free' });
    expect(body.user).not.toHaveProperty('passwordHash');
  });

  it('stores only a salted, versioned hash of the password', async () => {
    const account = await signUp({ password: 'plain text secret' });
    const row = await env.DB.prepare('select password_hash from users where email = ?').bind(account.email).first<{
      password_hash: string;
    }>();
    expect(row?.password_hash).toMatch(/^pbkdf2-sha256\$100000\$/);
    expect(row?.password_hash).not.toContain('plain text secret');
  });

  it('answers 409 when the e-mail is taken, whatever its case', async () => {
    const account = await signUp();
    const res = await api('/api/auth/signup', {
      body: { name: 'Eve', email: account.email.toUpperCase(), password: 'longenough' },
    });
    expect(res.status).toBe(409);
    expect(await json(res)).toEqual({ code: 'conflict', message: MESSAGES.emailTaken });
  });

  it.each([
    [{ name: ' ', email: 'a@example.com', password: 'longenough' }, 'name', 'Name is required'],
    [{ name: 'A', email: '', password: 'longenough' }, 'email', 'Email is required'],
    [{ name: 'A', email: 'a@example.agency', password: 'longenough' }, 'email', 'Please enter a valid email'],
    [{ name: 'A', email: 'not-an-email', password: 'longenough' }, 'email', 'Please enter a valid email'],
    [{ name: 'A', email: 'a@example.com', password: '' }, 'password', 'Password is required'],
    [
      { name: 'A', email: 'a@example.com', password: 'short' },
      'password',
      'Password must be at least 8 characters long',
    ],
  ])('answers 422 for %j with the spec message', async (body, field, message) => {
    const res = await api('/api/auth/signup', { body });
    expect(res.status).toBe(422);
    const error = await json<{ code: string; fields: Record<string, string> }>(res);
    expect(error.code).toBe('validation');
    expect(error.fields[field]).toBe(message);
  });

  it('answers 400 for a body that is not JSON', async () => {
    const res = await SELF.fetch(`${BASE}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"name": "Ada",',
    });
    expect(res.status).toBe(400);
    expect((await json(res)).code).toBe('bad_request');
  });
});

describe('POST api/auth/login', () => {
  it('signs in with the right password, e-mail trimmed and any case', async () => {
    const account = await signUp();
    const res = await api('/api/auth/login', {
      body: { email: ` ${account.email.toUpperCase()} `, password: account.password },
    });
    expect(res.status).toBe(200);
    const body = await json<AuthBody>(res);
    expect(body.user.email).toBe(account.email);
    expect(body.accessToken).toBeTruthy();
    expect(body.refreshToken).toBeTruthy();
  });

  it('gives a wrong password and an unknown e-mail the same answer', async () => {
    const account = await signUp();
    const wrong = await api('/api/auth/login', { body: { email: account.email, password: 'wrong password' } });
    const unknown = await api('/api/auth/login', { body: { email: uniqueEmail('ghost'), password: 'wrong password' } });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    const expected = { code: 'unauthorized', message: MESSAGES.badCredentials };
    expect(await json(wrong)).toEqual(expected);
    expect(await json(unknown)).toEqual(expected);
  });

  it.each([
    [{ email: '', password: 'secret1' }, 'email', 'Email is required'],
    [{ email: 'nope', password: 'secret1' }, 'email', 'Invalid email address'],
    [{ email: 'a@example.com', password: '' }, 'password', 'Password is required'],
    [{ email: 'a@example.com', password: '12345' }, 'password', 'Password must be at least 6 characters'],
  ])('answers 422 for %j with the spec message', async (body, field, message) => {
    const res = await api('/api/auth/login', { body });
    expect(res.status).toBe(422);
    expect((await json<{ fields: Record<string, string> }>(res)).fields[field]).toBe(message);
  });

  it(`answers 429 after ${MAX_FAILED_LOGINS} failures in 15 minutes, even with the right password`, async () => {
    const account = await signUp();
    for (let i = 0; i < MAX_FAILED_LOGINS; i++) {
      expect((await api('/api/auth/login', { body: { email: account.email, password: `wrong-${i}` } })).status).toBe(
        401,
      );
    }
    const res = await api('/api/auth/login', { body: { email: account.email, password: account.password } });
    expect(res.status).toBe(429);
    expect(res.headers.get('Retry-After')).toBe(String(LOGIN_WINDOW_MS / 1000));
    expect(await json(res)).toEqual({ code: 'rate_limited', message: MESSAGES.tooManyLogins });
  });

  it('throttles an unknown e-mail the same way (no account enumeration)', async () => {
    const email = uniqueEmail('ghost');
    for (let i = 0; i < MAX_FAILED_LOGINS; i++)
      await api('/api/auth/login', { body: { email, password: 'whatever1' } });
    expect((await api('/api/auth/login', { body: { email, password: 'whatever1' } })).status).toBe(429);
  });
});
