import * as v from 'valibot';
import type { ClassRow, EventRow } from '../db/schema';

export const MAX_EVENTS_PER_USER = 10_000;
export const MAX_CLASSES_PER_USER = 200;
export const MAX_SERIES_SESSIONS = 100;
export const MAX_RANGE_DAYS = 400;
export const MIN_DURATION_MINUTES = 5;
export const MAX_DURATION_MINUTES = 24 * 60;
export const MAX_CLASS_NAME_CHARS = 100;
export const MAX_CLASS_DETAIL_CHARS = 60;
export const MAX_EVENT_TITLE_CHARS = 200;
export const REMINDER_CHOICES = [15, 60, 1440] as const;

export const CALENDAR_MESSAGES = {
  classNotFound: 'Class or client not found.',
  eventNotFound: 'Event not found.',
  planNotFound: 'Plan not found.',
  nameRequired: 'Enter a name.',
  nameTooLong: 'Names can be at most 100 characters.',
  detailTooLong: 'Keep it under 60 characters.',
  tooManyClasses: 'You can have at most 200 classes or clients. Delete one to add another.',
  classDeleted: 'Deleted. Its plans and events stay, unassigned.',
  badDate: 'Enter a real date as YYYY-MM-DD.',
  badTime: 'Enter a time as HH:mm, 24-hour.',
  badTimeZone: 'Choose a time zone such as Europe/London.',
  badDuration: 'The duration must be between 5 minutes and 24 hours.',
  badReminder: 'Choose no reminder, or 15 minutes, 1 hour or 1 day before.',
  titleRequired: 'Give the event a title, or pin a plan.',
  titleTooLong: 'Titles can be at most 200 characters.',
  badWeekdays: 'Pick at least one weekday (0 is Sunday, 6 Saturday).',
  tooManySessions: 'A series can have at most 100 sessions.',
  rangeBackwards: 'The range must end on or after the day it starts.',
  rangeTooLong: 'Ask for at most 400 days at a time.',
  tooManyEvents: 'You can have at most 10,000 events. Delete some to add more.',
  nothingToChange: 'Send at least one thing to change.',
  eventDeleted: 'Event deleted.',
  seriesDeleted: 'Series deleted.',
  timeZoneSaved: 'Time zone saved.',
  feedMissing: 'No calendar feed yet. Create one to subscribe.',
} as const;

const M = CALENDAR_MESSAGES;
const MAX_ID_CHARS = 64;

/** Valid zones by name, with their canonical spelling: building a formatter costs more than the rest of a request. */
const knownZones = new Map<string, string>();

function canonicalZone(name: string): string | null {
  const known = knownZones.get(name);
  if (known) return known;
  if (!name || name.length > 64) return null;
  try {
    const canonical = new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone;
    knownZones.set(name, canonical);
    return canonical;
  } catch {
    return null;
  }
}

/** The runtime's own tz data decides: anything Intl cannot format in is not a zone. */
export const isIanaTimeZone = (name: string) => canonicalZone(name) !== null;

const realDate = (date: string) => {
  const ms = Date.parse(`${date}T00:00:00Z`);
  return !Number.isNaN(ms) && new Date(ms).toISOString().slice(0, 10) === date;
};

export const dateField = v.pipe(
  v.string(M.badDate),
  v.regex(/^\d{4}-\d{2}-\d{2}$/, M.badDate),
  v.check(realDate, M.badDate),
);
export const timeField = v.pipe(v.string(M.badTime), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, M.badTime));
export const timeZoneField = v.pipe(
  v.string(M.badTimeZone),
  v.check(isIanaTimeZone, M.badTimeZone),
  v.transform((zone) => canonicalZone(zone) ?? zone),
);
const durationField = v.pipe(
  v.number(M.badDuration),
  v.integer(M.badDuration),
  v.minValue(MIN_DURATION_MINUTES, M.badDuration),
  v.maxValue(MAX_DURATION_MINUTES, M.badDuration),
);
/** null (or absent) is no reminder. */
const reminderField = v.nullish(v.picklist(REMINDER_CHOICES, M.badReminder), null);
const idRef = (message: string) => v.pipe(v.string(message), v.nonEmpty(message), v.maxLength(MAX_ID_CHARS, message));
const titleField = v.pipe(
  v.string(M.titleRequired),
  v.trim(),
  v.nonEmpty(M.titleRequired),
  v.maxLength(MAX_EVENT_TITLE_CHARS, M.titleTooLong),
);

export const classIdParam = v.object({ classId: v.pipe(v.string(), v.maxLength(MAX_ID_CHARS)) });
export const classPlanParam = v.object({
  classId: v.pipe(v.string(), v.maxLength(MAX_ID_CHARS)),
  planId: v.pipe(v.string(), v.maxLength(MAX_ID_CHARS)),
});
export const eventIdParam = v.object({ eventId: v.pipe(v.string(), v.maxLength(MAX_ID_CHARS)) });

const detailField = v.nullish(v.pipe(v.string(), v.trim(), v.maxLength(MAX_CLASS_DETAIL_CHARS, M.detailTooLong)), null);

export const classSchema = v.object({
  name: v.pipe(
    v.string(M.nameRequired),
    v.trim(),
    v.nonEmpty(M.nameRequired),
    v.maxLength(MAX_CLASS_NAME_CHARS, M.nameTooLong),
  ),
  ageGroup: detailField,
  sport: detailField,
});

export const eventRangeQuery = v.pipe(
  v.object({
    from: dateField,
    to: dateField,
    /** The zone whose days `from` and `to` name; the user's own (else UTC) when absent. */
    timeZone: v.optional(timeZoneField),
    classId: v.optional(v.pipe(v.string(), v.maxLength(MAX_ID_CHARS))),
  }),
  v.check((q) => q.from <= q.to, M.rangeBackwards),
  v.check((q) => (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 + 1 <= MAX_RANGE_DAYS, M.rangeTooLong),
);

export const createEventSchema = v.pipe(
  v.object({
    planId: v.optional(idRef(M.planNotFound)),
    title: v.optional(titleField),
    date: dateField,
    time: timeField,
    durationMinutes: durationField,
    timeZone: timeZoneField,
    classId: v.nullish(idRef(M.classNotFound)),
    reminderMinutes: reminderField,
  }),
  v.check((input) => Boolean(input.planId || input.title), M.titleRequired),
);

export const createSeriesSchema = v.object({
  planId: idRef(M.planNotFound),
  firstDate: dateField,
  weekdays: v.pipe(
    v.array(
      v.pipe(
        v.number(M.badWeekdays),
        v.integer(M.badWeekdays),
        v.minValue(0, M.badWeekdays),
        v.maxValue(6, M.badWeekdays),
      ),
      M.badWeekdays,
    ),
    v.minLength(1, M.badWeekdays),
    v.maxLength(7, M.badWeekdays),
  ),
  time: timeField,
  durationMinutes: durationField,
  timeZone: timeZoneField,
  classId: v.nullish(idRef(M.classNotFound)),
  reminderMinutes: reminderField,
});

/** Any subset: a move is `date` and/or `time` (and maybe `timeZone`); `classId: null` unassigns. */
export const updateEventSchema = v.pipe(
  v.object({
    title: v.optional(titleField),
    date: v.optional(dateField),
    time: v.optional(timeField),
    durationMinutes: v.optional(durationField),
    timeZone: v.optional(timeZoneField),
    classId: v.optional(v.nullable(idRef(M.classNotFound))),
    reminderMinutes: v.optional(v.nullable(v.picklist(REMINDER_CHOICES, M.badReminder))),
  }),
  v.check((input) => Object.values(input).some((value) => value !== undefined), M.nothingToChange),
);

export const deleteEventQuery = v.object({
  series: v.optional(v.picklist(['all'], 'Send series=all to delete the whole series.')),
});

export const timeZoneSchema = v.object({ timeZone: timeZoneField });

const iso = (ms: number) => new Date(ms).toISOString();

export const toCalendarClass = (row: ClassRow, counts = { plans: 0, events: 0, upcoming: 0 }) => ({
  _id: row.id,
  name: row.name,
  ageGroup: row.ageGroup,
  sport: row.sport,
  planCount: counts.plans,
  eventCount: counts.events,
  upcomingCount: counts.upcoming,
  createdAt: iso(row.createdAt),
  updatedAt: iso(row.updatedAt),
});

type EventFields = Omit<EventRow, 'userId' | 'reminderDueAt' | 'reminderSentFor'>;

export const toCalendarEvent = (row: EventFields) => ({
  _id: row.id,
  title: row.title,
  planId: row.planId,
  classId: row.classId,
  seriesId: row.seriesId,
  sessionIndex: row.sessionIndex,
  startUtc: iso(row.startUtc),
  endUtc: iso(row.startUtc + row.durationMinutes * 60_000),
  localStart: row.localStart,
  date: row.localStart.slice(0, 10),
  time: row.localStart.slice(11, 16),
  durationMinutes: row.durationMinutes,
  timeZone: row.timeZone,
  reminderMinutes: row.reminderMinutes,
  createdAt: iso(row.createdAt),
  updatedAt: iso(row.updatedAt),
});

export type CalendarClass = ReturnType<typeof toCalendarClass>;
export type CalendarEvent = ReturnType<typeof toCalendarEvent>;
export type ReminderChoice = (typeof REMINDER_CHOICES)[number];
