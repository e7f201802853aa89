import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../worker/contract/messages';
import { DESCRIPTION_MAX } from '../../worker/contract/problem';
import worker, { app } from '../../worker/index';
import { DAILY_CRON } from '../../worker/lib/scheduler';
import { MAX_REPORTS_PER_HOUR } from '../../worker/routes/problem';
import { api, BASE, json, latestMail, signUp, uniqueEmail } from './helpers';

type ErrorBody = { code: string; message: string; fields?: Record<string, string> };
const report = (body: unknown, token?: string) => api('/api/problem/report', token ? { body, token } : { body });
const reportsBy = async (email: string) =>
  (await env.DB.prepare('select count(*) as n from problem_reports where email = ?').bind(email).first<{ n: number }>())
    ?.n ?? 0;

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('POST api/problem/report', () => {
  it('takes a report without a token, stores it and mails it to SUPPORT_EMAIL', async () => {
    const email = uniqueEmail('visitor');
    const res = await report({ email: ` ${email.toUpperCase()} `, description: '  The pricing page will not load.  ' });
    expect(res.status).toBe(201);
    expect(await json(res)).toEqual({ message: MESSAGES.feedbackSent });
    expect(await reportsBy(email)).toBe(1);

    const mail = await latestMail(env.SUPPORT_EMAIL);
    expect(mail.subject).toBe(`AdWise support report from ${email}`);
    expect(mail.text).toContain('The pricing page will not load.');
    expect(mail.text).toContain(`${email} (not signed in)`);
  });

  it("files a signed-in user's report under their account's e-mail", async () => {
    const account = await signUp();
    const res = await report(
      { email: 'someone-else@example.com', description: 'Chats do not load' },
      account.accessToken,
    );
    expect(res.status).toBe(201);
    const row = await env.DB.prepare('select user_id, email from problem_reports where user_id = ?')
      .bind(account.user.id)
      .first<{ user_id: string; email: string }>();
    expect(row).toEqual({ user_id: account.user.id, email: account.email });
    expect(await reportsBy('someone-else@example.com')).toBe(0);
  });

  it('answers 401 to a token that no longer works, so the app refreshes it', async () => {
    const res = await report({ email: uniqueEmail(), description: 'x' }, 'not-a-token');
    expect(res.status).toBe(401);
  });

  it("requires a description ('Please describe your problem')", async () => {
    const res = await report({ email: uniqueEmail(), description: '   ' });
    expect(res.status).toBe(422);
    expect((await json<ErrorBody>(res)).fields).toEqual({ description: 'Please describe your problem' });
  });

  it(`refuses a description over ${DESCRIPTION_MAX} characters and stores nothing`, async () => {
    const email = uniqueEmail();
    expect((await report({ email, description: 'a'.repeat(DESCRIPTION_MAX) })).status).toBe(201);
    const res = await report({ email, description: 'a'.repeat(DESCRIPTION_MAX + 1) });
    expect(res.status).toBe(422);
    expect((await json<ErrorBody>(res)).fields?.description).toBe('Please keep the description under 5,000 characters');
    expect(await reportsBy(email)).toBe(1);
  });

  it.each([
    ['empty', '', 'Email is required'],
    ['malformed', 'not-an-email', 'Invalid email address'],
  ])('refuses a %s e-mail', async (_, email, message) => {
    const res = await report({ email, description: 'Help' });
    expect(res.status).toBe(422);
    expect((await json<ErrorBody>(res)).fields?.email).toBe(message);
  });

  it(`allows ${MAX_REPORTS_PER_HOUR} reports an hour per e-mail when signed out, then answers 429`, async () => {
    const email = uniqueEmail();
    for (let i = 0; i < MAX_REPORTS_PER_HOUR; i++) {
      expect((await report({ email, description: `Report ${i}` })).status).toBe(201);
    }
    const res = await report({ email, description: 'One too many' });
    expect(res.status).toBe(429);
    expect(await json(res)).toEqual({ code: 'rate_limited', message: MESSAGES.tooManyReports });
    expect(await reportsBy(email)).toBe(MAX_REPORTS_PER_HOUR);
    // Someone else is not held back, and the same e-mail may report again an hour later.
    expect((await report({ email: uniqueEmail(), description: 'Mine' })).status).toBe(201);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 61 * 60 * 1000);
    expect((await report({ email, description: 'Later' })).status).toBe(201);
  });

  it(`allows ${MAX_REPORTS_PER_HOUR} reports an hour per user, whatever e-mail the form carries`, async () => {
    const account = await signUp();
    for (let i = 0; i < MAX_REPORTS_PER_HOUR; i++) {
      const res = await report({ email: uniqueEmail(), description: `Report ${i}` }, account.accessToken);
      expect(res.status).toBe(201);
    }
    expect((await report({ email: uniqueEmail(), description: 'x' }, account.accessToken)).status).toBe(429);
    expect((await report({ email: account.email, description: 'x' })).status).toBe(429);
  });

  it('refuses a report with no e-mail at all', async () => {
    const res = await report({ description: 'Help' });
    expect(res.status).toBe(422);
    expect((await json<ErrorBody>(res)).fields?.email).toBeTruthy();
  });

  it('sends the report through Resend when a key is set, with the reporter as reply-to', async () => {
    const sent: Record<string, unknown>[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      sent.push(await new Request(input, init).json());
      return Response.json({ id: '49a3999c-0ce1-4ea6-ab68-afcd6dc2e794' });
    });
    const email = uniqueEmail();
    const ctx = createExecutionContext();
    const res = await app.request(
      `${BASE}/api/problem/report`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, description: '<script>alert(1)</script> broken' }),
      },
      { ...env, RESEND_API_KEY: 're_test_123' },
      ctx,
    );
    await waitOnExecutionContext(ctx);
    expect(res.status).toBe(201);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ from: env.MAIL_FROM, to: env.SUPPORT_EMAIL, reply_to: email });
    expect(sent[0]?.html).toContain('&lt;script&gt;');
    expect(sent[0]?.html).not.toContain('<script>');
  });

  it('keeps reports for 12 months', async () => {
    const email = uniqueEmail();
    await report({ email, description: 'Old news' });
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 366 * 24 * 60 * 60 * 1000);
    await worker.scheduled(createScheduledController({ cron: DAILY_CRON }), env);
    expect(await reportsBy(email)).toBe(0);
  });
});
