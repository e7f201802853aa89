import { useId } from 'react';
import { MAX_DURATION_MINUTES, MIN_DURATION_MINUTES } from '../../../worker/contract/calendar';
import type { SavedWorkWords } from '../../content/saved-work-words';
import type { CalendarClass } from '../../lib/calendar-api';
import { FieldError } from '../field-error';
import { inputClass, labelClass } from '../styles';
import { REMINDER_LABELS } from './event-format';

export type EventDraft = {
  date: string;
  time: string;
  durationMinutes: number;
  classId: string;
  reminder: string;
};

type EventFieldsProps = {
  draft: EventDraft;
  onChange: (draft: EventDraft) => void;
  classes: CalendarClass[] | undefined;
  words: SavedWorkWords;
  errors?: Record<string, string>;
  dateLabel?: string;
  /** The series picks its dates from weekdays: the date field says 'First date'. */
  children?: React.ReactNode;
};

export const toReminder = (reminder: string) => (reminder === 'none' ? null : (Number(reminder) as 15 | 60 | 1440));

export function EventFields({
  draft,
  onChange,
  classes,
  words,
  errors = {},
  dateLabel = 'Date',
  children,
}: EventFieldsProps) {
  const id = useId();
  const set = (patch: Partial<EventDraft>) => onChange({ ...draft, ...patch });
  const field = (name: string, label: string, control: React.ReactNode) => (
    <div className="flex flex-col gap-1">
      <label htmlFor={`${id}-${name}`} className={labelClass}>
        {label}
      </label>
      {control}
      <FieldError id={`${id}-${name}-error`} message={errors[name]} />
    </div>
  );
  const invalid = (name: string) =>
    errors[name] ? { 'aria-invalid': true, 'aria-describedby': `${id}-${name}-error` } : {};
  return (
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
      {field(
        'date',
        dateLabel,
        <input
          id={`${id}-date`}
          type="date"
          required
          value={draft.date}
          onChange={(e) => set({ date: e.target.value })}
          className={inputClass}
          data-autofocus
          {...invalid('date')}
        />,
      )}
      {field(
        'time',
        'Start time',
        <input
          id={`${id}-time`}
          type="time"
          required
          value={draft.time}
          onChange={(e) => set({ time: e.target.value })}
          className={inputClass}
          {...invalid('time')}
        />,
      )}
      {children}
      {field(
        'durationMinutes',
        'Duration (minutes)',
        <input
          id={`${id}-durationMinutes`}
          type="number"
          required
          min={MIN_DURATION_MINUTES}
          max={MAX_DURATION_MINUTES}
          step={5}
          value={draft.durationMinutes}
          onChange={(e) => set({ durationMinutes: e.target.valueAsNumber })}
          className={inputClass}
          {...invalid('durationMinutes')}
        />,
      )}
      {field(
        'classId',
        `${capitalize(words.group)} (optional)`,
        <select
          id={`${id}-classId`}
          value={draft.classId}
          onChange={(e) => set({ classId: e.target.value })}
          className={inputClass}
          {...invalid('classId')}
        >
          <option value="">No {words.group}</option>
          {classes?.map((c) => (
            <option key={c._id} value={c._id}>
              {c.name}
            </option>
          ))}
        </select>,
      )}
      {field(
        'reminderMinutes',
        'Reminder',
        <select
          id={`${id}-reminderMinutes`}
          value={draft.reminder}
          onChange={(e) => set({ reminder: e.target.value })}
          className={inputClass}
        >
          {Object.entries(REMINDER_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>,
      )}
    </div>
  );
}

export const capitalize = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
