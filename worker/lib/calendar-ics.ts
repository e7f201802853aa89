import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import { plainExcerpt } from '../contract/saved-work';
import { type EventRow, events, plans } from '../db/schema';
import type { Db } from '../env';
import { planSessions } from './calendar';
import type { IcalEvent } from './ical';

const DESCRIPTION_CHARS = 1000;
/** Calendars keep what they have already shown; a year back is plenty for a subscription. */
const FEED_PAST_MS = 365 * 24 * 60 * 60 * 1000;

type FeedRow = Pick<
  EventRow,
  'id' | 'title' | 'planId' | 'sessionIndex' | 'startUtc' | 'durationMinutes' | 'updatedAt'
>;

/** Where an event opens: its plan (at its session, for a series), else the calendar. */
export const eventUrl = (origin: string, event: Pick<EventRow, 'planId' | 'sessionIndex'>) =>
  event.planId
    ? `${origin}/chat-editor/${event.planId}${event.sessionIndex === null ? '' : `?session=${event.sessionIndex}`}`
    : `${origin}/calendar`;

/** Each event with its session's text as the description; each plan is read and split once. */
function toIcalEvents(rows: FeedRow[], bodies: Map<string, string>, origin: string): IcalEvent[] {
  const sessions = new Map<string, ReturnType<typeof planSessions>>();
  return rows.map((row) => {
    let description = '';
    const body = row.planId ? bodies.get(row.planId) : undefined;
    if (row.planId && body !== undefined) {
      const parts = sessions.get(row.planId) ?? planSessions(body);
      sessions.set(row.planId, parts);
      const text = row.sessionIndex === null ? body : (parts[row.sessionIndex]?.text ?? '');
      description = plainExcerpt(text, DESCRIPTION_CHARS);
    }
    return { ...row, description, url: eventUrl(origin, row) };
  });
}

const feedColumns = {
  id: events.id,
  title: events.title,
  planId: events.planId,
  sessionIndex: events.sessionIndex,
  startUtc: events.startUtc,
  durationMinutes: events.durationMinutes,
  updatedAt: events.updatedAt,
};

async function planBodies(db: Db, userId: string, planIds: string[]) {
  if (planIds.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ id: plans.id, body: plans.body })
    .from(plans)
    .where(
      and(
        eq(plans.userId, userId),
        planIds.length === 1
          ? eq(plans.id, planIds[0] as string)
          : inArray(plans.id, sql`(select plan_id from ${events} where ${events.userId} = ${userId})`),
      ),
    );
  return new Map(rows.map((row) => [row.id, row.body]));
}

/** A user's feed: every event from a year ago on, oldest first. */
export async function feedIcalEvents(db: Db, userId: string, origin: string, now = Date.now()) {
  const rows = await db
    .select(feedColumns)
    .from(events)
    .where(and(eq(events.userId, userId), gte(events.startUtc, now - FEED_PAST_MS)))
    .orderBy(asc(events.startUtc));
  const planIds = [...new Set(rows.flatMap((row) => (row.planId ? [row.planId] : [])))];
  return toIcalEvents(rows, await planBodies(db, userId, planIds), origin);
}

export async function oneIcalEvent(db: Db, userId: string, event: FeedRow, origin: string) {
  const bodies = await planBodies(db, userId, event.planId ? [event.planId] : []);
  return toIcalEvents([event], bodies, origin);
}
