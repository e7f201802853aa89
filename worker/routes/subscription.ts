import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { BILLING_MESSAGES } from '../contract/messages';
import { checkoutSchema, switchPlanSchema } from '../contract/subscription';
import { packages, type Subscription } from '../db/schema';
import type { Db } from '../env';
import { billingProviderFor } from '../lib/billing/provider';
import { entitlementsFor, hasHadTrial } from '../lib/entitlements';
import { AppError } from '../lib/errors';
import { readSubscriptionDetails } from '../lib/subscription-details';
import { requireUser, type UserEnv } from '../middleware/require-user';
import { validate } from '../middleware/validate';

const longDate = (ms: number) =>
  new Date(ms).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

type Call = { env: Env; var: { db: Db }; req: { url: string } };
const originOf = (c: Call) => new URL(c.req.url).origin;

/** The provider for this request; its mails link back to the origin the user called. */
function billingFor(c: Call) {
  const billing = billingProviderFor(c.env, c.var.db, originOf(c));
  if (!billing) throw new AppError('unavailable', 503, BILLING_MESSAGES.notConfigured);
  return billing;
}

async function changed(db: Db, env: Env, userId: string, before: Subscription, message: (date: string) => string) {
  const subscription = await readSubscriptionDetails(db, env, billingProviderFor(env, db), userId, { account: false });
  const end = subscription.ends ? Date.parse(subscription.ends) : before.currentPeriodEnd;
  return { success: true, Message: message(longDate(end)), subscription };
}

const activePackage = (db: Db, id: string) =>
  db.query.packages.findFirst({ where: and(eq(packages.id, id), eq(packages.active, true)) });

/** Every route reads and changes only the signed-in user's subscription: no id comes from the client. */
export const subscription = new Hono<UserEnv>()
  .use(requireUser)
  /** `?include=account` adds the card and invoices, which cost calls to Stripe: only the billing screen asks. */
  .get('/details', async (c) => {
    const { db, user } = c.var;
    const account = c.req.query('include') === 'account';
    return c.json({
      success: true,
      subscription: await readSubscriptionDetails(db, c.env, billingProviderFor(c.env, db), user.id, { account }),
    });
  })

  .post('/stripe-session', validate('json', checkoutSchema), async (c) => {
    const { db, user } = c.var;
    const pack = await activePackage(db, c.req.valid('json').packId);
    if (!pack) throw new AppError('bad_request', 400, BILLING_MESSAGES.unknownPackage);
    if ((await entitlementsFor(db, c.env, user.id)).paid) {
      throw new AppError('conflict', 409, BILLING_MESSAGES.alreadySubscribed);
    }
    const trial = !(await hasHadTrial(db, user.id));
    const url = await billingFor(c).checkout({ user, pack, trial, origin: originOf(c) });
    return c.json({ success: true, url });
  })

  /** Cancels at the end of the period: the user keeps what they paid for (and a trial ends unbilled). */
  .post('/cancel', async (c) => {
    const { db, user } = c.var;
    const rights = await entitlementsFor(db, c.env, user.id);
    if (!rights.paid || !rights.current) throw new AppError('not_found', 404, BILLING_MESSAGES.noSubscription);
    const { sub, pack } = rights.current;
    if (!sub.cancelAtPeriodEnd) await billingFor(c).cancel(sub, pack);
    return c.json(await changed(db, c.env, user.id, sub, BILLING_MESSAGES.cancelled));
  })

  .post('/resume', async (c) => {
    const { db, user } = c.var;
    const rights = await entitlementsFor(db, c.env, user.id);
    if (!rights.paid || !rights.current?.sub.cancelAtPeriodEnd) {
      throw new AppError('not_found', 404, BILLING_MESSAGES.nothingToResume);
    }
    const { sub, pack } = rights.current;
    await billingFor(c).resume(sub, pack);
    return c.json(await changed(db, c.env, user.id, sub, BILLING_MESSAGES.resumed));
  })

  /** Stripe's Billing Portal with a key, the dev billing page without one; both come back to /manageSubscription. */
  .post('/portal', async (c) => {
    const url = await billingFor(c).portal(c.var.user.id, originOf(c));
    if (!url) throw new AppError('not_found', 404, BILLING_MESSAGES.noBillingAccount);
    return c.json({ success: true, url });
  })

  /** Standard ⇄ Premium on the same subscription, prorated as Stripe does by default; a trial runs on. */
  .post('/switch', validate('json', switchPlanSchema), async (c) => {
    const { db, user } = c.var;
    const pack = await activePackage(db, c.req.valid('json').packId);
    if (!pack) throw new AppError('bad_request', 400, BILLING_MESSAGES.unknownPackage);
    const rights = await entitlementsFor(db, c.env, user.id);
    if (!rights.paid || !rights.current) throw new AppError('not_found', 404, BILLING_MESSAGES.nothingToSwitch);
    const { sub } = rights.current;
    if (sub.packageId === pack.id) throw new AppError('conflict', 409, BILLING_MESSAGES.samePlan);
    await billingFor(c).switchPlan(sub, pack);
    return c.json(await changed(db, c.env, user.id, sub, () => BILLING_MESSAGES.switched(pack.name)));
  });
