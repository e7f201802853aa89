import { Loader2 } from 'lucide-react';
import { isPaid, type Subscription } from '../../lib/use-subscription';

/** Back from checkout: confirmed once the webhook has landed, else a short wait. */
export function CheckoutStatus({ subscription, waiting }: { subscription: Subscription; waiting: boolean }) {
  if (isPaid(subscription)) {
    return (
      <p
        role="status"
        className="rounded-lg border border-emerald-300 bg-emerald-50 px-4 py-3 text-sm text-emerald-900 dark:border-emerald-700/60 dark:bg-emerald-950/40 dark:text-emerald-100"
      >
        {subscription.trialActive
          ? `Your 3-day free trial of ${subscription.type} has started. Enjoy unlimited questions and image uploads.`
          : `Your ${subscription.type} plan is active. Enjoy unlimited questions and image uploads.`}
      </p>
    );
  }
  return (
    <p role="status" className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-300">
      {waiting && <Loader2 aria-hidden className="size-4 animate-spin" />}
      {waiting
        ? 'Confirming your subscription...'
        : 'We have not heard from the payment provider yet. Check again in a minute.'}
    </p>
  );
}
