import { AlertTriangle, CalendarClock } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatDay, formatPrice, timeLeft } from '../../lib/billing-format';
import { useNow } from '../../lib/use-now';
import type { Subscription } from '../../lib/use-subscription';
import type { BillingAction } from './use-billing-actions';

type PlanStatusProps = {
  subscription: Subscription;
  busy: BillingAction | null;
  onCancel: () => void;
  onResume: () => void;
  onUpdateCard: () => void;
};

const actionClass =
  'font-medium text-blue-700 underline underline-offset-2 hover:text-blue-900 disabled:cursor-not-allowed disabled:opacity-60 dark:text-blue-300 dark:hover:text-blue-100';

export function PlanStatus({ subscription: s, busy, onCancel, onResume, onUpdateCard }: PlanStatusProps) {
  const now = useNow();
  if (s.status === 'past_due') {
    return (
      <Line tone="warning" testId="plan-status">
        Your last payment failed. Update your card to keep {s.type}.{' '}
        <button type="button" onClick={onUpdateCard} disabled={busy !== null} className={actionClass}>
          Update card
        </button>
      </Line>
    );
  }
  const trial = s.trialEndsAt ? `Trial: ${timeLeft(s.trialEndsAt, now)}. ` : '';
  if (s.endsAt) {
    return (
      <Line tone="info" testId="plan-status">
        {trial}Ends on {formatDay(s.endsAt)}.{' '}
        <button type="button" onClick={onResume} disabled={busy !== null} className={actionClass}>
          Resume
        </button>
      </Line>
    );
  }
  if (trial && s.afterTrial) {
    const { plan, amount, interval, firstChargeAt } = s.afterTrial;
    return (
      <Line tone="info" testId="plan-status">
        {trial}Then {plan}, {formatPrice(amount, interval)}, from {formatDay(firstChargeAt)}.{' '}
        <button type="button" onClick={onCancel} disabled={busy !== null} className={actionClass}>
          Cancel trial
        </button>
      </Line>
    );
  }
  return null;
}

const TONES = {
  info: 'border-blue-200 bg-blue-50 text-slate-800 dark:border-blue-900 dark:bg-blue-950/50 dark:text-slate-100',
  warning:
    'border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-700/60 dark:bg-amber-950/40 dark:text-amber-50',
};

function Line({ tone, testId, children }: { tone: keyof typeof TONES; testId: string; children: ReactNode }) {
  const Icon = tone === 'warning' ? AlertTriangle : CalendarClock;
  return (
    <p data-testid={testId} className={`flex gap-2 rounded-xl border p-3 text-sm ${TONES[tone]}`}>
      <Icon aria-hidden className="mt-0.5 size-4 shrink-0" />
      <span>{children}</span>
    </p>
  );
}
