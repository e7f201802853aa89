import type { AfterTrial, BillingAccount, Money, QuestionMeter } from '../contract/subscription';
import type { Package } from '../db/schema';
import type { Db } from '../env';
import type { BillingProvider } from './billing/types';
import { type Entitlements, entitlementsFor, hasHadTrial, questionMeter } from './entitlements';

const FREE_AMOUNT = '$0.00';
export const formatAmount = (cents: number) => `$${(cents / 100).toFixed(2)}`;
const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
const priceOf = (pack: Package): Money => ({ amountCents: pack.amountCents, currency: 'usd' });
const intervalOf = (pack: Package) => (pack.subscriptionType === 'Yearly' ? 'year' : 'month');

const NO_ACCOUNT: BillingAccount = { card: null, invoices: null };

/** `amount` is '$0.00' exactly when the server treats the user as Free, which is what the SPA checks. */
export function toSubscriptionDetails(
  rights: Entitlements,
  meter: QuestionMeter | null = null,
  account: BillingAccount = NO_ACCOUNT,
  now = Date.now(),
) {
  const none = {
    packId: null,
    interval: null,
    price: null,
    trialEndsAt: null,
    afterTrial: null,
    endsAt: null,
    nextChargeAt: null,
    nextChargeAmount: null,
  };
  if (!rights.paid || !rights.current) {
    return {
      type: 'Free',
      amount: FREE_AMOUNT,
      begins: null,
      ends: null,
      trialActive: false,
      status: null,
      cancelAtPeriodEnd: false,
      questionsLeft: rights.questionsLeft,
      questionLimit: rights.questionLimit,
      questions: meter,
      ...none,
      ...account,
    };
  }
  const { sub, pack } = rights.current;
  const trialActive = sub.status === 'trialing' && (sub.trialEnd ?? 0) > now;
  const renews = !sub.cancelAtPeriodEnd && (sub.status === 'active' || sub.status === 'trialing');
  const nextChargeAt = renews ? sub.currentPeriodEnd : null;
  const afterTrial: AfterTrial | null =
    trialActive && renews && pack
      ? {
          packId: pack.id,
          plan: pack.name,
          interval: intervalOf(pack),
          amount: priceOf(pack),
          firstChargeAt: new Date(sub.trialEnd ?? sub.currentPeriodEnd).toISOString(),
        }
      : null;
  return {
    type: pack?.name ?? 'Standard',
    amount: pack ? formatAmount(pack.amountCents) : FREE_AMOUNT,
    begins: iso(sub.startedAt),
    ends: iso(sub.currentPeriodEnd),
    trialActive,
    status: sub.status,
    cancelAtPeriodEnd: sub.cancelAtPeriodEnd,
    questionsLeft: null,
    questionLimit: null,
    questions: null,
    packId: pack?.id ?? null,
    interval: pack ? intervalOf(pack) : null,
    price: pack ? priceOf(pack) : null,
    trialEndsAt: trialActive ? iso(sub.trialEnd) : null,
    afterTrial,
    endsAt: sub.cancelAtPeriodEnd ? iso(sub.currentPeriodEnd) : null,
    nextChargeAt: iso(nextChargeAt),
    nextChargeAmount: nextChargeAt !== null && pack ? priceOf(pack) : null,
    ...account,
  };
}

export type SubscriptionDetails = ReturnType<typeof toSubscriptionDetails>;

/** Everything `GET api/subscription/details` answers; `account`: also the card and invoices (calls to Stripe). */
export async function readSubscriptionDetails(
  db: Db,
  env: Env,
  billing: BillingProvider | null,
  userId: string,
  { account: withAccount, now = Date.now() }: { account: boolean; now?: number },
) {
  const [rights, meter, hadTrial] = await Promise.all([
    entitlementsFor(db, env, userId),
    questionMeter(db, env, userId, now),
    hasHadTrial(db, userId),
  ]);
  const account = billing && withAccount ? await billing.account(userId, rights.current?.sub ?? null) : NO_ACCOUNT;
  const details = toSubscriptionDetails(rights, rights.paid ? null : meter, account, now);
  return { ...details, trialAvailable: !hadTrial, billingPortal: billing !== null && rights.current !== null };
}
