import { formatLongDate } from '../../lib/format-date';

/** What the profile shows of a subscription; fed by the billing feature once it exists. */
export type SubscriptionSummary = { amount?: string | null; ends?: string | null };

/** SPEC.md section 3: a user counts as paid when the amount is present and not '$0.00'. */
export const isPaid = (subscription: SubscriptionSummary | null | undefined) =>
  Boolean(subscription?.amount && subscription.amount !== '$0.00');

type SubscriptionDetailsProps = { userRole: string | null | undefined; subscription?: SubscriptionSummary | null };

/** Subscription type (the user's role, default 'Free') and expiry date, for paid users only. */
export function SubscriptionDetails({ userRole, subscription }: SubscriptionDetailsProps) {
  if (!isPaid(subscription)) return null;
  return (
    <dl className="grid grid-cols-2 gap-4 rounded-lg bg-slate-50 p-4 text-sm dark:bg-slate-800/60">
      <div>
        <dt className="text-slate-500 dark:text-slate-400">Subscription type</dt>
        <dd className="mt-1 font-medium">{userRole || 'Free'}</dd>
      </div>
      <div>
        <dt className="text-slate-500 dark:text-slate-400">Expiry date</dt>
        <dd className="mt-1 font-medium">{formatLongDate(subscription?.ends)}</dd>
      </div>
    </dl>
  );
}
