import { Hono } from 'hono';
import { BILLING_MESSAGES } from '../contract/messages';
import type { AppEnv } from '../env';
import { billingProviderFor } from '../lib/billing/provider';
import { receiveWebhook } from '../lib/billing/webhook';
import { AppError } from '../lib/errors';

export const stripeWebhook = new Hono<AppEnv>().post('/webhook', async (c) => {
  const billing = billingProviderFor(c.env, c.var.db);
  if (!billing) throw new AppError('unavailable', 503, BILLING_MESSAGES.notConfigured);
  const signature = c.req.header('stripe-signature') ?? '';
  const notify = { env: c.env, origin: new URL(c.req.url).origin };
  return c.json(await receiveWebhook(c.var.db, billing, await c.req.text(), signature, notify));
});
