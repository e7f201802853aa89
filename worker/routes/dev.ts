import { desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { html } from 'hono/html';
import { devMails } from '../db/schema';
import type { AppEnv } from '../env';
import { AppError } from '../lib/errors';
import { mailboxEnabled } from '../lib/mail';
import { MINUTE_CRON, runScheduledTasks } from '../lib/scheduler';
import { normalizeEmail } from '../lib/users';
import { pageSecurityHeaders } from '../middleware/security-headers';

const MAILBOX_LIMIT = 50;

function listMails(c: { env: Env; var: { db: AppEnv['Variables']['db'] } }, to: string | undefined) {
  if (!mailboxEnabled(c.env)) throw new AppError('not_found', 404);
  return c.var.db
    .select({
      to: devMails.to,
      subject: devMails.subject,
      text: devMails.text,
      html: devMails.html,
      createdAt: devMails.createdAt,
    })
    .from(devMails)
    .where(to ? eq(devMails.to, normalizeEmail(to)) : undefined)
    .orderBy(desc(devMails.createdAt))
    .limit(MAILBOX_LIMIT);
}

export const devApi = new Hono<AppEnv>()
  .get('/mailbox', async (c) => c.json(await listMails(c, c.req.query('to'))))
  /** `POST /api/dev/run-scheduler?cron=&at=`: the cron's tasks now (or as if at `at`, an ISO time), links to here. */
  .post('/run-scheduler', async (c) => {
    if (!mailboxEnabled(c.env)) throw new AppError('not_found', 404);
    const at = c.req.query('at');
    const now = at ? Date.parse(at) : Date.now();
    if (Number.isNaN(now)) throw new AppError('validation', 422, 'at must be an ISO date and time.');
    const tasks = await runScheduledTasks(c.env, now, c.req.query('cron') ?? MINUTE_CRON, new URL(c.req.url).origin);
    return c.json({ tasks });
  });

export const devPages = new Hono<AppEnv>().use(pageSecurityHeaders).get('/mailbox', async (c) => {
  const to = c.req.query('to');
  const mails = await listMails(c, to);
  return c.html(html`<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Dev mailbox</title>
    <style>
      body { font-family: system-ui, sans-serif; max-width: 760px; margin: 2rem auto; padding: 0 1rem; color: #0f172a; }
      article { border: 1px solid #e2e8f0; border-radius: 12px; padding: 1rem 1.25rem; margin: 1rem 0; }
      pre { white-space: pre-wrap; font: inherit; background: #f8fafc; padding: .75rem; border-radius: 8px; }
      small { color: #64748b; }
    </style>
  </head>
  <body>
    <h1>Dev mailbox</h1>
    <p>Mail the app would have sent. It exists only while no Resend key is set, outside production.</p>
    <form><label>Recipient <input name="to" type="email" value="${to ?? ''}" /></label> <button>Filter</button></form>
    ${mails.length === 0 ? html`<p>No mail yet.</p>` : ''}
    ${mails.map(
      (mail) => html`<article>
        <h2>${mail.subject}</h2>
        <small>To ${mail.to}, ${new Date(mail.createdAt).toISOString()}</small>
        <pre>${mail.text}</pre>
      </article>`,
    )}
  </body>
</html>`);
});
