import type { CalendarClass, CalendarEvent } from '../../web/lib/calendar-api';
import type { Session } from '../../web/lib/session';
import { signedInSession } from './render-app';

/** 'Today' in these tests: Wednesday 25 November 2026, 10:00 in London. */
export const NOW = new Date('2026-11-25T10:00:00.000Z');
export const ZONE = 'Europe/London';

export const calendarSession: Session = {
  ...signedInSession,
  user: { ...signedInSession.user, name: 'Ada Lovelace', email: 'ada@example.com', timeZone: ZONE },
} as Session;

export const group = (id: string, name: string, extra: Partial<CalendarClass> = {}): CalendarClass => ({
  _id: id,
  name,
  ageGroup: null,
  sport: null,
  planCount: 0,
  eventCount: 0,
  upcomingCount: 0,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  ...extra,
});

/** An event on London's wall clock in winter (UTC+0), so `date`/`time` are its UTC start. */
export function event(id: string, title: string, date: string, time: string, extra: Partial<CalendarEvent> = {}) {
  const start = new Date(`${date}T${time}:00.000Z`);
  const minutes = extra.durationMinutes ?? 60;
  return {
    _id: id,
    title,
    planId: 'p1',
    classId: null,
    seriesId: null,
    sessionIndex: null,
    startUtc: start.toISOString(),
    endUtc: new Date(start.getTime() + minutes * 60_000).toISOString(),
    localStart: `${date}T${time}`,
    date,
    time,
    durationMinutes: minutes,
    timeZone: ZONE,
    reminderMinutes: null,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    ...extra,
  } satisfies CalendarEvent;
}

export const CLASSES = [group('k1', 'Under 12s', { ageGroup: 'U12', sport: 'Football' }), group('k2', 'Seniors')];
export const EVENTS = [
  event('e1', 'Passing drills', '2026-11-25', '17:00', { classId: 'k1' }),
  event('e2', 'Fitness: Week 1', '2026-11-27', '18:00', { classId: 'k2', seriesId: 's1', sessionIndex: 0 }),
  event('e3', 'Fitness: Week 2', '2026-12-04', '18:00', { classId: 'k2', seriesId: 's1', sessionIndex: 1 }),
];
