import { Check, X } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Plan } from '../../worker/contract/plans';

type PlanCardProps = { plan: Plan; included: string[]; excluded: string[]; action: ReactNode };

export function PlanCard({ plan, included, excluded, action }: PlanCardProps) {
  const featured = Boolean(plan.badge);
  const headingId = `plan-${plan.id}`;
  return (
    <article
      aria-labelledby={headingId}
      data-testid={`plan-${plan.id}`}
      className={`relative flex flex-col rounded-2xl border bg-white p-6 shadow-sm dark:bg-slate-900 ${
        featured
          ? 'border-blue-600 ring-1 ring-blue-600 dark:border-blue-500 dark:ring-blue-500'
          : 'border-slate-200 dark:border-slate-800'
      }`}
    >
      {plan.badge && (
        <p className="absolute -top-3 left-6 rounded-full bg-blue-600 px-3 py-1 text-xs font-semibold tracking-wide text-white">
          {plan.badge}
        </p>
      )}
      <h3 id={headingId} className="text-lg font-semibold">
        {plan.name}
      </h3>
      <p className="mt-3 flex items-baseline gap-2">
        <span className="text-4xl font-bold tracking-tight">{plan.price}</span>
        <span className="text-slate-600 dark:text-slate-400">{plan.period}</span>
      </p>
      <p className="mt-1 h-6 text-sm font-medium text-emerald-700 dark:text-emerald-400">{plan.saving}</p>
      <ul className="mt-4 flex flex-1 flex-col gap-2.5 text-sm">
        {included.map((feature) => (
          <li key={feature} className="flex gap-2">
            <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-blue-600 dark:text-blue-400" />
            {feature}
          </li>
        ))}
        {excluded.map((feature) => (
          <li key={feature} className="flex gap-2 text-slate-500 dark:text-slate-400">
            <X aria-hidden className="mt-0.5 size-4 shrink-0" />
            {feature}
          </li>
        ))}
      </ul>
      <div className="mt-6 flex flex-col">{action}</div>
    </article>
  );
}
