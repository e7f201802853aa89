import type { QuestionMeter } from '../../worker/contract/subscription';
import { api, call } from './api';
import { formatDay } from './billing-format';
import { selectSignedIn, useSession } from './session';
import { useApi } from './swr';

export const SUBSCRIPTION_KEY = '/api/subscription/details';

const readSubscription = () => call(api.api.subscription.details.$get({ query: {} }));
export type SubscriptionResponse = Awaited<ReturnType<typeof readSubscription>>;
export type Subscription = SubscriptionResponse['subscription'];

/** SPEC.md section 3: a user counts as paid when the amount is present and not '$0.00'. */
export const isPaid = (subscription: { amount?: string | null } | null | undefined) =>
  Boolean(subscription?.amount && subscription.amount !== '$0.00');

/** `GET api/subscription/details` for the signed-in user (nothing is asked when signed out). */
export function useSubscriptionDetails(options?: { refreshInterval?: number }) {
  const signedIn = useSession(selectSignedIn);
  return useApi(signedIn ? SUBSCRIPTION_KEY : null, readSubscription, options);
}

export type SubscriptionState = {
  /** Signed in and the plan not known yet: show neither the promos nor a refusal. */
  loading: boolean;
  /** Paid (the server's amount is not '$0.00'): hides the trial promo and the notices. */
  paid: boolean;
  /** Free questions left in the rolling 30 days; null for paid plans or while unknown. */
  questionsLeft: number | null;
  /** Whether the composer may send; the server decides again on every send. */
  canSend: boolean;
  /** Images are for paid plans only (PRODUCT.md). */
  canAttach: boolean;
  /** A Free user's allowance as the server counts it, in words; null for paid plans. */
  meterText: string | null;
};

/** 'N of 3 questions left', and when the oldest counted question comes back ('1 more on 3 Dec'). */
function questionMeterText(meter: QuestionMeter): string {
  const left = `${meter.left} of ${meter.limit} questions left`;
  return meter.renewsAt ? `${left} · 1 more on ${formatDay(meter.renewsAt, {}, false)}` : left;
}

export function useSubscription(): SubscriptionState {
  const signedIn = useSession(selectSignedIn);
  const { data } = useSubscriptionDetails();
  const subscription = data?.subscription;
  const paid = isPaid(subscription);
  const questionsLeft = subscription?.questionsLeft ?? null;
  return {
    loading: signedIn && !subscription,
    paid,
    questionsLeft,
    canSend: paid || questionsLeft === null || questionsLeft > 0,
    canAttach: paid,
    meterText: subscription?.questions ? questionMeterText(subscription.questions) : null,
  };
}
