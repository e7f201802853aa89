import { formatDay, formatTime } from '../../components/calendar/event-format';
import type { CalendarEvent } from '../../lib/calendar-api';
import { classColour } from './class-colour';

type AgendaListProps = {
  byDay: Map<string, CalendarEvent[]>;
  today: string;
  onOpen: (event: CalendarEvent) => void;
  timeZone: string;
  classNames: Map<string, string>;
};

/** The month's events day by day, each a button: the view for narrow screens and for reading down a list. */
export function AgendaList({ byDay, today, onOpen, timeZone, classNames }: AgendaListProps) {
  const days = [...byDay.keys()].sort();
  return (
    <ol className="flex flex-col gap-4" data-testid="agenda">
      {days.map((day) => (
        <li key={day}>
          <h3 className="mb-1.5 flex items-center gap-2 text-sm font-semibold">
            {formatDay(day)}
            {day === today && (
              <span className="rounded-full bg-blue-600 px-2 py-0.5 text-xs font-medium text-white">Today</span>
            )}
          </h3>
          <ul className="flex flex-col gap-1.5">
            {byDay.get(day)?.map((event) => (
              <li key={event._id}>
                <button
                  type="button"
                  onClick={() => onOpen(event)}
                  className={`flex w-full flex-wrap items-baseline gap-x-3 rounded-lg border-l-4 px-3 py-2 text-left ${classColour(event.classId)}`}
                >
                  <span className="text-sm font-medium tabular-nums">
                    {formatTime(event.startUtc, timeZone)}–{formatTime(event.endUtc, timeZone)}
                  </span>
                  <span className="min-w-0 flex-1 truncate">{event.title}</span>
                  {event.classId && classNames.get(event.classId) && (
                    <span className="text-xs">{classNames.get(event.classId)}</span>
                  )}
                </button>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}
