import { jwtVerify, SignJWT } from 'jose';
import type Stripe from 'stripe';
import { TRIAL_DAYS } from '../../contract/plans';
import type { Package, Subscription } from '../../db/schema';

/**
 * PRODUCT.md: no Stripe key, not production. A checkout "session" is a short-lived signed token; paying
 * hands our webhook handler the events Stripe would send, signed with the webhook secret.
 */
export type DevSession = { userId: string; packId: string; trial: boolean };

/** For a `.dev.vars` older than STRIPE_WEBHOOK_SECRET; only used with no Stripe key outside production. */
const DEV_WEBHOOK_SECRET = 'whsec_dev_checkout_local_only_not_a_real_secret';
export const devWebhookSecret = (env: Pick<Env, 'STRIPE_WEBHOOK_SECRET'>) =>
  env.STRIPE_WEBHOOK_SECRET || DEV_WEBHOOK_SECRET;

const SESSION_TTL = '1h';
const DAY_S = 24 * 60 * 60;
const key = (env: Env) => new TextEncoder().encode(`dev-checkout:${devWebhookSecret(env)}`);

export async function devCheckoutUrl(env: Env, origin: string, session: DevSession): Promise<string> {
  const token = await new SignJWT({ packId: session.packId, trial: session.trial })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(session.userId)
    .setIssuedAt()
    .setExpirationTime(SESSION_TTL)
    .sign(key(env));
  return `${origin}/dev/checkout?session=${encodeURIComponent(token)}`;
}

export async function readDevSession(env: Env, token: string): Promise<DevSession | null> {
  try {
    const { payload } = await jwtVerify(token, key(env), { algorithms: ['HS256'] });
    if (!payload.sub || typeof payload.packId !== 'string') return null;
    return { userId: payload.sub, packId: payload.packId, trial: payload.trial === true };
  } catch {
    return null;
  }
}

const randomId = (prefix: string) => `${prefix}_dev_${crypto.randomUUID().replaceAll('-', '').slice(0, 24)}`;

function periodEnd(start: number, pack: Package, trial: boolean): number {
  if (trial) return start + TRIAL_DAYS * DAY_S;
  const end = new Date(start * 1000);
  if (pack.subscriptionType === 'Yearly') end.setUTCFullYear(end.getUTCFullYear() + 1);
  else end.setUTCMonth(end.getUTCMonth() + 1);
  return Math.floor(end.getTime() / 1000);
}

type SubscriptionFields = {
  id: string;
  userId: string;
  customerId: string;
  pack: Package;
  status: Stripe.Subscription.Status;
  start: number;
  periodStart: number;
  periodEnd: number;
  trialStart: number | null;
  trialEnd: number | null;
  cancelAtPeriodEnd: boolean;
};

function subscriptionObject(f: SubscriptionFields) {
  const interval = f.pack.subscriptionType === 'Yearly' ? 'year' : 'month';
  return {
    id: f.id,
    object: 'subscription',
    customer: f.customerId,
    status: f.status,
    currency: 'usd',
    start_date: f.start,
    trial_start: f.trialStart,
    trial_end: f.trialEnd,
    cancel_at_period_end: f.cancelAtPeriodEnd,
    cancel_at: f.cancelAtPeriodEnd ? f.periodEnd : null,
    canceled_at: null,
    ended_at: null,
    metadata: { userId: f.userId, packId: f.pack.id },
    items: {
      object: 'list',
      data: [
        {
          id: `si_${f.id}`,
          object: 'subscription_item',
          quantity: 1,
          current_period_start: f.periodStart,
          current_period_end: f.periodEnd,
          price: {
            id: `price_dev_${f.pack.id}`,
            object: 'price',
            currency: 'usd',
            unit_amount: f.pack.amountCents,
            recurring: { interval, interval_count: 1 },
          },
        },
      ],
    },
  };
}

/** A paid dev checkout: Stripe's checkout.session.completed, then customer.subscription.created. */
export function paidCheckoutEvents(session: DevSession, pack: Package, customerId: string, origin: string) {
  const now = Math.floor(Date.now() / 1000);
  const end = periodEnd(now, pack, session.trial);
  const subscription = subscriptionObject({
    id: randomId('sub'),
    userId: session.userId,
    customerId,
    pack,
    status: session.trial ? 'trialing' : 'active',
    start: now,
    periodStart: now,
    periodEnd: end,
    trialStart: session.trial ? now : null,
    trialEnd: session.trial ? end : null,
    cancelAtPeriodEnd: false,
  });
  const checkout = {
    id: randomId('cs'),
    object: 'checkout.session',
    mode: 'subscription',
    status: 'complete',
    payment_status: session.trial ? 'no_payment_required' : 'paid',
    amount_total: session.trial ? 0 : pack.amountCents,
    currency: 'usd',
    client_reference_id: session.userId,
    customer: customerId,
    subscription: subscription.id,
    metadata: { userId: session.userId, packId: pack.id },
    success_url: `${origin}/manageSubscription?checkout=success`,
    cancel_url: `${origin}/upgrade`,
  };
  return [
    event('checkout.session.completed', checkout, now),
    event('customer.subscription.created', subscription, now),
  ];
}

type Changes = {
  status?: Stripe.Subscription.Status;
  cancelAtPeriodEnd?: boolean;
  periodStart?: number;
  periodEnd?: number;
};

/** The row changed as Stripe would report it after `subscriptions.update`, with `pack`'s price. */
export function updatedEvent(
  row: Subscription,
  pack: Package,
  changes: Changes,
  created = Math.floor(Date.now() / 1000),
) {
  const s = (ms: number | null) => (ms === null ? null : Math.floor(ms / 1000));
  const subscription = subscriptionObject({
    id: row.id,
    userId: row.userId,
    customerId: row.customerId,
    pack,
    status: changes.status ?? (row.status as Stripe.Subscription.Status),
    start: s(row.startedAt) ?? 0,
    periodStart: changes.periodStart ?? s(row.currentPeriodStart) ?? 0,
    periodEnd: changes.periodEnd ?? s(row.currentPeriodEnd) ?? 0,
    trialStart: s(row.trialStart),
    trialEnd: s(row.trialEnd),
    cancelAtPeriodEnd: changes.cancelAtPeriodEnd ?? row.cancelAtPeriodEnd,
  });
  return event('customer.subscription.updated', subscription, created);
}

export const cancelAtPeriodEndEvent = (row: Subscription, pack: Package, cancelAtPeriodEnd: boolean) =>
  updatedEvent(row, pack, { cancelAtPeriodEnd });

/**
 * Stripe's default on a price change: a trial runs on, the same interval keeps its period, and a new
 * interval starts a new period now (the unused time credited, which the dev path does not bill).
 */
export function switchPlanEvent(row: Subscription, from: Package | null, to: Package) {
  const now = Math.floor(Date.now() / 1000);
  const sameInterval = from?.subscriptionType === to.subscriptionType;
  if (row.status === 'trialing' || sameInterval) return updatedEvent(row, to, {});
  return updatedEvent(row, to, { periodStart: now, periodEnd: periodEnd(now, to, false) });
}

/** A renewal whose charge failed: a new period begins unpaid (past_due) and its invoice failed. */
export function failedRenewalEvents(row: Subscription, pack: Package) {
  const now = Math.floor(Date.now() / 1000);
  const end = periodEnd(now, pack, false);
  const updated = updatedEvent(row, pack, { status: 'past_due', periodStart: now, periodEnd: end }, now);
  const invoice = {
    id: randomId('in'),
    object: 'invoice',
    customer: row.customerId,
    status: 'open',
    currency: 'usd',
    amount_due: pack.amountCents,
    total: pack.amountCents,
    attempt_count: 1,
    created: now,
    parent: { type: 'subscription_details', subscription_details: { subscription: row.id, metadata: {} } },
  };
  return [updated, event('invoice.payment_failed', invoice, now)];
}

function event(type: string, object: unknown, created: number) {
  return {
    id: randomId('evt'),
    object: 'event',
    api_version: '2026-10-28.endive',
    created,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  };
}
