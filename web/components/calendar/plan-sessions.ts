import { addDays, format, getDay, parseISO } from 'date-fns';
import { splitSessions } from '../markdown/split-sessions';

const SESSION_TITLE = /^ {0,3}#{1,6}[ \t]+((?:session|week|day)[ \t]+\d+\b.*?)[ \t#]*$/im;

/** Each session's heading, cut by the Worker's rule (worker/lib/calendar.ts): one entry per event of a series. */
export const sessionHeadings = (body: string) =>
  splitSessions(body).map((text, i) => SESSION_TITLE.exec(text)?.[1]?.replace(/[*_`]/g, '') ?? `Session ${i + 1}`);

/** The first `count` dates on or after `firstDate` that fall on one of the weekdays (0 Sunday), as the Worker picks them. */
export function seriesDates(firstDate: string, weekdays: readonly number[], count: number): string[] {
  const days = new Set(weekdays);
  const dates: string[] = [];
  if (days.size === 0 || !/^\d{4}-\d{2}-\d{2}$/.test(firstDate)) return dates;
  for (let day = parseISO(firstDate); dates.length < count; day = addDays(day, 1)) {
    if (days.has(getDay(day))) dates.push(format(day, 'yyyy-MM-dd'));
  }
  return dates;
}
