import { useId } from 'react';
import { formatDay } from './event-format';
import { seriesDates } from './plan-sessions';

type SeriesFieldsProps = {
  on: boolean;
  onToggle: (on: boolean) => void;
  weekdays: number[];
  onWeekdays: (days: number[]) => void;
  headings: string[];
  firstDate: string;
  time: string;
  error?: string | undefined;
};

/** Sunday first, as the API numbers them (0 Sunday .. 6 Saturday). */
const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6].map((day) => ({
  day,
  label: new Intl.DateTimeFormat(undefined, { weekday: 'short', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2023, 0, 1 + day)),
  ),
}));

/** 'Pin as a series': the weekdays, and a preview of the date each session lands on. */
export function SeriesFields({
  on,
  onToggle,
  weekdays,
  onWeekdays,
  headings,
  firstDate,
  time,
  error,
}: SeriesFieldsProps) {
  const previewId = useId();
  const dates = on ? seriesDates(firstDate, weekdays, headings.length) : [];
  const toggle = (day: number) =>
    onWeekdays(weekdays.includes(day) ? weekdays.filter((d) => d !== day) : [...weekdays, day].sort());
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-slate-200 p-3 dark:border-slate-800">
      <label className="flex items-center gap-2 text-sm font-medium">
        <input
          type="checkbox"
          checked={on}
          onChange={(e) => onToggle(e.target.checked)}
          className="size-4 accent-blue-600"
        />
        Pin as a series ({headings.length} sessions)
      </label>
      {on && (
        <>
          <fieldset>
            <legend className="mb-1.5 text-sm font-medium text-slate-700 dark:text-slate-200">Weekdays</legend>
            <div className="flex flex-wrap gap-1.5">
              {WEEKDAYS.map(({ day, label }) => (
                <label
                  key={day}
                  className="flex items-center gap-1.5 rounded-md border border-slate-300 px-2 py-1 text-sm has-checked:border-blue-600 has-checked:bg-blue-50 dark:border-slate-700 dark:has-checked:border-blue-400 dark:has-checked:bg-blue-950/50"
                >
                  <input
                    type="checkbox"
                    checked={weekdays.includes(day)}
                    onChange={() => toggle(day)}
                    className="size-4 accent-blue-600"
                  />
                  {label}
                </label>
              ))}
            </div>
            {error && <p className="mt-1 text-sm text-red-600 dark:text-red-400">{error}</p>}
          </fieldset>
          <div>
            <h3 id={previewId} className="text-sm font-medium text-slate-700 dark:text-slate-200">
              Each session becomes its own event
            </h3>
            <ol
              aria-labelledby={previewId}
              data-testid="series-preview"
              className="mt-1 max-h-48 overflow-y-auto text-sm text-slate-600 dark:text-slate-300"
            >
              {headings.map((heading, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a session is its place in the plan
                <li key={`${i}-${heading}`} className="flex justify-between gap-3 py-0.5">
                  <span className="truncate">{heading}</span>
                  <span className="shrink-0 tabular-nums">
                    {dates[i]
                      ? `${formatDay(dates[i], { weekday: 'short', month: 'short', day: 'numeric' })}, ${time}`
                      : ''}
                  </span>
                </li>
              ))}
            </ol>
          </div>
        </>
      )}
    </div>
  );
}
