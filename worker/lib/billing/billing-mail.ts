import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type Stripe from 'stripe';
import { personaOf } from '../../contract/agents';
import { billingCustomers, mailOutbox, packages, type Subscription, subscriptions, users } from '../../db/schema';
import type { Db } from '../../env';
import { cancellationMail, paymentFailedMail, trialEndingMail } from '../billing-mail-templates';
import { isPaidSubscription } from '../entitlements';
import { sendMailOnce } from '../outbox';
import { idOf } from './stripe';

/** Where mail links point: the webhook's own origin, or APP_URL for the scheduler. */
export type Notify = { env: Env; origin: string };

export const TRIAL_NOTICE_MS = 24 * 60 * 60 * 1000;
const BATCH = 100;

export const manageLink = (origin: string) => `${origin}/manageSubscription`;
/** /manageSubscription opens the portal itself: a portal session's own URL expires within minutes. */
export const updateCardLink = (origin: string) => `${origin}/manageSubscription?billing=portal`;

export const trialEndingKey = (subscriptionId: string, trialEndMs: number) =>
  `trial-ending:${subscriptionId}:${Math.floor(trialEndMs / 1000)}`;

export const longDate = (ms: number, timeZone: string | null) =>
  new Intl.DateTimeFormat('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: timeZone ?? 'UTC',
  }).format(ms);

export const money = (cents: number, currency: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);

const recipient = (db: Db, userId: string) =>
  db.query.users.findFirst({ where: eq(users.id, userId), columns: { email: true, timeZone: true } });

/**
 * One confirmation per end date: when a plan is set to end (cancel at period end), or ends at once
 * without having been set to. A plan set to end that then ends was already confirmed.
 */
export async function mailCancellation(db: Db, { env, origin }: Notify, row: Subscription | undefined) {
  if (!row) return;
  const scheduled = row.cancelAtPeriodEnd && isPaidSubscription(row);
  const endedAtOnce = row.status === 'canceled' && !row.cancelAtPeriodEnd;
  if (!scheduled && !endedAtOnce) return;
  const [user, pack] = await Promise.all([
    recipient(db, row.userId),
    db.query.packages.findFirst({ where: eq(packages.id, row.packageId) }),
  ]);
  if (!user) return;
  const key = `cancellation:${row.id}:${scheduled ? Math.floor(row.currentPeriodEnd / 1000) : 'ended'}`;
  const mail = cancellationMail(user.email, {
    persona: personaOf(env.PERSONA),
    plan: pack?.name ?? 'Standard',
    endsOn: scheduled ? longDate(row.currentPeriodEnd, user.timeZone) : null,
    trial: row.status === 'trialing',
    link: scheduled ? manageLink(origin) : `${origin}/upgrade`,
  });
  await sendMailOnce(db, env, key, mail);
}

/** One mail per failed invoice, however often Stripe retries the card or delivers the event. */
export async function mailPaymentFailed(db: Db, { env, origin }: Notify, invoice: Stripe.Invoice) {
  const customerId = idOf(invoice.customer);
  if (!invoice.id || !customerId) return;
  const [row] = await db
    .select({ email: users.email })
    .from(billingCustomers)
    .innerJoin(users, eq(users.id, billingCustomers.userId))
    .where(eq(billingCustomers.customerId, customerId));
  if (!row) return;
  const mail = paymentFailedMail(row.email, {
    persona: personaOf(env.PERSONA),
    amount: money(invoice.amount_due ?? 0, invoice.currency ?? 'usd'),
    link: updateCardLink(origin),
  });
  await sendMailOnce(db, env, `payment-failed:${invoice.id}`, mail);
}

/** Scheduler task: each trial that converts within 24 hours, not set to end, and not yet mailed. */
export async function sendTrialEndingMails(db: Db, env: Env, now: number, origin: string): Promise<number> {
  const due = await db
    .select({ sub: subscriptions, email: users.email, timeZone: users.timeZone, pack: packages })
    .from(subscriptions)
    .innerJoin(users, eq(users.id, subscriptions.userId))
    .innerJoin(packages, eq(packages.id, subscriptions.packageId))
    .where(
      and(
        eq(subscriptions.status, 'trialing'),
        eq(subscriptions.cancelAtPeriodEnd, false),
        gt(subscriptions.trialEnd, now),
        lte(subscriptions.trialEnd, now + TRIAL_NOTICE_MS),
        sql`not exists (select 1 from ${mailOutbox} where ${mailOutbox.key} = 'trial-ending:' || ${subscriptions.id} || ':' || (${subscriptions.trialEnd} / 1000) and ${mailOutbox.status} = 'sent')`,
      ),
    )
    .limit(BATCH);
  // One failed send leaves the others to go; it is tried again next minute under the same key.
  const results = await Promise.allSettled(
    due.map(({ sub, email, timeZone, pack }) => {
      const trialEnd = sub.trialEnd ?? 0;
      const mail = trialEndingMail(email, {
        persona: personaOf(env.PERSONA),
        plan: pack.name,
        amount: money(pack.amountCents, 'usd'),
        period: pack.subscriptionType === 'Yearly' ? 'year' : 'month',
        date: longDate(trialEnd, timeZone),
        link: manageLink(origin),
      });
      return sendMailOnce(db, env, trialEndingKey(sub.id, trialEnd), mail, now);
    }),
  );
  for (const result of results)
    if (result.status === 'rejected') console.error('trial-ending mail: not sent', result.reason);
  return results.filter((result) => result.status === 'fulfilled' && result.value === 'sent').length;
}
