/** What the chat screens need to know about the user's plan. */
export type SubscriptionState = {
  /** SPEC.md section 3: paid when the amount is present and not '$0.00'; hides the trial promo. */
  paid: boolean;
  /** Whether the composer may send (PRODUCT.md: the free quota, enforced by the server too). */
  canSend: boolean;
};

const UNPAID: SubscriptionState = { paid: false, canSend: true };

/**
 * The one place the screens read the plan from. Billing is not built yet: every user counts as
 * unpaid and may still send; the subscription issue fills this in from its API.
 */
export function useSubscription(): SubscriptionState {
  return UNPAID;
}
