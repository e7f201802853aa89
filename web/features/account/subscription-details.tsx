import { formatLongDate } from '../../lib/format-date';
import { isPaid } from '../../lib/use-subscription';

export type SubscriptionSummary = {
  type?: string | null;
  amount?: string | null;
  begins?: string | null;
  ends?: string | null;
};

type SubscriptionDetailsProps = { userRole: string | null | undefined; subscription?: SubscriptionSummary | null };

/** Plan type (else the user's role, default 'Free'), effective date, expiry and price, for paid users only. */
export function SubscriptionDetails({ userRole, subscription }: SubscriptionDetailsProps) {
  if (!isPaid(subscription)) return null;
  const rows = [
    ['Subscription type', subscription?.type || userRole || 'Free'],
    ['Effective date', formatLongDate(subscription?.begins)],
    ['Expiry date', formatLongDate(subscription?.ends)],
    ['Price', subscription?.amount],
  ];
  return (
    <dl className="grid grid-cols-2 gap-4 rounded-lg bg-slate-50 p-4 text-sm dark:bg-slate-800/60">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt className="text-slate-500 dark:text-slate-400">{label}</dt>
          <dd className="mt-1 font-medium">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
