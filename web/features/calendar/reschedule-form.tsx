import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { type EventDraft, EventFields, toReminder } from '../../components/calendar/event-fields';
import { primaryButtonClass, secondaryButtonClass } from '../../components/styles';
import { useSavedWorkWords } from '../../content/saved-work-words';
import { ApiError, errorMessage } from '../../lib/api';
import { type CalendarClass, type CalendarEvent, updateEvent } from '../../lib/calendar-api';
import { useTimeZone, zonedParts } from '../../lib/time-zone';
import { toastSuccess } from '../../lib/toasts';

export const MOVE_FAILED = 'Could not save the event. Please try again.';

type RescheduleFormProps = {
  event: CalendarEvent;
  classes: CalendarClass[] | undefined;
  onDone: () => void;
  onCancel: () => void;
};

export function RescheduleForm({ event, classes, onDone, onCancel }: RescheduleFormProps) {
  const words = useSavedWorkWords();
  const timeZone = useTimeZone();
  const { mutate } = useSWRConfig();
  const [draft, setDraft] = useState<EventDraft>(() => ({
    ...zonedParts(event.startUtc, timeZone),
    durationMinutes: event.durationMinutes,
    classId: event.classId ?? '',
    reminder: event.reminderMinutes ? String(event.reminderMinutes) : 'none',
  }));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setErrors({});
    setFormError(null);
    try {
      await updateEvent(mutate, event._id, {
        date: draft.date,
        time: draft.time,
        timeZone,
        durationMinutes: draft.durationMinutes,
        classId: draft.classId || null,
        reminderMinutes: toReminder(draft.reminder),
      });
      toastSuccess('Event saved');
      onDone();
    } catch (error) {
      if (error instanceof ApiError && error.fields) setErrors(error.fields);
      else setFormError(errorMessage(error, MOVE_FAILED));
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <div>
        <p className="font-medium">{event.title}</p>
        <p className="text-xs text-slate-600 dark:text-slate-400">Times are in {timeZone.replaceAll('_', ' ')}.</p>
      </div>
      <EventFields draft={draft} onChange={setDraft} classes={classes} words={words} errors={errors} />
      {formError && (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          {formError}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <button type="button" onClick={onCancel} className={secondaryButtonClass}>
          Cancel
        </button>
        <button type="submit" disabled={busy} aria-busy={busy} className={primaryButtonClass}>
          {busy ? 'Saving...' : 'Save'}
        </button>
      </div>
    </form>
  );
}
