import type { CalendarEvent } from '../../lib/calendar-api';

export const REMINDER_LABELS: Record<string, string> = {
  none: 'No reminder',
  '15': '15 minutes before',
  '60': '1 hour before',
  '1440': '1 day before',
};

export const reminderLabel = (minutes: number | null) => REMINDER_LABELS[minutes ? String(minutes) : 'none'];

/** An event's start and end on the user's wall clock, in the user's locale: 'Tue, Dec 1, 2026, 17:00 – 18:00'. */
export function formatEventWhen(event: Pick<CalendarEvent, 'startUtc' | 'endUtc'>, timeZone: string) {
  const format = new Intl.DateTimeFormat(undefined, {
    timeZone,
    weekday: 'short',
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
  return format.formatRange(new Date(event.startUtc), new Date(event.endUtc));
}

export const formatTime = (instant: string, timeZone: string) =>
  new Intl.DateTimeFormat(undefined, { timeZone, hour: '2-digit', minute: '2-digit' }).format(new Date(instant));

/** A calendar day ('YYYY-MM-DD') in words, in the user's locale. */
export const formatDay = (date: string, options: Intl.DateTimeFormatOptions = { dateStyle: 'full' }) =>
  new Intl.DateTimeFormat(undefined, { ...options, timeZone: 'UTC' }).format(new Date(`${date}T12:00:00Z`));

export const formatDuration = (minutes: number) => {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (!hours) return `${rest} min`;
  return rest ? `${hours} h ${rest} min` : `${hours} h`;
};
