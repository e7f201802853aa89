import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { packages } from '../db/schema';
import { cancelledEvent, deliverDevEvents, devCheckoutUrl } from '../lib/dev-checkout';
import { entitlementsFor, hasHadTrial } from '../lib/entitlements';
import { AppError } from '../lib/errors';
import { BILLING_MESSAGES } from '../lib/messages';
import { TRIAL_DAYS } from '../lib/plans';
import {
  devCheckoutEnabled,
  findCustomerId,
  priceIdFor,
  saveCustomerId,
  storeSubscription,
  stripeClient,
} from '../lib/stripe';
import { toSubscriptionDetails } from '../lib/subscription-details';
import { requireUser, type UserEnv } from '../middleware/require-user';
import { validate } from '../middleware/validate';
import { checkoutSchema } from '../schemas/subscription';

/** Subscriptions that already give the plan (or will, past_due being retried): a second one would bill twice. */
const LIVE_STATUSES = new Set(['trialing', 'active', 'past_due']);
/** Stripe accepts 30 minutes to 24 hours. */
const SESSION_LIFETIME_S = 60 * 60;

const longDate = (ms: number) =>
  new Date(ms).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** A Stripe failure is the provider's, not ours: say so with 502, and log what Stripe said. */
async function withStripe<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    console.error('stripe: call failed', error);
    throw new AppError('unavailable', 502, BILLING_MESSAGES.stripeFailed);
  }
}

/** Every route reads and changes only the signed-in user's subscription: no id comes from the client. */
export const subscription = new Hono<UserEnv>()
  .use(requireUser)
  .get('/details', async (c) => {
    const rights = await entitlementsFor(c.var.db, c.env, c.var.user.id);
    const trialAvailable = !(await hasHadTrial(c.var.db, c.var.user.id));
    return c.json({ success: true, subscription: { ...toSubscriptionDetails(rights), trialAvailable } });
  })

  .post('/stripe-session', validate('json', checkoutSchema), async (c) => {
    const { db, user } = c.var;
    const pack = await db.query.packages.findFirst({
      where: and(eq(packages.id, c.req.valid('json').packId), eq(packages.active, true)),
    });
    if (!pack) throw new AppError('bad_request', 400, BILLING_MESSAGES.unknownPackage);
    if ((await entitlementsFor(db, c.env, user.id)).paid) {
      throw new AppError('conflict', 409, BILLING_MESSAGES.alreadySubscribed);
    }
    const trial = !(await hasHadTrial(db, user.id));
    const origin = new URL(c.req.url).origin;

    const stripe = stripeClient(c.env);
    if (!stripe) {
      if (!devCheckoutEnabled(c.env)) throw new AppError('unavailable', 503, BILLING_MESSAGES.notConfigured);
      return c.json({
        success: true,
        url: await devCheckoutUrl(c.env, origin, { userId: user.id, packId: pack.id, trial }),
      });
    }

    const customer =
      (await findCustomerId(db, user.id)) ??
      (await saveCustomerId(
        db,
        user.id,
        (
          await withStripe(() =>
            stripe.customers.create({ email: user.email, name: user.name, metadata: { userId: user.id } }),
          )
        ).id,
      ));
    // Our rows follow webhooks, which may still be on their way from an earlier checkout: Stripe's
    // own list for this customer decides whether they already subscribed or trialled.
    const existing = await withStripe(() => stripe.subscriptions.list({ customer, status: 'all', limit: 100 }));
    const live = existing.data.find((sub) => LIVE_STATUSES.has(sub.status));
    if (live) {
      await storeSubscription(db, live);
      throw new AppError('conflict', 409, BILLING_MESSAGES.alreadySubscribed);
    }
    const offerTrial = trial && !existing.data.some((sub) => sub.trial_start);
    const price = priceIdFor(c.env, pack);
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
    return c.json({ success: true, url: session.url });
  })

  /** Cancels at the end of the period: the user keeps what they paid for (and a trial ends unbilled). */
  .post('/cancel', async (c) => {
    const { db, user } = c.var;
    const rights = await entitlementsFor(db, c.env, user.id);
    if (!rights.paid || !rights.current) throw new AppError('not_found', 404, BILLING_MESSAGES.noSubscription);
    const { sub, pack } = rights.current;
    if (!sub.cancelAtPeriodEnd) {
      const stripe = stripeClient(c.env);
      if (stripe) {
        await storeSubscription(
          db,
          await withStripe(() => stripe.subscriptions.update(sub.id, { cancel_at_period_end: true })),
        );
      } else if (pack && devCheckoutEnabled(c.env)) {
        await deliverDevEvents(c.env, c.executionCtx, [cancelledEvent(sub, pack)]);
      } else {
        throw new AppError('unavailable', 503, BILLING_MESSAGES.notConfigured);
      }
    }
    const after = await entitlementsFor(db, c.env, user.id);
    return c.json({
      success: true,
      Message: BILLING_MESSAGES.cancelled(longDate(after.current?.sub.currentPeriodEnd ?? sub.currentPeriodEnd)),
      subscription: toSubscriptionDetails(after),
    });
  });
