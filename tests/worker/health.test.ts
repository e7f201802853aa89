import { env, SELF } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ERROR_MESSAGES } from '../../worker/contract/errors';

describe('GET /api/health', () => {
  afterEach(() => vi.restoreAllMocks());

  it('answers ok when D1 answers', async () => {
    const res = await SELF.fetch('http://app.test/api/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
  });

  it('answers 503 in the error envelope when D1 does not answer', async () => {
    vi.spyOn(env.DB, 'prepare').mockImplementation(() => {
      throw new Error('D1_ERROR: database is locked');
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const res = await SELF.fetch('http://app.test/api/health');
    expect(res.status).toBe(503);
    const body = await res.json();
    expect(body).toEqual({ code: 'unavailable', message: ERROR_MESSAGES.unavailable });
    expect(JSON.stringify(body)).not.toContain('locked');
  });
});
