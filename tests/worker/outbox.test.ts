import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { app } from '../../worker/index';
import { STALE_CLAIM_MS, sendMailOnce } from '../../worker/lib/outbox';
import { DAILY_CRON, MINUTE_CRON, runScheduledTasks, type ScheduledTask } from '../../worker/lib/scheduler';
import { dbFor } from '../../worker/middleware/db';
import { api, BASE, json, uniqueEmail } from './helpers';

afterEach(() => vi.restoreAllMocks());

const db = dbFor(env.DB);
const mailTo = (to: string) => ({ to, subject: 'Hello', text: 'Hi there', html: '<p>Hi there</p>' });
const mailsTo = async (to: string) =>
  (await env.DB.prepare('select count(*) as n from dev_mails where "to" = ?').bind(to).first<{ n: number }>())?.n ?? 0;

describe('sendMailOnce', () => {
  it('sends one mail when two runs send the same key at once', async () => {
    const to = uniqueEmail();
    const key = `test:${crypto.randomUUID()}`;
    const results = await Promise.all([
      sendMailOnce(db, env, key, mailTo(to)),
      sendMailOnce(db, env, key, mailTo(to)),
      sendMailOnce(db, env, key, mailTo(to)),
    ]);
    expect(results.filter((r) => r === 'sent')).toHaveLength(1);
    expect(await mailsTo(to)).toBe(1);
    expect(await sendMailOnce(db, env, key, mailTo(to))).toBe('already-sent');
    expect(await mailsTo(to)).toBe(1);
  });

  it('retries a send that threw on the next run, under the same Idempotency-Key, and sends once in the end', async () => {
    const calls: (string | null)[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      calls.push(new Request(input, init).headers.get('Idempotency-Key'));
      return calls.length === 1
        ? Response.json({ name: 'internal_server_error', message: 'down', statusCode: 500 }, { status: 500 })
        : Response.json({ id: 'mail-1' });
    });
    const resend = { ...env, RESEND_API_KEY: 're_test_123' };
    const key = `test:${crypto.randomUUID()}`;
    const to = uniqueEmail();
    await expect(sendMailOnce(db, resend, key, mailTo(to))).rejects.toThrow(/Resend refused/);
    expect(await sendMailOnce(db, resend, key, mailTo(to))).toBe('sent');
    expect(await sendMailOnce(db, resend, key, mailTo(to))).toBe('already-sent');
    expect(calls).toEqual([key, key]);
  });

  it('takes over a claim left pending by a run that died, only once it is 10 minutes old', async () => {
    const to = uniqueEmail();
    const key = `test:${crypto.randomUUID()}`;
    const now = Date.now();
    await env.DB.prepare("insert into mail_outbox (key, status, claimed_at) values (?, 'pending', ?)")
      .bind(key, now - STALE_CLAIM_MS + 60_000)
      .run();
    expect(await sendMailOnce(db, env, key, mailTo(to), now)).toBe('claimed');
    expect(await mailsTo(to)).toBe(0);
    expect(await sendMailOnce(db, env, key, mailTo(to), now + 60_001)).toBe('sent');
    expect(await mailsTo(to)).toBe(1);
  });

  it('keeps a mail the dev mailbox got twice under one key once, as Resend does', async () => {
    const to = uniqueEmail();
    const key = `test:${crypto.randomUUID()}`;
    await env.DB.prepare("insert into mail_outbox (key, status, claimed_at) values (?, 'pending', 0)").bind(key).run();
    await env.DB.prepare(
      "insert into dev_mails (id, \"to\", subject, text, html, idempotency_key, created_at) values (?, ?, 's', 't', 'h', ?, ?)",
    )
      .bind(crypto.randomUUID(), to, key, Date.now())
      .run();
    expect(await sendMailOnce(db, env, key, mailTo(to))).toBe('sent');
    expect(await mailsTo(to)).toBe(1);
  });
});

describe('runScheduledTasks', () => {
  it('runs every task due on the cron, and one that throws stops none of the others', async () => {
    const ran: string[] = [];
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const tasks: ScheduledTask[] = [
      { name: 'daily', crons: [DAILY_CRON], run: async () => ran.push('daily') },
      {
        name: 'broken',
        run: async () => {
          throw new Error('boom');
        },
      },
      { name: 'every run', run: async () => ran.push('every run') },
    ];
    const minute = await runScheduledTasks(env, Date.now(), MINUTE_CRON, BASE, tasks);
    expect(minute).toEqual([
      { name: 'broken', ok: false },
      { name: 'every run', ok: true },
    ]);
    expect(ran).toEqual(['every run']);
    await runScheduledTasks(env, Date.now(), DAILY_CRON, BASE, tasks);
    expect(ran).toEqual(['every run', 'daily', 'every run']);
    expect(logged).toHaveBeenCalledWith("scheduler: 'broken' failed", expect.any(Error));
  });
});

describe('POST api/dev/run-scheduler', () => {
  it('runs the tasks now where the dev mailbox exists', async () => {
    const res = await api('/api/dev/run-scheduler', { method: 'POST' });
    expect(res.status).toBe(200);
    const minute = (await json<{ tasks: { name: string; ok: boolean }[] }>(res)).tasks;
    expect(minute).toContainEqual({ name: 'due reminders', ok: true });
    expect(minute.every((task) => task.ok)).toBe(true);
    const daily = await api(`/api/dev/run-scheduler?cron=${encodeURIComponent(DAILY_CRON)}`, { method: 'POST' });
    const dailyTasks = (await json<{ tasks: { name: string }[] }>(daily)).tasks;
    expect(dailyTasks).toContainEqual({ name: 'prune expired rows', ok: true });
    expect(dailyTasks).toHaveLength(minute.length + 1);
  });

  it('does not exist in production', async () => {
    const ctx = createExecutionContext();
    const res = await app.request(
      `${BASE}/api/dev/run-scheduler`,
      { method: 'POST' },
      { ...env, ENVIRONMENT: 'production' },
      ctx,
    );
    await waitOnExecutionContext(ctx);
    expect(res.status).toBe(404);
  });

  it('answers 422 for an `at` that is no time', async () => {
    const res = await api('/api/dev/run-scheduler?at=tomorrow', { method: 'POST' });
    expect(res.status).toBe(422);
  });
});
