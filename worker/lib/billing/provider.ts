import { type Db, isLocal } from '../../env';
import { devProvider } from './dev-provider';
import { stripeClient } from './stripe';
import { stripeProvider } from './stripe-provider';
import type { BillingProvider } from './types';

export const devCheckoutEnabled = (env: Pick<Env, 'STRIPE_SECRET_KEY' | 'ENVIRONMENT'>) =>
  !env.STRIPE_SECRET_KEY && isLocal(env);

/**
 * Stripe when a key is set, else the dev checkout where it may stand in, else null: payments are off.
 * `origin`: where the dev provider's mails link to (APP_URL when absent).
 */
export function billingProviderFor(env: Env, db: Db, origin?: string): BillingProvider | null {
  const stripe = stripeClient(env);
  if (stripe) return stripeProvider(env, db, stripe);
  return devCheckoutEnabled(env) ? devProvider(env, db, origin) : null;
}
