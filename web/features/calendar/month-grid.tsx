import { addMonths, format } from 'date-fns';
import { type KeyboardEvent, useEffect, useRef } from 'react';
import { formatDay, formatTime } from '../../components/calendar/event-format';
import type { CalendarEvent } from '../../lib/calendar-api';
import { fromDay, monthOf, monthWeeks, shiftDay, weekBounds } from './calendar-dates';
import { classColour } from './class-colour';

const SHOWN_PER_DAY = 3;

type MonthGridProps = {
  month: string;
  today: string;
  focused: string;
  onFocusDay: (day: string) => void;
  byDay: Map<string, CalendarEvent[]>;
  onOpen: (event: CalendarEvent) => void;
  timeZone: string;
  labelledBy: string;
};

/** Where a key moves the focused day; null: not a key the grid takes. */
function target(key: string, day: string): string | null {
  switch (key) {
    case 'ArrowLeft':
      return shiftDay(day, -1);
    case 'ArrowRight':
      return shiftDay(day, 1);
    case 'ArrowUp':
      return shiftDay(day, -7);
    case 'ArrowDown':
      return shiftDay(day, 7);
    case 'PageUp':
      return format(addMonths(fromDay(day), -1), 'yyyy-MM-dd');
    case 'PageDown':
      return format(addMonths(fromDay(day), 1), 'yyyy-MM-dd');
    case 'Home':
      return weekBounds(day).start;
    case 'End':
      return weekBounds(day).end;
    default:
      return null;
  }
}

/**
 * The month as an ARIA grid (one tab stop, a roving focus): arrows move by day and week, Page Up/Down
 * by month, Home/End to the week's ends, Enter opens the day's first event.
 */
export function MonthGrid({ month, today, focused, onFocusDay, byDay, onOpen, timeZone, labelledBy }: MonthGridProps) {
  const weeks = monthWeeks(month);
  const grid = useRef<HTMLTableElement>(null);
  const moved = useRef(false);

  const tabStop = weeks.some((week) => week.includes(focused)) ? focused : `${month}-01`;

  // Focus follows the day only after a key moved it (once its month is drawn), not after a button.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new month draws the cell to focus
  useEffect(() => {
    const cell = moved.current && grid.current?.querySelector<HTMLElement>(`[data-day="${focused}"]`);
    if (!cell) return;
    moved.current = false;
    cell.focus();
  }, [focused, month]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      const first = byDay.get(focused)?.[0];
      if (first && event.target === event.currentTarget.querySelector(`[data-day="${focused}"]`)) {
        event.preventDefault();
        onOpen(first);
      }
      return;
    }
    const next = target(event.key, focused);
    if (!next) return;
    event.preventDefault();
    moved.current = true;
    onFocusDay(next);
  };

  return (
    <table
      ref={grid}
      // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the ARIA grid pattern on a table
      role="grid"
      aria-labelledby={labelledBy}
      onKeyDown={onKeyDown}
      className="w-full table-fixed border-collapse text-sm"
      data-testid="month-grid"
    >
      <thead>
        <tr>
          {weeks[0]?.map((day) => (
            <th
              key={day}
              scope="col"
              abbr={formatDay(day, { weekday: 'long' })}
              className="pb-2 text-xs font-medium text-slate-600 dark:text-slate-400"
            >
              {formatDay(day, { weekday: 'short' })}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week[0]}>
            {week.map((day) => {
              const events = byDay.get(day) ?? [];
              const inMonth = monthOf(day) === month;
              const isToday = day === today;
              return (
                <td
                  key={day}
                  data-day={day}
                  tabIndex={day === tabStop ? 0 : -1}
                  aria-current={isToday ? 'date' : undefined}
                  onFocus={() => day !== focused && onFocusDay(day)}
                  className={`h-16 border border-slate-200 p-1 align-top outline-offset-[-2px] focus-visible:outline-2 focus-visible:outline-blue-600 sm:h-28 dark:border-slate-800 ${
                    inMonth ? '' : 'bg-slate-50 text-slate-500 dark:bg-slate-900/60 dark:text-slate-400'
                  } ${day === tabStop ? 'bg-blue-50/60 dark:bg-blue-950/30' : ''}`}
                >
                  <span className="sr-only">
                    {formatDay(day)}
                    {isToday ? ', today' : ''}
                    {events.length ? `, ${events.length} ${events.length === 1 ? 'event' : 'events'}` : ''}
                  </span>
                  <span
                    aria-hidden
                    className={`inline-flex size-6 items-center justify-center rounded-full text-xs ${
                      isToday ? 'bg-blue-600 font-semibold text-white' : ''
                    }`}
                  >
                    {Number(day.slice(8))}
                  </span>
                  <ul className="mt-0.5 flex flex-col gap-0.5">
                    {events.slice(0, SHOWN_PER_DAY).map((event) => (
                      <li key={event._id}>
                        <button
                          type="button"
                          tabIndex={-1}
                          onClick={() => onOpen(event)}
                          className={`block w-full truncate rounded border-l-4 px-1 py-0.5 text-left text-xs ${classColour(event.classId)}`}
                        >
                          <span className="hidden sm:inline">{formatTime(event.startUtc, timeZone)} </span>
                          {event.title}
                        </button>
                      </li>
                    ))}
                    {events.length > SHOWN_PER_DAY && (
                      <li className="px-1 text-xs text-slate-600 dark:text-slate-400">
                        +{events.length - SHOWN_PER_DAY} more
                      </li>
                    )}
                  </ul>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
