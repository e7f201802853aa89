import {
  addDays,
  eachDayOfInterval,
  endOfMonth,
  endOfWeek,
  format,
  parseISO,
  startOfMonth,
  startOfWeek,
} from 'date-fns';
import type { CalendarEvent } from '../../lib/calendar-api';
import { zonedParts } from '../../lib/time-zone';

export const toDay = (date: Date) => format(date, 'yyyy-MM-dd');
export const fromDay = (day: string) => parseISO(day);
export const shiftDay = (day: string, days: number) => toDay(addDays(fromDay(day), days));

/** The locale's first day of the week (0 Sunday), where the browser says; else Sunday. */
export function weekStart(): 0 | 1 | 2 | 3 | 4 | 5 | 6 {
  try {
    const locale = new Intl.Locale(navigator.language) as Intl.Locale & { getWeekInfo?: () => { firstDay: number } };
    return ((locale.getWeekInfo?.().firstDay ?? 7) % 7) as 0 | 1 | 2 | 3 | 4 | 5 | 6;
  } catch {
    return 0;
  }
}

/** The month's grid: whole weeks from the week its first day is in to the week its last day is in. */
export function monthWeeks(month: string, weekStartsOn = weekStart()): string[][] {
  const first = fromDay(`${month}-01`);
  const days = eachDayOfInterval({
    start: startOfWeek(first, { weekStartsOn }),
    end: endOfWeek(endOfMonth(first), { weekStartsOn }),
  }).map(toDay);
  return Array.from({ length: days.length / 7 }, (_, i) => days.slice(i * 7, i * 7 + 7));
}

export const weekBounds = (day: string, weekStartsOn = weekStart()) => ({
  start: toDay(startOfWeek(fromDay(day), { weekStartsOn })),
  end: toDay(endOfWeek(fromDay(day), { weekStartsOn })),
});

export const monthOf = (day: string) => day.slice(0, 7);
export const monthStart = (month: string) => toDay(startOfMonth(fromDay(`${month}-01`)));

/** Events by the day they start on the user's wall clock (an event may have been pinned in another zone). */
export function eventsByDay(events: CalendarEvent[], timeZone: string): Map<string, CalendarEvent[]> {
  const byDay = new Map<string, CalendarEvent[]>();
  for (const event of events) {
    const day = zonedParts(event.startUtc, timeZone).date;
    byDay.set(day, [...(byDay.get(day) ?? []), event]);
  }
  return byDay;
}
