import { createScheduledController, env } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CalendarEvent } from '../../worker/contract/calendar';
import worker from '../../worker/index';
import { MINUTE_CRON } from '../../worker/lib/scheduler';
import { api, json, signUp } from './helpers';
import { createPlan } from './saved-work-helpers';

afterEach(() => vi.restoreAllMocks());

const MINUTE = 60_000;

/** The real `scheduled` handler, as the every-minute cron calls it at `at`. */
const runScheduler = (at: number, overrides: Partial<Env> = {}) =>
  worker.scheduled(createScheduledController({ scheduledTime: at, cron: MINUTE_CRON }), { ...env, ...overrides });

type StoredMail = { subject: string; text: string; html: string };
const remindersTo = async (to: string) =>
  (
    await env.DB.prepare(
      `select subject, text, html from dev_mails where "to" = ? and subject like 'Reminder:%' order by created_at`,
    )
      .bind(to)
      .all<StoredMail>()
  ).results;

/** An event in London next week with a reminder; answers its start in ms. */
async function pinWithReminder(token: string, overrides: Record<string, unknown> = {}) {
  const plan = await createPlan(token, { title: 'Passing drills', body: 'Cones.' });
  const res = await api('/api/events', {
    token,
    body: {
      planId: plan._id,
      date: '2026-12-01',
      time: '17:00',
      durationMinutes: 60,
      timeZone: 'Europe/London',
      reminderMinutes: 60,
      ...overrides,
    },
  });
  expect(res.status).toBe(201);
  const { event } = await json<{ event: CalendarEvent }>(res);
  return { event, plan, start: Date.parse(event.startUtc) };
}

describe('reminders through the scheduled handler', () => {
  it('send once, when due, with the title, the local time and a link to the plan, however often the scheduler runs', async () => {
    const me = await signUp();
    const { start, plan } = await pinWithReminder(me.accessToken);
    await runScheduler(start - 61 * MINUTE);
    expect(await remindersTo(me.email)).toHaveLength(0);
    await Promise.all([
      runScheduler(start - 60 * MINUTE),
      runScheduler(start - 60 * MINUTE),
      runScheduler(start - 59 * MINUTE),
    ]);
    await runScheduler(start - 30 * MINUTE);
    const mails = await remindersTo(me.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Reminder: Passing drills, Tue 1 Dec, 17:00');
    expect(mails[0]?.text).toContain('Tuesday, 1 December 2026 at 17:00 (Europe/London)');
    expect(mails[0]?.text).toContain(`${env.APP_URL}/chat-editor/${plan._id}`);
    expect(mails[0]?.html).toContain(`href="${env.APP_URL}/chat-editor/${plan._id}"`);
  });

  it('go out when the dev route runs the scheduler, with links to the server that ran it', async () => {
    const me = await signUp();
    const { start, plan } = await pinWithReminder(me.accessToken);
    const res = await api(`/api/dev/run-scheduler?at=${new Date(start - 30 * MINUTE).toISOString()}`, {
      method: 'POST',
    });
    expect(res.status).toBe(200);
    const mails = await remindersTo(me.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain(`http://app.test/chat-editor/${plan._id}`);
  });

  it('send none for an event deleted before its reminder was due', async () => {
    const me = await signUp();
    const { event, start } = await pinWithReminder(me.accessToken);
    expect((await api(`/api/events/${event._id}`, { method: 'DELETE', token: me.accessToken })).status).toBe(200);
    await runScheduler(start - 30 * MINUTE);
    expect(await remindersTo(me.email)).toHaveLength(0);
  });

  it('send none at the old time for an event moved away before it was due, and one at the new time', async () => {
    const me = await signUp();
    const { event, start } = await pinWithReminder(me.accessToken);
    await api(`/api/events/${event._id}`, { method: 'PATCH', token: me.accessToken, body: { date: '2026-12-03' } });
    await runScheduler(start - 30 * MINUTE);
    expect(await remindersTo(me.email)).toHaveLength(0);
    await runScheduler(start + 2 * 24 * 60 * MINUTE - 30 * MINUTE);
    const mails = await remindersTo(me.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain('Thursday, 3 December 2026 at 17:00');
  });

  it('send again for an event moved after its reminder went', async () => {
    const me = await signUp();
    const { event, start } = await pinWithReminder(me.accessToken, { reminderMinutes: 15 });
    await runScheduler(start - 10 * MINUTE);
    expect(await remindersTo(me.email)).toHaveLength(1);
    await api(`/api/events/${event._id}`, { method: 'PATCH', token: me.accessToken, body: { time: '18:00' } });
    await runScheduler(start - 5 * MINUTE);
    expect(await remindersTo(me.email)).toHaveLength(1);
    await runScheduler(start + 50 * MINUTE);
    await runScheduler(start + 51 * MINUTE);
    const mails = await remindersTo(me.email);
    expect(mails).toHaveLength(2);
    expect(mails[1]?.subject).toBe('Reminder: Passing drills, Tue 1 Dec, 18:00');
    expect(mails[1]?.text).toContain('at 18:00 (Europe/London)');
  });

  it('send none for an event whose start passed while the scheduler was down, and none for events without one', async () => {
    const me = await signUp();
    const { start } = await pinWithReminder(me.accessToken, { reminderMinutes: 1440 });
    await pinWithReminder(me.accessToken, { reminderMinutes: null });
    await runScheduler(start + MINUTE);
    await runScheduler(start + 2 * MINUTE);
    expect(await remindersTo(me.email)).toHaveLength(0);
  });

  it('retry through Resend after a failed send, with the same Idempotency-Key, and send once in the end', async () => {
    const me = await signUp();
    const { event, start } = await pinWithReminder(me.accessToken, { title: 'Review search terms', planId: undefined });
    const calls: { key: string | null; subject: string }[] = [];
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const request = new Request(input, init);
      const body = await request.json<{ subject: string }>();
      calls.push({ key: request.headers.get('Idempotency-Key'), subject: body.subject });
      return calls.length === 1
        ? Response.json({ name: 'application_error', message: 'busy', statusCode: 500 }, { status: 500 })
        : Response.json({ id: 'sent-1' });
    });
    const resend = { RESEND_API_KEY: 're_test_123' };
    await runScheduler(start - 50 * MINUTE, resend);
    await runScheduler(start - 49 * MINUTE, resend);
    await runScheduler(start - 48 * MINUTE, resend);
    const key = `reminder:${event._id}:${start}:60`;
    expect(calls).toEqual([
      { key, subject: 'Reminder: Review search terms, Tue 1 Dec, 17:00' },
      { key, subject: 'Reminder: Review search terms, Tue 1 Dec, 17:00' },
    ]);
  });
});
