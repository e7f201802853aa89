import { env } from 'cloudflare:test';
import { expect } from 'vitest';
import type { CalendarClass, CalendarEvent } from '../../worker/contract/calendar';
import { api, json } from './helpers';

export const SIX_WEEKS = [
  '# Six weeks of passing',
  'Bring cones.',
  ...Array.from({ length: 6 }, (_, i) => `## Week ${i + 1}: drill ${i + 1}\n\nWarm up, then drill ${i + 1}.`),
].join('\n\n');

export const eventInput = (overrides: Record<string, unknown> = {}) => ({
  title: 'Team practice',
  date: '2026-12-01',
  time: '17:00',
  durationMinutes: 60,
  timeZone: 'Europe/London',
  ...overrides,
});

export async function createClass(token: string, name = 'Under 12s') {
  const res = await api('/api/classes', { token, body: { name, ageGroup: 'U12', sport: 'Football' } });
  expect(res.status).toBe(201);
  return (await json<{ class: CalendarClass }>(res)).class;
}

export async function createEvent(token: string, overrides: Record<string, unknown> = {}) {
  const res = await api('/api/events', { token, body: eventInput(overrides) });
  expect(res.status).toBe(201);
  return (await json<{ event: CalendarEvent }>(res)).event;
}

/** Events written straight into D1, one a day at 09:00 UTC from `startMs`. */
export async function seedEvents(userId: string, count: number, startMs = Date.UTC(2026, 0, 1, 9)) {
  const insert = env.DB.prepare(
    `insert into events (id, user_id, title, start_utc, duration_minutes, time_zone, local_start, created_at, updated_at)
     values (?, ?, ?, ?, 60, 'UTC', ?, ?, ?)`,
  );
  for (let from = 0; from < count; from += 500)
    await env.DB.batch(
      Array.from({ length: Math.min(500, count - from) }, (_, i) => {
        const start = startMs + (from + i) * 86_400_000;
        return insert.bind(
          crypto.randomUUID(),
          userId,
          `Seeded ${from + i}`,
          start,
          new Date(start).toISOString().slice(0, 16),
          start,
          start,
        );
      }),
    );
}

export const rowOf = (table: 'events' | 'classes' | 'plans', id: string) =>
  env.DB.prepare(`select * from ${table} where id = ?`).bind(id).first<Record<string, unknown>>();
