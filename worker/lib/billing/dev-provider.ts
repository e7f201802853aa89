import { BILLING_MESSAGES } from '../../contract/messages';
import type { Package, Subscription } from '../../db/schema';
import type { Db } from '../../env';
import { AppError } from '../errors';
import { cancelAtPeriodEndEvent, devCheckoutUrl, devWebhookSecret } from './dev-checkout';
import { signWebhook, verifyWebhook } from './stripe';
import type { BillingProvider } from './types';
import { receiveWebhook } from './webhook';

/** Hands our webhook handler `events`, signed as Stripe signs them: what Stripe would send after the change. */
export async function deliverDevEvents(env: Env, db: Db, events: unknown[]): Promise<void> {
  const billing = devProvider(env, db);
  const secret = devWebhookSecret(env);
  for (const event of events) {
    const payload = JSON.stringify(event);
    await receiveWebhook(db, billing, payload, await signWebhook(payload, secret));
  }
}

export function devProvider(env: Env, db: Db): BillingProvider {
  async function setCancelAtPeriodEnd(sub: Subscription, pack: Package | null, cancel: boolean) {
    if (!pack) throw new AppError('unavailable', 503, BILLING_MESSAGES.notConfigured);
    await deliverDevEvents(env, db, [cancelAtPeriodEndEvent(sub, pack, cancel)]);
  }

  return {
    checkout: ({ user, pack, trial, origin }) =>
      devCheckoutUrl(env, origin, { userId: user.id, packId: pack.id, trial }),
    cancel: (sub, pack) => setCancelAtPeriodEnd(sub, pack, true),
    resume: (sub, pack) => setCancelAtPeriodEnd(sub, pack, false),
    // The dev billing page (`/dev/billing`) is not built yet.
    portal: async () => null,
    verifyWebhook: (payload, signature) => verifyWebhook(payload, signature, devWebhookSecret(env)),
    // Its events are sent in order, one at a time: the event's own copy is the state.
    currentSubscription: async (_id, sent) => sent ?? null,
  };
}
