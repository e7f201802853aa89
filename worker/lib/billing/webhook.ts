import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import { BILLING_MESSAGES } from '../../contract/messages';
import { stripeEvents } from '../../db/schema';
import type { Db } from '../../env';
import { AppError } from '../errors';
import { idOf, storeSubscription } from './stripe';
import type { BillingProvider } from './types';

/** The invoice's subscription: under `parent` since API version 2025-03-31, at the top level before. */
const invoiceSubscription = (invoice: Stripe.Invoice & { subscription?: string | { id: string } | null }) =>
  idOf(invoice.parent?.subscription_details?.subscription) ?? idOf(invoice.subscription);

async function sync(db: Db, billing: BillingProvider, id: string | null, sent?: Stripe.Subscription) {
  const current = id ? await billing.currentSubscription(id, sent) : null;
  if (current) await storeSubscription(db, current);
}

async function applyEvent(db: Db, billing: BillingProvider, event: Stripe.Event) {
  switch (event.type) {
    // Who the customer is was settled when the session was made; only the subscription is news here.
    case 'checkout.session.completed':
      return sync(db, billing, idOf(event.data.object.subscription));
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return sync(db, billing, event.data.object.id, event.data.object);
    case 'invoice.paid':
    case 'invoice.payment_failed':
      return sync(db, billing, invoiceSubscription(event.data.object));
    default:
      return;
  }
}

/** The event is recorded only once applied, so a failure answers 500 and the sender delivers it again. */
export async function receiveWebhook(db: Db, billing: BillingProvider, payload: string, signature: string) {
  const event = await billing.verifyWebhook(payload, signature).catch((error: unknown) => {
    throw error instanceof AppError ? error : new AppError('bad_request', 400, BILLING_MESSAGES.badSignature);
  });
  if (await db.query.stripeEvents.findFirst({ where: eq(stripeEvents.id, event.id) })) {
    return { received: true, duplicate: true };
  }
  await applyEvent(db, billing, event);
  await db.insert(stripeEvents).values({ id: event.id, type: event.type }).onConflictDoNothing();
  return { received: true, duplicate: false };
}
