import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { BILLING_MESSAGES } from '../contract/messages';
import { checkoutSchema } from '../contract/subscription';
import { packages, type Subscription } from '../db/schema';
import type { Db } from '../env';
import { billingProviderFor } from '../lib/billing/provider';
import { entitlementsFor, hasHadTrial } from '../lib/entitlements';
import { AppError } from '../lib/errors';
import { toSubscriptionDetails } from '../lib/subscription-details';
import { requireUser, type UserEnv } from '../middleware/require-user';
import { validate } from '../middleware/validate';

const longDate = (ms: number) =>
  new Date(ms).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

function billingFor(env: Env, db: Db) {
  const billing = billingProviderFor(env, db);
  if (!billing) throw new AppError('unavailable', 503, BILLING_MESSAGES.notConfigured);
  return billing;
}

async function changed(db: Db, env: Env, userId: string, before: Subscription, message: (date: string) => string) {
  const after = await entitlementsFor(db, env, userId);
  return {
    success: true,
    Message: message(longDate(after.current?.sub.currentPeriodEnd ?? before.currentPeriodEnd)),
    subscription: toSubscriptionDetails(after),
  };
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
    const url = await billingFor(c.env, db).checkout({ user, pack, trial, origin: new URL(c.req.url).origin });
    return c.json({ success: true, url });
  })

  /** Cancels at the end of the period: the user keeps what they paid for (and a trial ends unbilled). */
  .post('/cancel', async (c) => {
    const { db, user } = c.var;
    const rights = await entitlementsFor(db, c.env, user.id);
    if (!rights.paid || !rights.current) throw new AppError('not_found', 404, BILLING_MESSAGES.noSubscription);
    const { sub, pack } = rights.current;
    if (!sub.cancelAtPeriodEnd) await billingFor(c.env, db).cancel(sub, pack);
    return c.json(await changed(db, c.env, user.id, sub, BILLING_MESSAGES.cancelled));
  })

  .post('/resume', async (c) => {
    const { db, user } = c.var;
    const rights = await entitlementsFor(db, c.env, user.id);
    if (!rights.paid || !rights.current?.sub.cancelAtPeriodEnd) {
      throw new AppError('not_found', 404, BILLING_MESSAGES.nothingToResume);
    }
    const { sub, pack } = rights.current;
    await billingFor(c.env, db).resume(sub, pack);
    return c.json(await changed(db, c.env, user.id, sub, BILLING_MESSAGES.resumed));
  });
