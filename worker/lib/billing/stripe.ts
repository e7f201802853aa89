import { and, eq, isNull, lte, notInArray, or } from 'drizzle-orm';
import Stripe from 'stripe';
import { billingCustomers, type Package, subscriptions, users } from '../../db/schema';
import type { Db } from '../../env';

/** Stripe over fetch (Workers have no Node http); null when no key is set. */
export function stripeClient(env: Pick<Env, 'STRIPE_SECRET_KEY'>): Stripe | null {
  if (!env.STRIPE_SECRET_KEY) return null;
  return new Stripe(env.STRIPE_SECRET_KEY, { httpClient: Stripe.createFetchHttpClient(), maxNetworkRetries: 2 });
}

const cryptoProvider: Stripe.CryptoProvider = Stripe.createSubtleCryptoProvider();

/** Verifies a webhook's signature and age (Stripe's 5-minute tolerance); throws on a bad or stale one. */
export function verifyWebhook(payload: string, signature: string, secret: string): Promise<Stripe.Event> {
  return Stripe.webhooks.constructEventAsync(payload, signature, secret, undefined, cryptoProvider);
}

/** A `Stripe-Signature` header for `payload`, as Stripe computes it (the dev checkout signs with it). */
export function signWebhook(payload: string, secret: string): Promise<string> {
  return Stripe.webhooks.generateTestHeaderStringAsync({ payload, secret, cryptoProvider });
}

export const priceIdFor = (env: Pick<Env, 'STRIPE_PRICE_STANDARD' | 'STRIPE_PRICE_PREMIUM'>, pack: Package) =>
  ({ standard: env.STRIPE_PRICE_STANDARD, premium: env.STRIPE_PRICE_PREMIUM })[pack.id] || null;

export async function findCustomerId(db: Db, userId: string): Promise<string | null> {
  const row = await db.query.billingCustomers.findFirst({ where: eq(billingCustomers.userId, userId) });
  return row?.customerId ?? null;
}

/** Remembers the user's customer; the first one stored wins, so every later checkout reuses it. */
export async function saveCustomerId(db: Db, userId: string, customerId: string): Promise<string> {
  await db.insert(billingCustomers).values({ userId, customerId }).onConflictDoNothing();
  return (await findCustomerId(db, userId)) ?? customerId;
}

/** Final states: Stripe moves a subscription out of these never again. */
const ENDED = ['canceled', 'incomplete_expired'];

const ms = (seconds: number | null | undefined) => (seconds ? seconds * 1000 : null);
export const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);

/** The package a subscription's price belongs to: the configured price ids first, as a portal switch keeps the metadata. */
export function packIdOf(env: Pick<Env, 'STRIPE_PRICE_STANDARD' | 'STRIPE_PRICE_PREMIUM'>, sub: Stripe.Subscription) {
  const price = sub.items?.data?.[0]?.price?.id;
  if (price && price === env.STRIPE_PRICE_STANDARD) return 'standard';
  if (price && price === env.STRIPE_PRICE_PREMIUM) return 'premium';
  return sub.metadata?.packId || 'standard';
}

/** `eventCreated`: the event's own copy is the state (dev), so one older than the stored state changes nothing. */
export type StoreOptions = { packId?: string; eventCreated?: number | null };

/** Callers pass Stripe's current object (re-read when a key is set), so reordered events end in the same row. */
export async function storeSubscription(db: Db, sub: Stripe.Subscription, options: StoreOptions = {}): Promise<void> {
  const customerId = idOf(sub.customer);
  if (!customerId) return;
  const userId =
    sub.metadata?.userId ||
    (await db.query.billingCustomers.findFirst({ where: eq(billingCustomers.customerId, customerId) }))?.userId;
  if (!userId || !(await db.query.users.findFirst({ where: eq(users.id, userId), columns: { id: true } }))) {
    console.warn(`stripe: subscription ${sub.id} belongs to no user of ours; ignored`);
    return;
  }
  // Since API version 2025-03-31 the billing period lives on the subscription's items.
  const item = sub.items?.data?.[0];
  const values = {
    userId,
    customerId,
    packageId: options.packId ?? (sub.metadata?.packId || 'standard'),
    status: sub.status,
    startedAt: sub.start_date * 1000,
    currentPeriodStart: ms(item?.current_period_start) ?? sub.start_date * 1000,
    currentPeriodEnd: ms(item?.current_period_end) ?? ms(sub.trial_end) ?? sub.start_date * 1000,
    trialStart: ms(sub.trial_start),
    trialEnd: ms(sub.trial_end),
    cancelAtPeriodEnd: sub.cancel_at_period_end || Boolean(sub.cancel_at),
    updatedAt: Date.now(),
    ...(options.eventCreated ? { lastEventCreated: options.eventCreated } : {}),
  };
  const created = options.eventCreated;
  // Stripe never brings an ended subscription back, so neither may a late or re-read event.
  const live = notInArray(subscriptions.status, ENDED);
  const notOlder = created
    ? and(live, or(isNull(subscriptions.lastEventCreated), lte(subscriptions.lastEventCreated, created)))
    : live;
  await db
    .insert(subscriptions)
    .values({ id: sub.id, ...values })
    .onConflictDoUpdate({ target: subscriptions.id, set: values, setWhere: notOlder });
  await saveCustomerId(db, userId, customerId);
}
