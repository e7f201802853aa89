/** Wall-clock times in IANA zones with the runtime's own tz data (Intl), no date library. */

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

type Fields = { year: number; month: number; day: number; hour: number; minute: number; second: number };

function fieldsAt(utc: number, timeZone: string): Fields {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(utc)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return parts as Fields;
}

function offsetAt(utc: number, timeZone: string): number {
  const f = fieldsAt(utc, timeZone);
  const wall = Date.UTC(f.year, f.month - 1, f.day, f.hour, f.minute, f.second);
  return wall - Math.floor(utc / 1000) * 1000;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

export function localDateTime(utc: number, timeZone: string): string {
  const f = fieldsAt(utc, timeZone);
  return `${pad(f.year, 4)}-${pad(f.month)}-${pad(f.day)}T${pad(f.hour)}:${pad(f.minute)}`;
}

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** The wall clock read as if it were UTC, or null when it is no real date and time. */
export function wallClockMs(local: string): number | null {
  const m = LOCAL.exec(local);
  if (!m) return null;
  const [year, month, day, hour, minute] = m.slice(1).map(Number) as [number, number, number, number, number];
  const ms = Date.UTC(year, month - 1, day, hour, minute);
  const back = new Date(ms);
  const real =
    back.getUTCFullYear() === year && back.getUTCMonth() === month - 1 && back.getUTCDate() === day && hour < 24;
  return real && minute < 60 ? ms : null;
}

/**
 * The instant a wall-clock time happens in a zone, as Temporal's 'compatible' disambiguation does: a time
 * that happens twice (clocks go back) is the first; one that never happens (clocks go forward) is moved
 * on by the gap, so 01:30 on London's spring-forward night is 02:30 BST.
 */
export function zonedToUtc(local: string, timeZone: string): number {
  const wall = wallClockMs(local);
  if (wall === null) throw new RangeError(`not a date and time: ${local}`);
  const before = wall - offsetAt(wall - DAY_MS, timeZone);
  const after = wall - offsetAt(wall + DAY_MS, timeZone);
  const fits = [before, after].filter((utc) => localDateTime(utc, timeZone) === local);
  if (fits.length > 0) return Math.min(...fits);
  return before;
}

/** Sunday 0 to Saturday 6 of a 'YYYY-MM-DD' date. */
export const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

export const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
