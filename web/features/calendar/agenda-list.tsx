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
                  className={`flex w-full flex-col gap-0.5 rounded-lg border-l-4 px-3 py-2 text-left sm:flex-row sm:items-baseline sm:gap-3 ${classColour(event.classId)}`}
                >
                  <span className="flex items-baseline justify-between gap-3 text-sm font-medium tabular-nums sm:shrink-0">
                    {formatTime(event.startUtc, timeZone)}–{formatTime(event.endUtc, timeZone)}
                    {event.classId && classNames.get(event.classId) && (
                      <span className="text-xs font-normal sm:hidden">{classNames.get(event.classId)}</span>
                    )}
                  </span>
                  <span className="line-clamp-2 min-w-0 flex-1">{event.title}</span>
                  {event.classId && classNames.get(event.classId) && (
                    <span className="hidden text-xs sm:inline">{classNames.get(event.classId)}</span>
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
