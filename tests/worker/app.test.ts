import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '../../worker/contract/errors';
import { MAX_JSON_BYTES } from '../../worker/middleware/body-limit';
import { api, signUp } from './helpers';

describe('every API answer', () => {
  it('carries the security headers', async () => {
    const res = await SELF.fetch('http://app.test/api/health');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it("reports the Worker's own time in Server-Timing, for the benchmarks and the browser's dev tools", async () => {
    const res = await SELF.fetch('http://app.test/api/health');
    expect(res.headers.get('server-timing')).toMatch(/^total;dur=[\d.]+;desc="Worker"$/);
  });

  it("keeps a user's data out of the browser's HTTP cache, so it does not outlive the session", async () => {
    const { accessToken } = await signUp();
    for (const path of ['/api/user/profile', '/api/chatbot/all-chats', '/api/subscription/details']) {
      const res = await api(path, { token: accessToken });
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-store');
    }
    const refused = await api('/api/user/profile');
    expect(refused.status).toBe(401);
    expect(refused.headers.get('cache-control')).toBe('no-store');
  });

  it('answers an unknown API path with 404 in the error envelope', async () => {
    const res = await SELF.fetch('http://app.test/api/no-such-thing');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ code: 'not_found', message: ERROR_MESSAGES.not_found });
  });
});

describe('request size limits', () => {
  it('refuses a JSON body over the limit with 413', async () => {
    const res = await SELF.fetch('http://app.test/api/health', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ padding: 'x'.repeat(MAX_JSON_BYTES) }),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({
      code: 'payload_too_large',
      message: ERROR_MESSAGES.payload_too_large,
    });
  });

  it('lets a JSON body under the limit through to routing', async () => {
    const res = await SELF.fetch('http://app.test/api/no-such-thing', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ padding: 'x'.repeat(1000) }),
    });
    expect(res.status).toBe(404);
  });
});

describe('the users table', () => {
  it('refuses a second account whose e-mail differs only in case', async () => {
    const insert = 'insert into users (id, name, email, created_at, updated_at) values (?, ?, ?, 0, 0)';
    await env.DB.prepare(insert).bind('a', 'Ada', 'ada@example.com').run();
    await expect(env.DB.prepare(insert).bind('b', 'Ada', 'ADA@example.com').run()).rejects.toThrow(/UNIQUE/);
  });
});
