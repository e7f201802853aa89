const DAY_MS = 24 * 60 * 60 * 1000;
/** No zone is further than 14 hours from UTC, and no event lasts more than a day. */
const SLACK_MS = 14 * 60 * 60 * 1000;

const iso = (column: string) =>
  `strftime('%Y-%m-%dT%H:%M:%S', ${column} / 1000, 'unixepoch') || printf('.%03dZ', ${column} % 1000)`;

/** toCalendarEvent (worker/contract/calendar.ts), written by SQLite: the tests hold the two to the same shape. */
const EVENT_JSON = `json_object(
  '_id', e.id, 'title', e.title, 'planId', e.plan_id, 'classId', e.class_id, 'seriesId', e.series_id,
  'sessionIndex', e.session_index, 'startUtc', ${iso('e.start_utc')},
  'endUtc', ${iso('(e.start_utc + e.duration_minutes * 60000)')}, 'localStart', e.local_start,
  'date', substr(e.local_start, 1, 10), 'time', substr(e.local_start, 12, 5),
  'durationMinutes', e.duration_minutes, 'timeZone', e.time_zone, 'reminderMinutes', e.reminder_minutes,
  'createdAt', ${iso('e.created_at')}, 'updatedAt', ${iso('e.updated_at')})`;

/**
 * One statement checks the session and reads the events that start in ?4..?5 and end after ?7; no row means
 * no live session. The events come back as one JSON array text, oldest first.
 */
const SQL = `select u.time_zone as timeZone,
  (select json_group_array(${EVENT_JSON} order by e.start_utc) from events e
    where e.user_id = s.user_id and e.start_utc > ?4 and e.start_utc < ?5 and (?6 is null or e.class_id = ?6)
      and e.start_utc + e.duration_minutes * 60000 > ?7) as events
  from sessions s join users u on u.id = s.user_id
  where s.id = ?1 and s.user_id = ?2 and s.revoked_at is null and s.expires_at > ?3`;

type Claims = { userId: string; sessionId: string };

/**
 * The events overlapping [start, end) as JSON text, ready to send. Without the instants (the zone is the
 * user's, unknown until this row is read), the UTC days widened by the largest zone offset: the caller cuts.
 */
export async function readEventsJson(
  d1: D1Database,
  claims: Claims,
  range: { from: string; to: string; classId?: string | undefined },
  exact: { start: number; end: number } | null,
  now = Date.now(),
) {
  const start = exact?.start ?? Date.parse(`${range.from}T00:00:00Z`) - SLACK_MS;
  const end = exact?.end ?? Date.parse(`${range.to}T00:00:00Z`) + DAY_MS + SLACK_MS;
  const row = await d1
    .prepare(SQL)
    .bind(claims.sessionId, claims.userId, now, start - DAY_MS, end, range.classId ?? null, start)
    .first<{ timeZone: string | null; events: string }>();
  return row ? { userTimeZone: row.timeZone, json: row.events } : null;
}
