import type Stripe from 'stripe';
import type { Package, Subscription, User } from '../../db/schema';

/** What the user buys and where they come back to; `trial` is whether our rows still allow one. */
export type CheckoutRequest = {
  user: Pick<User, 'id' | 'email' | 'name'>;
  pack: Package;
  trial: boolean;
  origin: string;
};

/**
 * Who takes the money: Stripe with a key, the dev checkout without one (`billingProviderFor`).
 * Both speak Stripe's shapes, so one webhook handler and one `storeSubscription` serve either.
 * Expected failures are thrown as `AppError`s the routes pass on unchanged.
 */
export interface BillingProvider {
  /** The page the user pays on. Throws 409 when the provider already holds a live subscription. */
  checkout(request: CheckoutRequest): Promise<string>;
  /** Ends the subscription with its period, then stores what the provider says. */
  cancel(sub: Subscription, pack: Package | null): Promise<void>;
  /** Undoes a pending cancel, then stores what the provider says. */
  resume(sub: Subscription, pack: Package | null): Promise<void>;
  /**
   * Where the user changes card, reads invoices or switches plan, returning to /manageSubscription;
   * null when there is none: a user who never reached checkout, or the dev provider until its
   * `/dev/billing` page exists.
   */
  portal(userId: string, origin: string): Promise<string | null>;
  /** The event a webhook delivery carries; throws when the signature is wrong, missing or too old. */
  verifyWebhook(payload: string, signature: string): Promise<Stripe.Event>;
  /** The subscription's state now, for an event that names it (`sent` is the event's copy); null when unknown. */
  currentSubscription(id: string, sent?: Stripe.Subscription): Promise<Stripe.Subscription | null>;
}
