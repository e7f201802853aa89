import type Stripe from 'stripe';
import type { BillingAccount } from '../../contract/subscription';
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
  switchPlan(sub: Subscription, to: Package): Promise<void>;
  /** Stripe's Billing Portal or the dev billing page; null for a user who never reached checkout. */
  portal(userId: string, origin: string): Promise<string | null>;
  /** The card and the last invoices, where the provider keeps them; null fields, never an error. */
  account(userId: string, sub: Subscription | null): Promise<BillingAccount>;
  verifyWebhook(payload: string, signature: string): Promise<Stripe.Event>;
  /** The subscription's state now, for an event that names it (`sent` is the event's copy); null when unknown. */
  currentSubscription(id: string, sent?: Stripe.Subscription): Promise<Stripe.Subscription | null>;
  /** True when an event's own copy is the state (dev): then an event older than the stored state is ignored. */
  readonly eventIsState: boolean;
  packIdOf(sub: Stripe.Subscription): string;
}
