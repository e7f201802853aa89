import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import { BILLING_MESSAGES } from '../../contract/messages';
import { stripeEvents, subscriptions } from '../../db/schema';
import type { Db } from '../../env';
import { AppError } from '../errors';
import { mailCancellation, mailPaymentFailed, type Notify } from './billing-mail';
import { idOf, storeSubscription } from './stripe';
import type { BillingProvider } from './types';

/** The invoice's subscription: under `parent` since API version 2025-03-31, at the top level before. */
const invoiceSubscription = (invoice: Stripe.Invoice & { subscription?: string | { id: string } | null }) =>
  idOf(invoice.parent?.subscription_details?.subscription) ?? idOf(invoice.subscription);

const storedRow = (db: Db, id: string) => db.query.subscriptions.findFirst({ where: eq(subscriptions.id, id) });

async function sync(
  db: Db,
  billing: BillingProvider,
  event: Stripe.Event,
  id: string | null,
  sent?: Stripe.Subscription,
) {
  const current = id ? await billing.currentSubscription(id, sent) : null;
  if (!current) return null;
  await storeSubscription(db, current, {
    packId: billing.packIdOf(current),
    eventCreated: billing.eventIsState ? event.created : null,
  });
  return storedRow(db, current.id);
}

async function applyEvent(db: Db, billing: BillingProvider, event: Stripe.Event, notify: Notify | null) {
  switch (event.type) {
    // Who the customer is was settled when the session was made; only the subscription is news here.
    case 'checkout.session.completed':
      return sync(db, billing, event, idOf(event.data.object.subscription));
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const stored = await sync(db, billing, event, event.data.object.id, event.data.object);
      if (notify) await mailCancellation(db, notify, stored ?? undefined);
      return;
    }
    case 'invoice.paid':
      return sync(db, billing, event, invoiceSubscription(event.data.object));
    case 'invoice.payment_failed':
      await sync(db, billing, event, invoiceSubscription(event.data.object));
      if (notify) await mailPaymentFailed(db, notify, event.data.object);
      return;
    default:
      return;
  }
}

/**
 * The event is recorded only once applied, so a failure answers 500 and the sender delivers it again;
 * its mails go through the outbox, so a second delivery sends none twice.
 */
export async function receiveWebhook(
  db: Db,
  billing: BillingProvider,
  payload: string,
  signature: string,
  notify: Notify | null = null,
) {
  const event = await billing.verifyWebhook(payload, signature).catch((error: unknown) => {
    throw error instanceof AppError ? error : new AppError('bad_request', 400, BILLING_MESSAGES.badSignature);
  });
  if (await db.query.stripeEvents.findFirst({ where: eq(stripeEvents.id, event.id) })) {
    return { received: true, duplicate: true };
  }
  await applyEvent(db, billing, event, notify);
  await db.insert(stripeEvents).values({ id: event.id, type: event.type }).onConflictDoNothing();
  return { received: true, duplicate: false };
}
