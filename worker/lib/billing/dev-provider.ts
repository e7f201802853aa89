import { BILLING_MESSAGES } from '../../contract/messages';
import type { Package, Subscription } from '../../db/schema';
import type { Db } from '../../env';
import { AppError } from '../errors';
import { devBillingUrl, devCard } from './dev-billing';
import { cancelAtPeriodEndEvent, devCheckoutUrl, devWebhookSecret, switchPlanEvent } from './dev-checkout';
import { findCustomerId, signWebhook, verifyWebhook } from './stripe';
import type { BillingProvider } from './types';
import { receiveWebhook } from './webhook';

/** Hands our webhook handler `events`, signed as Stripe signs them: what Stripe would send after the change. */
export async function deliverDevEvents(env: Env, db: Db, events: unknown[], origin?: string): Promise<void> {
  const billing = devProvider(env, db, origin);
  const secret = devWebhookSecret(env);
  const notify = { env, origin: origin ?? env.APP_URL };
  for (const event of events) {
    const payload = JSON.stringify(event);
    await receiveWebhook(db, billing, payload, await signWebhook(payload, secret), notify);
  }
}

export function devProvider(env: Env, db: Db, origin?: string): BillingProvider {
  const deliver = (events: unknown[]) => deliverDevEvents(env, db, events, origin);
  async function setCancelAtPeriodEnd(sub: Subscription, pack: Package | null, cancel: boolean) {
    if (!pack) throw new AppError('unavailable', 503, BILLING_MESSAGES.notConfigured);
    await deliver([cancelAtPeriodEndEvent(sub, pack, cancel)]);
  }

  return {
    checkout: ({ user, pack, trial, origin }) =>
      devCheckoutUrl(env, origin, { userId: user.id, packId: pack.id, trial }),
    cancel: (sub, pack) => setCancelAtPeriodEnd(sub, pack, true),
    resume: (sub, pack) => setCancelAtPeriodEnd(sub, pack, false),
    async switchPlan(sub, to) {
      const from = (await db.query.packages.findFirst({ where: (p, { eq }) => eq(p.id, sub.packageId) })) ?? null;
      await deliver([switchPlanEvent(sub, from, to)]);
    },
    portal: async (userId, origin) => ((await findCustomerId(db, userId)) ? devBillingUrl(env, origin, userId) : null),
    account: async (userId) => ({ card: await devCard(db, userId), invoices: null }),
    verifyWebhook: (payload, signature) => verifyWebhook(payload, signature, devWebhookSecret(env)),
    // Its events are sent in order, one at a time: the event's own copy is the state.
    currentSubscription: async (_id, sent) => sent ?? null,
    eventIsState: true,
    packIdOf: (sub) => sub.metadata?.packId || 'standard',
  };
}
