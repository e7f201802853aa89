import type Stripe from 'stripe';
import type { Package, Subscription, User } from '../../db/schema';

/** What the user buys and where they come back to; `trial` is whether our rows still allow one. */
export type CheckoutRequest = {
  user: Pick<User, 'id' | 'email' | 'name'>;
  pack: Package;
  trial: boolean;
  origin: string;
};

/** Both providers speak Stripe's shapes, so one webhook handler and one `storeSubscription` serve either. */
export interface BillingProvider {
  /** The page the user pays on. Throws 409 when the provider already holds a live subscription. */
  checkout(request: CheckoutRequest): Promise<string>;
  cancel(sub: Subscription, pack: Package | null): Promise<void>;
  resume(sub: Subscription, pack: Package | null): Promise<void>;
  /** null for a user who never reached checkout, and for the dev provider until `/dev/billing` exists. */
  portal(userId: string, origin: string): Promise<string | null>;
  verifyWebhook(payload: string, signature: string): Promise<Stripe.Event>;
  /** The subscription's state now, for an event that names it (`sent` is the event's copy); null when unknown. */
  currentSubscription(id: string, sent?: Stripe.Subscription): Promise<Stripe.Subscription | null>;
}
