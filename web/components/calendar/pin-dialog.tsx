import { useId, useMemo, useState } from 'react';
import { useSWRConfig } from 'swr';
import { useSavedWorkWords } from '../../content/saved-work-words';
import { ApiError, errorMessage } from '../../lib/api';
import { useAppConfig } from '../../lib/app-config';
import { CLASSES_KEY, pinEvent, pinSeries, readClasses } from '../../lib/calendar-api';
import { useApi } from '../../lib/swr';
import { useTimeZone, zonedParts } from '../../lib/time-zone';
import { toastSuccess } from '../../lib/toasts';
import { Modal } from '../modal';
import { primaryButtonClass, secondaryButtonClass } from '../styles';
import { type EventDraft, EventFields, toReminder } from './event-fields';
import { sessionHeadings } from './plan-sessions';
import { SeriesFields } from './series-fields';

export const PIN_FAILED = 'Could not pin it to your calendar. Please try again.';
export const DEFAULT_MINUTES = { coach: 60, ads: 30 } as const;

export type PinnablePlan = { _id: string; title: string; body: string; classId?: string | null };
type PinDialogProps = { plan: PinnablePlan; onClose: () => void };

function startDraft(timeZone: string) {
  const next = zonedParts(Date.now() + 60 * 60 * 1000, timeZone);
  return { date: next.date, time: `${next.time.slice(0, 2)}:00` };
}

/** 'Pin to calendar': one event, or (for a plan with sessions) a series with one event per session. */
export function PinDialog({ plan, onClose }: PinDialogProps) {
  const words = useSavedWorkWords();
  const persona = useAppConfig()?.persona === 'coach' ? 'coach' : 'ads';
  const timeZone = useTimeZone();
  const { mutate } = useSWRConfig();
  const { data: classes } = useApi(CLASSES_KEY, readClasses);
  const headings = useMemo(() => sessionHeadings(plan.body), [plan.body]);
  const [draft, setDraft] = useState<EventDraft>(() => ({
    ...startDraft(timeZone),
    durationMinutes: DEFAULT_MINUTES[persona],
    classId: plan.classId ?? '',
    reminder: 'none',
  }));
  const [asSeries, setAsSeries] = useState(false);
  const [weekdays, setWeekdays] = useState<number[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const errorId = useId();
  const [formError, setFormError] = useState<string | null>(null);

  const days = weekdays.length ? weekdays : [new Date(`${draft.date}T12:00:00Z`).getUTCDay()];

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    setFormError(null);
    const common = {
      time: draft.time,
      durationMinutes: draft.durationMinutes,
      timeZone,
      classId: draft.classId || null,
      reminderMinutes: toReminder(draft.reminder),
    };
    try {
      if (asSeries) {
        const events = await pinSeries(mutate, { planId: plan._id, firstDate: draft.date, weekdays: days, ...common });
        toastSuccess(`Pinned ${events.length} sessions to your calendar`);
      } else {
        await pinEvent(mutate, { planId: plan._id, date: draft.date, ...common });
        toastSuccess('Pinned to your calendar');
      }
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.fields) setErrors(error.fields);
      else setFormError(errorMessage(error, PIN_FAILED));
      setBusy(false);
    }
  };

  return (
    <Modal title="Pin to calendar" onClose={onClose}>
      <form
        onSubmit={submit}
        noValidate
        className="flex flex-col gap-4"
        aria-describedby={formError ? errorId : undefined}
      >
        <div>
          <p className="font-medium">{plan.title}</p>
          <p className="text-xs text-slate-600 dark:text-slate-400">Times are in {timeZone.replaceAll('_', ' ')}.</p>
        </div>
        <EventFields
          draft={draft}
          onChange={setDraft}
          classes={classes}
          words={words}
          errors={errors}
          dateLabel={asSeries ? 'First date' : 'Date'}
        />
        {headings.length > 1 && (
          <SeriesFields
            on={asSeries}
            onToggle={setAsSeries}
            weekdays={days}
            onWeekdays={setWeekdays}
            headings={headings}
            firstDate={draft.date}
            time={draft.time}
            error={errors.weekdays}
          />
        )}
        {formError && (
          <p id={errorId} role="alert" className="text-sm text-red-600 dark:text-red-400">
            {formError}
          </p>
        )}
        <div className="flex flex-wrap justify-end gap-2">
          <button type="button" onClick={onClose} className={secondaryButtonClass}>
            Cancel
          </button>
          <button type="submit" disabled={busy} aria-busy={busy} className={primaryButtonClass}>
            {busy ? 'Pinning...' : asSeries ? `Pin ${headings.length} sessions` : 'Pin'}
          </button>
        </div>
      </form>
    </Modal>
  );
}
