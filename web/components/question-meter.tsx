import type { QuestionMeter as Meter } from '../../worker/contract/subscription';
import { formatDay } from '../lib/billing-format';

/** 'N of 3 questions left', and when the oldest counted question comes back ('1 more on 3 Dec'). */
export function questionMeterText(meter: Meter): string {
  const left = `${meter.left} of ${meter.limit} questions left`;
  return meter.renewsAt ? `${left} · 1 more on ${formatDay(meter.renewsAt, {}, false)}` : left;
}

/** A Free user's rolling allowance as the server counts it; nothing for paid plans. */
export function QuestionMeter({ meter, className = '' }: { meter: Meter | null | undefined; className?: string }) {
  if (!meter) return null;
  return (
    <p data-testid="question-meter" className={`text-sm text-slate-600 dark:text-slate-300 ${className}`}>
      {questionMeterText(meter)}
    </p>
  );
}
