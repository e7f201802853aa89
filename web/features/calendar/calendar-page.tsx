import { addMonths, format } from 'date-fns';
import { ChevronLeft, ChevronRight, Users } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../app/paths';
import { capitalize } from '../../components/calendar/event-fields';
import { inputClass, linkClass, secondaryButtonClass } from '../../components/styles';
import { useSavedWorkWords } from '../../content/saved-work-words';
import { type CalendarEvent, CLASSES_KEY, eventsKey, readClasses, readEvents } from '../../lib/calendar-api';
import { useApi } from '../../lib/swr';
import { useTimeZone, zonedParts } from '../../lib/time-zone';
import { useMediaQuery } from '../../lib/use-media-query';
import { AgendaList } from './agenda-list';
import { eventsByDay, fromDay, monthOf, monthWeeks } from './calendar-dates';
import { EventDialog } from './event-dialog';
import { MonthGrid } from './month-grid';

export const AGENDA_QUERY = '(max-width: 639.98px)';
const toolButton = 'rounded-lg p-2 hover:bg-slate-100 dark:hover:bg-slate-800';

/** /calendar: the month as a grid or an agenda, coloured and filtered by class (or client). */
export function CalendarPage() {
  const words = useSavedWorkWords();
  const timeZone = useTimeZone();
  const today = zonedParts(Date.now(), timeZone).date;
  const [params, setParams] = useSearchParams();
  // The month is state (the URL follows it), so a key that leaves the month draws the new one at once.
  const [month, setMonth] = useState(() =>
    /^\d{4}-\d{2}$/.test(params.get('month') ?? '') ? (params.get('month') as string) : monthOf(today),
  );
  const showMonth = (next: string) => {
    setMonth(next);
    setParams(next === monthOf(today) ? {} : { month: next }, { replace: true });
  };
  const narrow = useMediaQuery(AGENDA_QUERY);
  const [chosenView, setView] = useState<'month' | 'agenda' | null>(null);
  const view = chosenView ?? (narrow ? 'agenda' : 'month');
  const [focused, setFocused] = useState(today);
  const [classFilter, setClassFilter] = useState('');
  const [openId, setOpenId] = useState<string | null>(null);
  const headingId = useId();
  const filterId = useId();

  const weeks = monthWeeks(month);
  const from = weeks[0]?.[0] as string;
  const to = weeks.at(-1)?.at(-1) as string;
  const { data: events, error } = useApi(eventsKey(from, to, timeZone), () => readEvents(from, to, timeZone));
  const { data: classes } = useApi(CLASSES_KEY, readClasses);
  const shown = useMemo(
    () => (events ?? []).filter((e) => !classFilter || e.classId === classFilter),
    [events, classFilter],
  );
  const byDay = useMemo(() => eventsByDay(shown, timeZone), [shown, timeZone]);
  const inMonth = useMemo(() => new Map([...byDay].filter(([day]) => monthOf(day) === month)), [byDay, month]);
  const classNames = useMemo(() => new Map(classes?.map((c) => [c._id, c.name])), [classes]);
  const open = events?.find((e) => e._id === openId);

  const goToMonth = (next: string, day?: string) => {
    showMonth(next);
    setFocused(day ?? (next === monthOf(today) ? today : `${next}-01`));
  };
  const focusDay = (day: string) => {
    setFocused(day);
    if (monthOf(day) !== month) showMonth(monthOf(day));
  };
  const step = (months: number) => goToMonth(format(addMonths(fromDay(`${month}-01`), months), 'yyyy-MM'));
  const monthTitle = new Intl.DateTimeFormat(undefined, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-15T12:00:00Z`),
  );

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-4 p-4 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold">Calendar</h1>
        <Link to={paths.calendarClasses} className={`${secondaryButtonClass} px-3 py-2 text-sm`}>
          <Users aria-hidden className="size-4" />
          {capitalize(words.groups)}
        </Link>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <button type="button" onClick={() => step(-1)} aria-label="Previous month" className={toolButton}>
          <ChevronLeft aria-hidden className="size-5" />
        </button>
        <h2 id={headingId} aria-live="polite" className="min-w-40 text-center text-lg font-semibold">
          {monthTitle}
        </h2>
        <button type="button" onClick={() => step(1)} aria-label="Next month" className={toolButton}>
          <ChevronRight aria-hidden className="size-5" />
        </button>
        <button
          type="button"
          onClick={() => goToMonth(monthOf(today))}
          className={`${secondaryButtonClass} px-3 py-1.5 text-sm`}
        >
          Today
        </button>
        <div className="flex rounded-lg border border-slate-300 p-0.5 dark:border-slate-700">
          {(['month', 'agenda'] as const).map((name) => (
            <button
              key={name}
              type="button"
              aria-pressed={view === name}
              onClick={() => setView(name)}
              className={`rounded-md px-3 py-1 text-sm ${view === name ? 'bg-blue-600 text-white' : 'hover:bg-slate-100 dark:hover:bg-slate-800'}`}
            >
              {name === 'month' ? 'Month' : 'Agenda'}
            </button>
          ))}
        </div>
        <label htmlFor={filterId} className="sr-only">
          Show {words.group}
        </label>
        <select
          id={filterId}
          value={classFilter}
          onChange={(e) => setClassFilter(e.target.value)}
          className={`${inputClass} w-auto max-w-52 py-1.5 text-sm sm:ml-auto`}
        >
          <option value="">All {words.groups}</option>
          {classes?.map((c) => (
            <option key={c._id} value={c._id}>
              {c.name}
            </option>
          ))}
        </select>
      </div>
      {error && (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          Could not load your calendar. Please try again.
        </p>
      )}
      {events && inMonth.size === 0 && <EmptyMonth filtered={Boolean(classFilter)} />}
      {view === 'month' ? (
        <MonthGrid
          month={month}
          today={today}
          focused={focused}
          onFocusDay={focusDay}
          byDay={byDay}
          onOpen={(event: CalendarEvent) => setOpenId(event._id)}
          timeZone={timeZone}
          labelledBy={headingId}
        />
      ) : (
        <AgendaList
          byDay={inMonth}
          today={today}
          onOpen={(event) => setOpenId(event._id)}
          timeZone={timeZone}
          classNames={classNames}
        />
      )}
      {open && <EventDialog event={open} classes={classes} timeZone={timeZone} onClose={() => setOpenId(null)} />}
    </div>
  );
}

function EmptyMonth({ filtered }: { filtered: boolean }) {
  const words = useSavedWorkWords();
  return (
    <div
      data-testid="calendar-empty"
      className="rounded-xl border border-dashed border-slate-300 p-4 text-sm text-slate-600 dark:border-slate-700 dark:text-slate-300"
    >
      <p className="font-medium text-slate-900 dark:text-slate-100">
        Nothing pinned this month{filtered ? ` for this ${words.group}` : ''}.
      </p>
      <p className="mt-1">
        Open {/^[aeiou]/.test(words.plan) ? 'an' : 'a'} {words.plan} in the{' '}
        <Link to={paths.chatEditor} className={linkClass}>
          Chat editor
        </Link>{' '}
        and choose 'Pin to calendar', or choose 'Pin to calendar' under a reply in a chat.
      </p>
    </div>
  );
}
