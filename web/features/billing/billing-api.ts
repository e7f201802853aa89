import { api, call } from '../../lib/api';

export const PACKAGES_KEY = '/api/package/active';

export const readPackages = () => call(api.api.package.active.$get());
/** SPEC.md section 3's Package (amount in dollars). */
export type Package = Awaited<ReturnType<typeof readPackages>>['packages'][number];

/** SPEC.md section 8's billing messages, and the same voice for what issue 18 adds. */
export const BILLING_TEXT = {
  plansFailed: 'An error occurred while fetching subscription plans.',
  checkoutFailed: 'Failed to create Stripe session. Please try again.',
  cancelled: 'Subscription cancelled successfully.',
  cancelFailed: 'Failed to cancel subscription. Please try again.',
  resumeFailed: 'Failed to resume subscription. Please try again.',
  switchFailed: 'Failed to change plan. Please try again.',
  portalFailed: 'Failed to open billing. Please try again.',
} as const;

export const createCheckout = (packId: string) =>
  call(api.api.subscription['stripe-session'].$post({ json: { packId } }));

export const cancelSubscription = () => call(api.api.subscription.cancel.$post());

/** The details with the card and invoices, which cost calls to the payment provider: the billing screen only. */
export const ACCOUNT_KEY = '/api/subscription/details?include=account';
export const readAccount = () => call(api.api.subscription.details.$get({ query: { include: 'account' } }));

export const resumeSubscription = () => call(api.api.subscription.resume.$post());

export const switchPlan = (packId: string) => call(api.api.subscription.switch.$post({ json: { packId } }));

export const openBillingPortal = () => call(api.api.subscription.portal.$post());
