import { and, count, eq } from 'drizzle-orm';
import { splitSessions } from '../../web/components/markdown/split-sessions';
import { CALENDAR_MESSAGES as M, MAX_EVENT_TITLE_CHARS, MAX_EVENTS_PER_USER } from '../contract/calendar';
import { classes, events, plans } from '../db/schema';
import type { Db } from '../env';
import { AppError } from './errors';
import { addDays, weekdayOf, zonedToUtc } from './zoned-time';

export async function ownedClassOr404(db: Db, userId: string, classId: string) {
  const [row] = await db
    .select()
    .from(classes)
    .where(and(eq(classes.id, classId), eq(classes.userId, userId)))
    .limit(1);
  if (!row) throw new AppError('not_found', 404, M.classNotFound);
  return row;
}

export async function ownedEventOr404(db: Db, userId: string, eventId: string) {
  const [row] = await db
    .select()
    .from(events)
    .where(and(eq(events.id, eventId), eq(events.userId, userId)))
    .limit(1);
  if (!row) throw new AppError('not_found', 404, M.eventNotFound);
  return row;
}

/** A plan the event may point at: this user's, else the same 404 as a plan that does not exist. */
export async function planForEventOr404(db: Db, userId: string, planId: string) {
  const [row] = await db
    .select({ id: plans.id, title: plans.title, body: plans.body })
    .from(plans)
    .where(and(eq(plans.id, planId), eq(plans.userId, userId)))
    .limit(1);
  if (!row) throw new AppError('not_found', 404, M.planNotFound);
  return row;
}

export async function assertRoomForEvents(db: Db, userId: string, adding: number) {
  const [row] = await db.select({ n: count() }).from(events).where(eq(events.userId, userId));
  if ((row?.n ?? 0) + adding > MAX_EVENTS_PER_USER) throw new AppError('validation', 422, M.tooManyEvents);
}

export const reminderDueAt = (startUtc: number, minutes: number | null) =>
  minutes ? startUtc - minutes * 60_000 : null;

export function timing(date: string, time: string, timeZone: string, reminderMinutes: number | null) {
  const localStart = `${date}T${time}`;
  const startUtc = zonedToUtc(localStart, timeZone);
  return { localStart, startUtc, reminderDueAt: reminderDueAt(startUtc, reminderMinutes) };
}

const SESSION_TITLE = /^ {0,3}#{1,6}[ \t]+((?:session|week|day)[ \t]+\d+\b.*?)[ \t#]*$/im;

/** Cut by the editor's own rule (web/components/markdown/split-sessions.ts), so event N opens part N. */
export function planSessions(body: string) {
  return splitSessions(body).map((text) => ({
    text,
    heading: SESSION_TITLE.exec(text)?.[1]?.replace(/[*_`]/g, '') ?? null,
  }));
}

export const sessionTitle = (planTitle: string, heading: string | null, index: number) =>
  `${planTitle}: ${heading ?? `Session ${index + 1}`}`.slice(0, MAX_EVENT_TITLE_CHARS).trim();

/** The first `count` dates on or after `firstDate` that fall on one of the weekdays (0 Sunday). */
export function seriesDates(firstDate: string, weekdays: readonly number[], count: number): string[] {
  const days = new Set(weekdays);
  const dates: string[] = [];
  for (let date = firstDate; dates.length < count; date = addDays(date, 1)) {
    if (days.has(weekdayOf(date))) dates.push(date);
  }
  return dates;
}
