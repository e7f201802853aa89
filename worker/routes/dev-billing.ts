import { and, eq, ne } from 'drizzle-orm';
import { Hono } from 'hono';
import { html, raw } from 'hono/html';
import { BILLING_MESSAGES } from '../contract/messages';
import type { CardOnFile } from '../contract/subscription';
import { type Package, packages } from '../db/schema';
import type { AppEnv, Db } from '../env';
import { longDate } from '../lib/billing/billing-mail';
import { changeDevCard, devCard, readDevBillingSession } from '../lib/billing/dev-billing';
import {
  cancelAtPeriodEndEvent,
  failedRenewalEvents,
  switchPlanEvent,
  updatedEvent,
} from '../lib/billing/dev-checkout';
import { deliverDevEvents } from '../lib/billing/dev-provider';
import { entitlementsFor } from '../lib/entitlements';
import { AppError } from '../lib/errors';
import { formatAmount } from '../lib/subscription-details';
import { pageSecurityHeaders } from '../middleware/security-headers';
import { DEV_PAGE_STYLE, devPagesOnly } from './dev-checkout';

const EXTRA_STYLE = `
  .notice { margin: 1rem 0 0; padding: .75rem 1rem; border-radius: 10px; background: #dcfce7; color: #14532d; }
  form { margin: 0; }
  form button { width: 100%; }
  button.secondary { background: transparent; color: var(--text); border: 1px solid var(--line); }
`;

async function openBilling(env: Env, db: Db, token: string) {
  const userId = await readDevBillingSession(env, token);
  if (!userId) throw new AppError('not_found', 404, BILLING_MESSAGES.billingPageExpired);
  const rights = await entitlementsFor(db, env, userId);
  return { userId, current: rights.paid ? rights.current : null };
}

type Current = Awaited<ReturnType<typeof openBilling>>['current'];

function planLine(current: NonNullable<Current>) {
  const { sub, pack } = current;
  const price = pack ? formatAmount(pack.amountCents) : '';
  const period = pack?.subscriptionType === 'Yearly' ? 'year' : 'month';
  const date = longDate(sub.currentPeriodEnd, null);
  if (sub.cancelAtPeriodEnd) return `Ends on ${date}. You won't be charged again.`;
  if (sub.status === 'trialing') return `Trial ends on ${date}. Then ${price} per ${period}.`;
  if (sub.status === 'past_due') return `The last payment failed. Change the card to pay ${price}.`;
  return `Renews on ${date} for ${price} per ${period}.`;
}

function noticeFor(done: string | undefined, current: Current, card: CardOnFile | null) {
  const date = current ? longDate(current.sub.currentPeriodEnd, null) : '';
  if (done === 'card' && card) return BILLING_MESSAGES.cardChanged(card.brand, card.last4);
  if (done === 'cancel') return BILLING_MESSAGES.cancelled(date);
  if (done === 'resume') return BILLING_MESSAGES.resumed(date);
  if (done === 'switch' && current?.pack) return BILLING_MESSAGES.switched(current.pack.name);
  if (done === 'fail-payment') return BILLING_MESSAGES.renewalFailed;
  return null;
}

const action = (token: string, path: string, label: string, secondary = false, extra = html``) =>
  html`<form method="post" action="/dev/billing/${path}">
    <input type="hidden" name="session" value="${token}" />${extra}
    <button type="submit"${secondary ? raw(' class="secondary"') : ''}>${label}</button>
  </form>`;

function actionsFor(token: string, current: NonNullable<Current>, other: Package | undefined) {
  const { sub } = current;
  const per = (pack: Package) => (pack.subscriptionType === 'Yearly' ? 'year' : 'month');
  const packField = other ? html`<input type="hidden" name="packId" value="${other.id}" />` : html``;
  return html`${action(token, 'card', 'Change card')}
    ${other ? action(token, 'switch', `Switch to ${other.name} (${formatAmount(other.amountCents)} / ${per(other)})`, true, packField) : ''}
    ${sub.cancelAtPeriodEnd ? action(token, 'resume', 'Resume plan') : action(token, 'cancel', 'Cancel plan', true)}
    ${sub.status === 'past_due' ? '' : action(token, 'fail-payment', 'Simulate a failed payment', true)}`;
}

/** `/dev/billing`: stands in for Stripe's Billing Portal when no key is set (never in production). */
export const devBilling = new Hono<AppEnv>()
  .use(pageSecurityHeaders, devPagesOnly)
  .get('/', async (c) => {
    const token = c.req.query('session') ?? '';
    const { userId, current } = await openBilling(c.env, c.var.db, token);
    const card = await devCard(c.var.db, userId);
    const other = current
      ? await c.var.db.query.packages.findFirst({
          where: and(ne(packages.id, current.sub.packageId), eq(packages.active, true)),
        })
      : undefined;
    const notice = noticeFor(c.req.query('done'), current, card);
    return c.html(html`<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Billing: AdWise</title>
    <style>${raw(DEV_PAGE_STYLE)}${raw(EXTRA_STYLE)}</style>
  </head>
  <body>
    <main>
      <span class="badge">Dev billing · no card is charged</span>
      <h1>${current ? `AdWise ${current.pack?.name ?? 'Standard'}` : 'No plan'}</h1>
      <p class="muted" data-testid="plan-line">${current ? planLine(current) : 'You are on the Free plan.'}</p>
      ${notice ? html`<p class="notice" role="status">${notice}</p>` : ''}
      <dl>
        <dt>Card</dt>
        <dd data-testid="card">${card ? `${card.brand} ending in ${card.last4}` : 'None on file'}</dd>
      </dl>
      <div class="actions">
        ${current ? actionsFor(token, current, other) : ''}
        <a class="button" href="/manageSubscription">Back to AdWise</a>
      </div>
      <p class="note">
        No Stripe key is set, so this page plays the Billing Portal's part: each action hands the app's webhook
        handler the signed events Stripe would send.
      </p>
    </main>
  </body>
</html>`);
  })
  .post('/:action{card|cancel|resume|switch|fail-payment}', async (c) => {
    const form = await c.req.formData().catch(() => null);
    const token = String(form?.get('session') ?? '');
    const { db } = c.var;
    const { userId, current } = await openBilling(c.env, db, token);
    if (!current?.pack) throw new AppError('not_found', 404, BILLING_MESSAGES.noPlan);
    const { sub, pack } = current;
    const origin = new URL(c.req.url).origin;
    const deliver = (events: unknown[]) => deliverDevEvents(c.env, db, events, origin);
    const done = c.req.param('action');
    switch (done) {
      case 'card':
        await changeDevCard(db, userId);
        // A new card pays what failed, as the portal retries the open invoice with it.
        if (sub.status === 'past_due') await deliver([updatedEvent(sub, pack, { status: 'active' })]);
        break;
      case 'cancel':
      case 'resume':
        await deliver([cancelAtPeriodEndEvent(sub, pack, done === 'cancel')]);
        break;
      case 'switch': {
        const to = await db.query.packages.findFirst({
          where: and(eq(packages.id, String(form?.get('packId') ?? '')), eq(packages.active, true)),
        });
        if (!to) throw new AppError('bad_request', 400, BILLING_MESSAGES.unknownPackage);
        if (to.id === sub.packageId) throw new AppError('conflict', 409, BILLING_MESSAGES.samePlan);
        await deliver([switchPlanEvent(sub, pack, to)]);
        break;
      }
      default:
        await deliver(failedRenewalEvents(sub, pack));
    }
    const back = new URL('/dev/billing', origin);
    back.searchParams.set('session', token);
    back.searchParams.set('done', done);
    return c.redirect(back.toString(), 303);
  });
