import { useState } from 'react';
import { useSWRConfig } from 'swr';
import type { Money } from '../../../worker/contract/subscription';
import { ALERTS, showAlert } from '../../lib/alerts';
import { errorMessage } from '../../lib/api';
import { formatDay, formatPrice } from '../../lib/billing-format';
import { INPUT_ERROR_MS, toastError, toastSuccess } from '../../lib/toasts';
import { SUBSCRIPTION_KEY, type Subscription } from '../../lib/use-subscription';
import {
  ACCOUNT_KEY,
  BILLING_TEXT,
  cancelSubscription,
  openBillingPortal,
  type Package,
  resumeSubscription,
  switchPlan,
} from './billing-api';
import { redirectTo } from './redirect';

/** SPEC.md section 9: the cancel message shows for 2 s. */
export const CANCEL_MESSAGE_MS = 2000;

export type BillingAction = 'cancel' | 'resume' | 'switch' | 'portal';

const moneyOf = (pack: Package): Money => ({ amountCents: Math.round(pack.amount * 100), currency: 'usd' });
const intervalOf = (pack: Package) => (pack.subscriptionType === 'Yearly' ? 'year' : 'month');

/** What a switch changes, said before it happens: the new price, and when and how it is charged. */
export function switchConfirmText(subscription: Subscription, pack: Package): string {
  const price = formatPrice(moneyOf(pack), intervalOf(pack));
  if (subscription.trialEndsAt) {
    return `You move to ${pack.name} now and your trial runs on. Nothing is charged until ${formatDay(subscription.trialEndsAt)}, then ${price}.`;
  }
  return `You move to ${pack.name} at ${price} now. What is left of your ${subscription.type} period is credited and the difference is prorated on your next invoice.`;
}

/** Each answer carries the new details, which replace the one key the plan screens and the chat's quota read. */
export function useBillingActions() {
  const { mutate } = useSWRConfig();
  const [busy, setBusy] = useState<BillingAction | null>(null);

  async function run<T>(action: BillingAction, work: () => Promise<T>, failed: string): Promise<T | null> {
    setBusy(action);
    try {
      return await work();
    } catch (error) {
      toastError(errorMessage(error, failed), INPUT_ERROR_MS);
      return null;
    } finally {
      setBusy(null);
    }
  }

  const store = (subscription: Subscription) => {
    void mutate(SUBSCRIPTION_KEY, { success: true as const, subscription }, { revalidate: false });
    void mutate(ACCOUNT_KEY);
  };

  const cancel = async (): Promise<boolean> => {
    if (!(await showAlert(ALERTS.confirmCancelSubscription))) return false;
    const answer = await run('cancel', cancelSubscription, BILLING_TEXT.cancelFailed);
    if (!answer) return false;
    toastSuccess(answer.Message || BILLING_TEXT.cancelled, CANCEL_MESSAGE_MS);
    store(answer.subscription);
    return true;
  };

  const resume = async () => {
    const answer = await run('resume', resumeSubscription, BILLING_TEXT.resumeFailed);
    if (!answer) return;
    toastSuccess(answer.Message);
    store(answer.subscription);
  };

  const switchTo = async (subscription: Subscription, pack: Package) => {
    const confirmed = await showAlert({
      icon: 'question',
      title: `Switch to ${pack.name}?`,
      text: switchConfirmText(subscription, pack),
      confirmButtonText: `Switch to ${pack.name}`,
      showCancelButton: true,
      cancelButtonText: 'Keep my plan',
    });
    if (!confirmed) return;
    const answer = await run('switch', () => switchPlan(pack.id), BILLING_TEXT.switchFailed);
    if (!answer) return;
    toastSuccess(answer.Message);
    store(answer.subscription);
  };

  const portal = async () => {
    const answer = await run('portal', openBillingPortal, BILLING_TEXT.portalFailed);
    if (answer) redirectTo(answer.url);
  };

  return { busy, cancel, resume, switchTo, portal };
}
