import { plainExcerpt } from '../contract/saved-work';
import type { EventRow } from '../db/schema';
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

/** Each event with its session's text as the description; each plan is split, and each session shortened, once. */
function toIcalEvents(rows: FeedRow[], bodies: Map<string, string>, origin: string): IcalEvent[] {
  const sessions = new Map<string, ReturnType<typeof planSessions>>();
  const descriptions = new Map<string, string>();
  const describe = (planId: string, sessionIndex: number | null) => {
    const key = `${planId}:${sessionIndex}`;
    let description = descriptions.get(key);
    if (description !== undefined) return description;
    const body = bodies.get(planId) ?? '';
    const parts = sessions.get(planId) ?? planSessions(body);
    sessions.set(planId, parts);
    description = plainExcerpt(sessionIndex === null ? body : (parts[sessionIndex]?.text ?? ''), DESCRIPTION_CHARS);
    descriptions.set(key, description);
    return description;
  };
  return rows.map((row) => ({
    ...row,
    description: row.planId ? describe(row.planId, row.sessionIndex) : '',
    url: eventUrl(origin, row),
  }));
}

const EVENT_COLUMNS = `e.id, e.title, e.plan_id as planId, e.session_index as sessionIndex, e.start_utc as startUtc,
  e.duration_minutes as durationMinutes, e.updated_at as updatedAt`;

/** The feed's events and their plans' bodies in one round trip to D1; null when no feed has that hash. */
export async function feedByTokenHash(d1: D1Database, tokenHash: string, origin: string, now = Date.now()) {
  const owner = '(select user_id from calendar_feeds where token_hash = ?1)';
  const [feed, rows, plans] = await d1.batch([
    d1.prepare('select user_id from calendar_feeds where token_hash = ?1').bind(tokenHash),
    d1
      .prepare(
        `select ${EVENT_COLUMNS} from events e where e.user_id = ${owner} and e.start_utc >= ?2 order by e.start_utc`,
      )
      .bind(tokenHash, now - FEED_PAST_MS),
    d1
      .prepare(
        `select p.id, p.body from plans p where p.user_id = ${owner}
           and p.id in (select plan_id from events where user_id = ${owner} and start_utc >= ?2)`,
      )
      .bind(tokenHash, now - FEED_PAST_MS),
  ]);
  if (!feed?.results.length) return null;
  const bodies = new Map(
    ((plans?.results ?? []) as { id: string; body: string }[]).map((plan) => [plan.id, plan.body]),
  );
  return toIcalEvents((rows?.results ?? []) as FeedRow[], bodies, origin);
}

export async function oneIcalEvent(d1: D1Database, userId: string, event: FeedRow, origin: string) {
  const plan = event.planId
    ? await d1
        .prepare('select body from plans where id = ? and user_id = ?')
        .bind(event.planId, userId)
        .first<{ body: string }>()
    : null;
  const bodies = new Map(plan && event.planId ? [[event.planId, plan.body]] : []);
  return toIcalEvents([event], bodies, origin);
}
