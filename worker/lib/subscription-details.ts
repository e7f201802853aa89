import type { Entitlements } from './entitlements';

const FREE_AMOUNT = '$0.00';
export const formatAmount = (cents: number) => `$${(cents / 100).toFixed(2)}`;
const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/** `amount` is '$0.00' exactly when the server treats the user as Free, which is what the SPA checks. */
export function toSubscriptionDetails(rights: Entitlements, now = Date.now()) {
  const free = {
    type: 'Free',
    amount: FREE_AMOUNT,
    begins: null,
    ends: null,
    trialActive: false,
    status: null,
    cancelAtPeriodEnd: false,
    questionsLeft: rights.questionsLeft,
    questionLimit: rights.questionLimit,
  };
  if (!rights.paid || !rights.current) return free;
  const { sub, pack } = rights.current;
  return {
    type: pack?.name ?? 'Standard',
    amount: pack ? formatAmount(pack.amountCents) : FREE_AMOUNT,
    begins: iso(sub.startedAt),
    ends: iso(sub.currentPeriodEnd),
    trialActive: sub.status === 'trialing' && (sub.trialEnd ?? 0) > now,
    status: sub.status,
    cancelAtPeriodEnd: sub.cancelAtPeriodEnd,
    questionsLeft: null,
    questionLimit: null,
  };
}

export type SubscriptionDetails = ReturnType<typeof toSubscriptionDetails>;
