import Stripe from 'stripe';
import { BILLING_MESSAGES } from '../../contract/messages';
import { TRIAL_DAYS } from '../../contract/plans';
import type { Db } from '../../env';
import { AppError } from '../errors';
import { findCustomerId, idOf, packIdOf, priceIdFor, saveCustomerId, storeSubscription, verifyWebhook } from './stripe';
import { readStripeAccount } from './stripe-account';
import type { BillingProvider, CheckoutRequest } from './types';

/** Subscriptions that already give the plan (or will, past_due being retried): a second one would bill twice. */
const LIVE_STATUSES = new Set(['trialing', 'active', 'past_due']);
/** Stripe accepts 30 minutes to 24 hours. */
const SESSION_LIFETIME_S = 60 * 60;

/** A Stripe failure is the provider's, not ours: say so with 502, and log what Stripe said. */
async function withStripe<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    console.error('stripe: call failed', error);
    throw new AppError('unavailable', 502, BILLING_MESSAGES.stripeFailed);
  }
}

export function stripeProvider(env: Env, db: Db, stripe: Stripe): BillingProvider {
  async function customerFor(user: CheckoutRequest['user']) {
    const known = await findCustomerId(db, user.id);
    if (known) return known;
    const created = await withStripe(() =>
      stripe.customers.create({ email: user.email, name: user.name, metadata: { userId: user.id } }),
    );
    return saveCustomerId(db, user.id, created.id);
  }

  const store = (sub: Stripe.Subscription) => storeSubscription(db, sub, { packId: packIdOf(env, sub) });
  const setCancelAtPeriodEnd = async (id: string, cancel: boolean) =>
    store(await withStripe(() => stripe.subscriptions.update(id, { cancel_at_period_end: cancel })));

  return {
    async checkout({ user, pack, trial, origin }) {
      const customer = await customerFor(user);
      // Webhooks from an earlier checkout may still be on their way: Stripe's own list decides if they subscribed.
      const existing = await withStripe(() => stripe.subscriptions.list({ customer, status: 'all', limit: 100 }));
      const live = existing.data.find((sub) => LIVE_STATUSES.has(sub.status));
      if (live) {
        await store(live);
        throw new AppError('conflict', 409, BILLING_MESSAGES.alreadySubscribed);
      }
      const offerTrial = trial && !existing.data.some((sub) => sub.trial_start);
      const price = priceIdFor(env, pack);
      const metadata = { userId: user.id, packId: pack.id };
      const session = await withStripe(() =>
        stripe.checkout.sessions.create({
          mode: 'subscription',
          customer,
          client_reference_id: user.id,
          metadata,
          line_items: [
            price
              ? { price, quantity: 1 }
              : {
                  quantity: 1,
                  price_data: {
                    currency: 'usd',
                    unit_amount: pack.amountCents,
                    recurring: { interval: pack.subscriptionType === 'Yearly' ? 'year' : 'month' },
                    product_data: { name: `AdWise ${pack.name}` },
                  },
                },
          ],
          subscription_data: { metadata, ...(offerTrial ? { trial_period_days: TRIAL_DAYS } : {}) },
          // An abandoned session cannot be completed much later, beside a subscription made since.
          expires_at: Math.floor(Date.now() / 1000) + SESSION_LIFETIME_S,
          success_url: `${origin}/manageSubscription?checkout=success`,
          cancel_url: `${origin}/upgrade`,
        }),
      );
      if (!session.url) throw new AppError('unavailable', 502, BILLING_MESSAGES.stripeFailed);
      return session.url;
    },

    cancel: (sub) => setCancelAtPeriodEnd(sub.id, true),
    resume: (sub) => setCancelAtPeriodEnd(sub.id, false),

    // Stripe's default proration: the unused time is credited, the new price charged from now.
    async switchPlan(sub, to) {
      const current = await withStripe(() => stripe.subscriptions.retrieve(sub.id));
      const item = current.items.data[0];
      if (!item) throw new AppError('unavailable', 502, BILLING_MESSAGES.stripeFailed);
      const price = priceIdFor(env, to);
      const interval = to.subscriptionType === 'Yearly' ? 'year' : 'month';
      const product = idOf(item.price.product) ?? '';
      const updated = await withStripe(() =>
        stripe.subscriptions.update(sub.id, {
          items: [
            price
              ? { id: item.id, price }
              : {
                  id: item.id,
                  price_data: { currency: 'usd', unit_amount: to.amountCents, recurring: { interval }, product },
                },
          ],
          metadata: { ...current.metadata, packId: to.id },
        }),
      );
      await store(updated);
    },

    async portal(userId, origin) {
      const customer = await findCustomerId(db, userId);
      if (!customer) return null;
      const session = await withStripe(() =>
        stripe.billingPortal.sessions.create({ customer, return_url: `${origin}/manageSubscription` }),
      );
      return session.url;
    },

    account: (userId, sub) => readStripeAccount(stripe, db, userId, sub),

    async verifyWebhook(payload, signature) {
      if (!env.STRIPE_WEBHOOK_SECRET) throw new AppError('unavailable', 503, BILLING_MESSAGES.notConfigured);
      return verifyWebhook(payload, signature, env.STRIPE_WEBHOOK_SECRET);
    },

    // Asked now, not read from the event, so late, repeated or reordered events end in Stripe's current state.
    async currentSubscription(id) {
      const current = await stripe.subscriptions.retrieve(id).catch((error: unknown) => {
        // Not in this Stripe account (another mode's, or made up): nothing of ours to update, and a
        // failure would only make Stripe deliver it again for days.
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing') return null;
        throw error;
      });
      if (!current) console.warn(`stripe: subscription ${id} not found; event ignored`);
      return current;
    },
    eventIsState: false,
    packIdOf: (sub) => packIdOf(env, sub),
  };
}
