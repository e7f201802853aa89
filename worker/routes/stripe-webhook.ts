import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import Stripe from 'stripe';
import { stripeEvents } from '../db/schema';
import type { AppEnv, Db } from '../env';
import { AppError } from '../lib/errors';
import { BILLING_MESSAGES } from '../lib/messages';
import { idOf, storeSubscription, stripeClient, verifyWebhook, webhookSecret } from '../lib/stripe';

/**
 * Brings the subscription row in step with Stripe. With a key, Stripe is asked for the subscription's
 * state now, so events that arrive late, twice or out of order all end in Stripe's current state.
 * Without one (the dev checkout), the event's own object is the state: it sends in order.
 */
async function syncSubscription(db: Db, env: Env, id: string | null, object?: Stripe.Subscription) {
  if (!id) return;
  const stripe = stripeClient(env);
  if (!stripe) {
    if (object) await storeSubscription(db, object);
    return;
  }
  const current = await stripe.subscriptions.retrieve(id).catch((error: unknown) => {
    // Not in this Stripe account (another mode's, or made up): nothing of ours to update, and a
    // failure would only make Stripe deliver it again for days.
    if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing') return null;
    throw error;
  });
  if (current) await storeSubscription(db, current);
  else console.warn(`stripe: subscription ${id} not found; event ignored`);
}

/** The invoice's subscription: under `parent` since API version 2025-03-31, at the top level before. */
const invoiceSubscription = (invoice: Stripe.Invoice & { subscription?: string | { id: string } | null }) =>
  idOf(invoice.parent?.subscription_details?.subscription) ?? idOf(invoice.subscription);

async function applyEvent(db: Db, env: Env, event: Stripe.Event) {
  switch (event.type) {
    // Who the customer is was settled when the session was made; only the subscription is news here.
    case 'checkout.session.completed':
      await syncSubscription(db, env, idOf(event.data.object.subscription));
      return;
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      await syncSubscription(db, env, event.data.object.id, event.data.object);
      return;
    case 'invoice.paid':
    case 'invoice.payment_failed':
      await syncSubscription(db, env, invoiceSubscription(event.data.object));
      return;
    default:
      return;
  }
}

/** `POST api/stripe/webhook`: signed by Stripe (or the dev checkout); each event id is handled once. */
export const stripeWebhook = new Hono<AppEnv>().post('/webhook', async (c) => {
  const secret = webhookSecret(c.env);
  if (!secret) throw new AppError('unavailable', 503, BILLING_MESSAGES.notConfigured);
  const payload = await c.req.text();
  const event = await verifyWebhook(payload, c.req.header('stripe-signature') ?? '', secret).catch(() => {
    throw new AppError('bad_request', 400, BILLING_MESSAGES.badSignature);
  });
  const db = c.var.db;
  if (await db.query.stripeEvents.findFirst({ where: eq(stripeEvents.id, event.id) })) {
    return c.json({ received: true, duplicate: true });
  }
  // Recorded only once applied: a failure answers 500 and Stripe delivers the event again.
  await applyEvent(db, c.env, event);
  await db.insert(stripeEvents).values({ id: event.id, type: event.type }).onConflictDoNothing();
  return c.json({ received: true, duplicate: false });
});
