import { createScheduledController, env } from 'cloudflare:test';
import { describe, expect, it, vi } from 'vitest';
import worker from '../../worker/index';
import { DAILY_CRON } from '../../worker/lib/scheduler';
import { api, signUp } from './helpers';

const count = async (table: string) =>
  (await env.DB.prepare(`select count(*) as n from ${table}`).first<{ n: number }>())?.n ?? 0;

describe('the daily clean-up', () => {
  it('drops expired sessions and old codes and counters, keeps live ones', async () => {
    const live = await signUp();
    await api('/api/auth/login', { body: { email: live.email, password: 'wrong password' } });
    expect(await count('auth_failures')).toBe(1);
    expect(await count('otp_codes')).toBe(1);

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 3 * 24 * 60 * 60 * 1000);
    const fresh = await signUp();
    await worker.scheduled(createScheduledController({ cron: DAILY_CRON }), env);
    vi.useRealTimers();

    expect(await count('auth_failures')).toBe(0);
    expect(await count('otp_codes')).toBe(1); // the fresh account's code
    expect(await count('sessions')).toBe(2); // both still within 30 days
    expect((await api('/api/user/profile', { token: fresh.accessToken })).status).toBe(200);
  });
});
