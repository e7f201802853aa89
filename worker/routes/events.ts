import { and, eq } from 'drizzle-orm';
import { Hono, type TypedResponse } from 'hono';
import * as v from 'valibot';
import {
  type CalendarEvent,
  createEventSchema,
  createSeriesSchema,
  deleteEventQuery,
  eventIdParam,
  eventRangeQuery,
  CALENDAR_MESSAGES as M,
  MAX_SERIES_SESSIONS,
  toCalendarEvent,
  updateEventSchema,
} from '../contract/calendar';
import { events } from '../db/schema';
import type { AppEnv } from '../env';
import {
  assertRoomForEvents,
  ownedClassOr404,
  ownedEventOr404,
  planForEventOr404,
  planSessions,
  reminderDueAt,
  seriesDates,
  sessionTitle,
  timing,
} from '../lib/calendar';
import { oneIcalEvent } from '../lib/calendar-ics';
import { AppError } from '../lib/errors';
import { readEventsJson } from '../lib/event-range';
import { icalendar } from '../lib/ical';
import { accessTokenClaims } from '../lib/session';
import { addDays, zonedToUtc } from '../lib/zoned-time';
import { requireUser, type UserEnv } from '../middleware/require-user';
import { validate } from '../middleware/validate';

type EventRange = { events: CalendarEvent[]; timeZone: string };

/** From the first day's midnight to the midnight after the last: a day the clocks change is 23 or 25 hours. */
const dayBounds = (from: string, to: string, timeZone: string) => ({
  start: zonedToUtc(`${from}T00:00`, timeZone),
  end: zonedToUtc(`${addDays(to, 1)}T00:00`, timeZone),
});

type RangeEnv = AppEnv & { Variables: { claims: { userId: string; sessionId: string } } };
const icsParam = v.object({ file: v.pipe(v.string(), v.maxLength(80), v.endsWith('.ics')) });

/**
 * The calendar's month call checks the session in the statement that reads the events: one round trip, as the
 * sign-in check alone takes. `timeZone` defaults to the user's, else UTC.
 */
export const eventRangeRoutes = new Hono<RangeEnv>().get(
  '/',
  async (c, next) => {
    const header = c.req.header('Authorization') ?? '';
    const claims = header.startsWith('Bearer ') ? await accessTokenClaims(c.env, header.slice(7).trim()) : null;
    if (!claims) throw new AppError('unauthorized', 401);
    c.set('claims', claims);
    await next();
  },
  validate('query', eventRangeQuery),
  async (c) => {
    const query = c.req.valid('query');
    const exact = query.timeZone ? dayBounds(query.from, query.to, query.timeZone) : null;
    const read = await readEventsJson(c.env.DB, c.var.claims, query, exact);
    if (!read) throw new AppError('unauthorized', 401);
    const timeZone = query.timeZone ?? read.userTimeZone ?? 'UTC';
    if (exact) {
      // SQLite wrote the JSON: sent as it is, typed as what toCalendarEvent makes (the tests hold them equal).
      const body = `{"events":${read.json},"timeZone":${JSON.stringify(timeZone)}}`;
      return c.body(body, 200, { 'Content-Type': 'application/json' }) as unknown as TypedResponse<
        EventRange,
        200,
        'json'
      >;
    }
    const { start, end } = dayBounds(query.from, query.to, timeZone);
    const events = (JSON.parse(read.json) as CalendarEvent[]).filter(
      (e) => Date.parse(e.startUtc) < end && Date.parse(e.endUtc) > start,
    );
    return c.json({ events, timeZone } satisfies EventRange, 200);
  },
);

/** Every route reaches events only through the signed-in user: another user's id is a 404. */
export const eventRoutes = new Hono<UserEnv>()
  .use(requireUser)
  .get('/:file{[^/]+\\.ics}', validate('param', icsParam), async (c) => {
    const event = await ownedEventOr404(c.var.db, c.var.user.id, c.req.valid('param').file.slice(0, -4));
    const ics = icalendar(await oneIcalEvent(c.env.DB, c.var.user.id, event, new URL(c.req.url).origin));
    return c.body(ics, 200, {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `attachment; filename="event-${event.id}.ics"`,
    });
  })

  .get('/:eventId', validate('param', eventIdParam), async (c) => {
    const event = await ownedEventOr404(c.var.db, c.var.user.id, c.req.valid('param').eventId);
    return c.json({ event: toCalendarEvent(event) });
  })

  .post('/', validate('json', createEventSchema), async (c) => {
    const { db, user } = c.var;
    const input = c.req.valid('json');
    const plan = input.planId ? await planForEventOr404(db, user.id, input.planId) : null;
    if (input.classId) await ownedClassOr404(db, user.id, input.classId);
    await assertRoomForEvents(db, user.id, 1);
    const [event] = await db
      .insert(events)
      .values({
        userId: user.id,
        planId: plan?.id ?? null,
        classId: input.classId ?? null,
        title: input.title ?? plan?.title ?? '',
        durationMinutes: input.durationMinutes,
        timeZone: input.timeZone,
        reminderMinutes: input.reminderMinutes,
        ...timing(input.date, input.time, input.timeZone, input.reminderMinutes),
      })
      .returning();
    if (!event) throw new Error('event insert returned nothing');
    return c.json({ event: toCalendarEvent(event) }, 201);
  })

  /** Each session of the plan (its 'Session 1', 'Week 2', 'Day 3' headings) becomes its own event, in order. */
  .post('/series', validate('json', createSeriesSchema), async (c) => {
    const { db, user } = c.var;
    const input = c.req.valid('json');
    const plan = await planForEventOr404(db, user.id, input.planId);
    if (input.classId) await ownedClassOr404(db, user.id, input.classId);
    const sessions = planSessions(plan.body);
    if (sessions.length > MAX_SERIES_SESSIONS) throw new AppError('validation', 422, M.tooManySessions);
    await assertRoomForEvents(db, user.id, sessions.length);
    const seriesId = crypto.randomUUID();
    const dates = seriesDates(input.firstDate, input.weekdays, sessions.length);
    const now = Date.now();
    const rows = sessions.map((session, i) => ({
      id: crypto.randomUUID(),
      userId: user.id,
      planId: plan.id,
      classId: input.classId ?? null,
      seriesId,
      sessionIndex: i,
      title: sessionTitle(plan.title, session.heading, i),
      durationMinutes: input.durationMinutes,
      timeZone: input.timeZone,
      reminderMinutes: input.reminderMinutes,
      createdAt: now,
      updatedAt: now,
      ...timing(dates[i] as string, input.time, input.timeZone, input.reminderMinutes),
    }));
    // D1 binds at most 100 values a statement: a few rows per insert, all in one transaction.
    const chunks = Array.from({ length: Math.ceil(rows.length / 5) }, (_, i) =>
      db.insert(events).values(rows.slice(i * 5, i * 5 + 5)),
    );
    await db.batch(chunks as [(typeof chunks)[number], ...(typeof chunks)[number][]]);
    return c.json({ seriesId, events: rows.map(toCalendarEvent) }, 201);
  })

  .patch('/:eventId', validate('param', eventIdParam), validate('json', updateEventSchema), async (c) => {
    const { db, user } = c.var;
    const input = c.req.valid('json');
    const event = await ownedEventOr404(db, user.id, c.req.valid('param').eventId);
    if (input.classId) await ownedClassOr404(db, user.id, input.classId);
    const timeZone = input.timeZone ?? event.timeZone;
    const reminderMinutes = input.reminderMinutes === undefined ? event.reminderMinutes : input.reminderMinutes;
    const when = timing(
      input.date ?? event.localStart.slice(0, 10),
      input.time ?? event.localStart.slice(11, 16),
      timeZone,
      reminderMinutes,
    );
    // A new start or lead time is a new reminder; anything else leaves the one due (or sent) alone.
    const reminderChanged = when.startUtc !== event.startUtc || reminderMinutes !== event.reminderMinutes;
    const [updated] = await db
      .update(events)
      .set({
        title: input.title,
        classId: input.classId,
        durationMinutes: input.durationMinutes,
        timeZone,
        localStart: when.localStart,
        startUtc: when.startUtc,
        reminderMinutes,
        reminderDueAt: reminderChanged ? reminderDueAt(when.startUtc, reminderMinutes) : undefined,
        updatedAt: Date.now(),
      })
      .where(and(eq(events.id, event.id), eq(events.userId, user.id)))
      .returning();
    if (!updated) throw new AppError('not_found', 404, M.eventNotFound);
    return c.json({ event: toCalendarEvent(updated) });
  })

  .delete('/:eventId', validate('param', eventIdParam), validate('query', deleteEventQuery), async (c) => {
    const { db, user } = c.var;
    const event = await ownedEventOr404(db, user.id, c.req.valid('param').eventId);
    const wholeSeries = c.req.valid('query').series === 'all' && event.seriesId !== null;
    const deleted = await db
      .delete(events)
      .where(
        and(
          eq(events.userId, user.id),
          wholeSeries ? eq(events.seriesId, event.seriesId as string) : eq(events.id, event.id),
        ),
      )
      .returning({ id: events.id });
    return c.json({
      message: wholeSeries ? M.seriesDeleted : M.eventDeleted,
      deletedIds: deleted.map((row) => row.id),
    });
  });
