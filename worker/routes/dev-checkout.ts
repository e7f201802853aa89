import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { html, raw } from 'hono/html';
import { TRIAL_DAYS } from '../contract/plans';
import { packages } from '../db/schema';
import type { AppEnv, Db } from '../env';
import { paidCheckoutEvents, readDevSession } from '../lib/billing/dev-checkout';
import { deliverDevEvents } from '../lib/billing/dev-provider';
import { devCheckoutEnabled } from '../lib/billing/provider';
import { findCustomerId } from '../lib/billing/stripe';
import { entitlementsFor, hasHadTrial } from '../lib/entitlements';
import { AppError } from '../lib/errors';
import { formatAmount } from '../lib/subscription-details';
import { pageSecurityHeaders } from '../middleware/security-headers';

async function openCheckout(env: Env, db: Db, token: string) {
  const session = await readDevSession(env, token);
  const pack = session
    ? await db.query.packages.findFirst({ where: and(eq(packages.id, session.packId), eq(packages.active, true)) })
    : undefined;
  if (!session || !pack) throw new AppError('not_found', 404, 'This checkout has expired. Start again from the plans.');
  return { session, pack };
}

export const DEV_PAGE_STYLE = `
  :root { color-scheme: light dark; --bg: #f1f5f9; --card: #fff; --text: #0f172a; --muted: #475569; --line: #e2e8f0; --accent: #2563eb; }
  @media (prefers-color-scheme: dark) { :root { --bg: #020617; --card: #0f172a; --text: #f1f5f9; --muted: #94a3b8; --line: #1e293b; --accent: #3b82f6; } }
  * { box-sizing: border-box; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; padding: 1.5rem 1rem; background: var(--bg); color: var(--text); font: 16px/1.5 system-ui, -apple-system, "Segoe UI", sans-serif; }
  main { width: 100%; max-width: 440px; background: var(--card); border: 1px solid var(--line); border-radius: 16px; padding: 1.75rem; box-shadow: 0 10px 30px rgb(15 23 42 / .08); }
  .badge { display: inline-block; font-size: .75rem; font-weight: 600; color: #92400e; background: #fef3c7; border-radius: 999px; padding: .2rem .65rem; }
  h1 { font-size: 1.25rem; margin: .9rem 0 .25rem; }
  .price { font-size: 2.25rem; font-weight: 700; letter-spacing: -.02em; margin: .75rem 0 0; }
  .price span { font-size: 1rem; font-weight: 500; color: var(--muted); }
  .muted { color: var(--muted); margin: .25rem 0 0; }
  dl { display: grid; grid-template-columns: 1fr auto; gap: .6rem 1rem; margin: 1.5rem 0; padding: 1rem 0; border-block: 1px solid var(--line); }
  dd { margin: 0; text-align: right; font-weight: 500; white-space: nowrap; }
  @media (max-width: 420px) { body { padding: 1rem .75rem; } main { padding: 1.25rem; } .price { font-size: 2rem; } }
  .total { font-weight: 700; }
  .actions { display: flex; flex-direction: column; gap: .75rem; }
  button, a.button { font: inherit; font-weight: 600; border-radius: 10px; padding: .8rem 1rem; text-align: center; text-decoration: none; cursor: pointer; }
  button { border: 0; background: var(--accent); color: #fff; }
  button:hover { filter: brightness(1.08); }
  a.button { border: 1px solid var(--line); color: var(--text); }
  :focus-visible { outline: 3px solid var(--accent); outline-offset: 2px; }
  .note { font-size: .8rem; color: var(--muted); margin: 1.25rem 0 0; }
`;

/** The dev pages exist only without a Stripe key and outside production; elsewhere they are a plain 404. */
export const devPagesOnly = createMiddleware<AppEnv>(async (c, next) => {
  if (!devCheckoutEnabled(c.env)) throw new AppError('not_found', 404);
  await next();
});

/** `/dev/checkout`: stands in for Stripe's hosted checkout when no key is set (never in production). */
export const devCheckout = new Hono<AppEnv>()
  .use(pageSecurityHeaders, devPagesOnly)
  .get('/', async (c) => {
    const token = c.req.query('session') ?? '';
    const { session, pack } = await openCheckout(c.env, c.var.db, token);
    const price = formatAmount(pack.amountCents);
    const period = pack.subscriptionType === 'Yearly' ? 'year' : 'month';
    const dueToday = session.trial ? '$0.00' : price;
    return c.html(html`<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Checkout: AdWise ${pack.name}</title>
    <style>${raw(DEV_PAGE_STYLE)}</style>
  </head>
  <body>
    <main>
      <span class="badge">Dev checkout · no card is charged</span>
      <h1>Subscribe to AdWise ${pack.name}</h1>
      ${
        session.trial
          ? html`<p class="price">${TRIAL_DAYS} days free</p>
            <p class="muted">Then ${price} per ${period}. Cancel anytime.</p>`
          : html`<p class="price">${price} <span>per ${period}</span></p>
            <p class="muted">Your free trial has been used. Cancel anytime.</p>`
      }
      <dl>
        <dt>AdWise ${pack.name} (${pack.subscriptionType})</dt>
        <dd>${price} / ${period}</dd>
        ${session.trial ? html`<dt>Free trial</dt><dd>${TRIAL_DAYS} days</dd>` : ''}
        <dt class="total">Total due today</dt>
        <dd class="total" data-testid="due-today">${dueToday}</dd>
      </dl>
      <form method="post" action="/dev/checkout/pay" class="actions">
        <input type="hidden" name="session" value="${token}" />
        <button type="submit">${session.trial ? 'Start trial' : 'Pay'} (${dueToday})</button>
        <a class="button" href="/upgrade">Cancel</a>
      </form>
      <p class="note">
        No Stripe key is set, so this page plays Stripe's part: paying hands the app's webhook handler the
        signed events a real checkout would send.
      </p>
    </main>
  </body>
</html>`);
  })
  .post('/pay', async (c) => {
    const form = await c.req.formData().catch(() => null);
    const { session, pack } = await openCheckout(c.env, c.var.db, String(form?.get('session') ?? ''));
    const origin = new URL(c.req.url).origin;
    // A second Pay on the same page (back button, double submit) buys nothing more.
    if (!(await entitlementsFor(c.var.db, c.env, session.userId)).paid) {
      const customerId =
        (await findCustomerId(c.var.db, session.userId)) ?? `cus_dev_${crypto.randomUUID().replaceAll('-', '')}`;
      const trial = session.trial && !(await hasHadTrial(c.var.db, session.userId));
      await deliverDevEvents(c.env, c.var.db, paidCheckoutEvents({ ...session, trial }, pack, customerId, origin));
    }
    return c.redirect(`${origin}/manageSubscription?checkout=success`, 303);
  });
