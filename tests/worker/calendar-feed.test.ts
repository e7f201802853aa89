import { env } from 'cloudflare:test';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { CALENDAR_MESSAGES as M } from '../../worker/contract/calendar';
import { createEvent, SIX_WEEKS } from './calendar-helpers';
import { api, json, signUp } from './helpers';
import { createPlan } from './saved-work-helpers';

type Feed = { url: string; createdAt: string };
type ErrorBody = { code: string; message: string; fields?: Record<string, string> };

const createFeed = async (token: string) => {
  const res = await api('/api/calendar/feed', { method: 'POST', token });
  expect(res.status).toBe(201);
  return json<Feed>(res);
};

const pathOf = (url: string) => new URL(url).pathname;

function parse(ics: string) {
  return new ICAL.Component(ICAL.parse(ics)).getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    return {
      uid: event.uid,
      summary: event.summary,
      description: event.description,
      start: event.startDate.toJSDate().toISOString(),
      end: event.endDate.toJSDate().toISOString(),
      url: vevent.getFirstPropertyValue('url'),
    };
  });
}

describe('the calendar feed', () => {
  it('serves every event, read by an independent parser at the right instants across DST in London and New York', async () => {
    const me = await signUp();
    const plan = await createPlan(me.accessToken, { title: 'Six weeks', body: SIX_WEEKS });
    const before = await createEvent(me.accessToken, { date: '2026-03-28', time: '17:00', timeZone: 'Europe/London' });
    const after = await createEvent(me.accessToken, { date: '2026-03-30', time: '17:00', timeZone: 'Europe/London' });
    const ny = await createEvent(me.accessToken, {
      date: '2026-11-02',
      time: '17:00',
      timeZone: 'America/New_York',
      durationMinutes: 45,
    });
    const series = await api('/api/events/series', {
      token: me.accessToken,
      body: {
        planId: plan._id,
        firstDate: '2026-12-01',
        weekdays: [2],
        time: '18:00',
        durationMinutes: 60,
        timeZone: 'UTC',
      },
    });
    expect(series.status).toBe(201);
    const feed = await createFeed(me.accessToken);
    expect(feed.url).toMatch(/^http:\/\/app\.test\/api\/calendar\/feed\/[A-Za-z0-9_-]{43}\.ics$/);

    const res = await api(pathOf(feed.url), {});
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const events = parse(await res.text());
    expect(events).toHaveLength(9);
    const byUid = new Map(events.map((e) => [e.uid, e]));
    expect(byUid.get(`${before._id}@adwise`)).toMatchObject({
      start: '2026-03-28T17:00:00.000Z',
      end: '2026-03-28T18:00:00.000Z',
    });
    expect(byUid.get(`${after._id}@adwise`)).toMatchObject({ start: '2026-03-30T16:00:00.000Z' });
    expect(byUid.get(`${ny._id}@adwise`)).toMatchObject({
      start: '2026-11-02T22:00:00.000Z',
      end: '2026-11-02T22:45:00.000Z',
    });
    const week2 = events.find((e) => e.summary === 'Six weeks: Week 2: drill 2');
    expect(week2).toMatchObject({
      start: '2026-12-08T18:00:00.000Z',
      description: 'Week 2: drill 2 Warm up, then drill 2.',
      url: `http://app.test/chat-editor/${plan._id}?session=1`,
    });
    expect(byUid.get(`${before._id}@adwise`)?.url).toBe('http://app.test/calendar');
  });

  it('resets: the old URL stops at once and the new one works; only the hash is stored', async () => {
    const me = await signUp();
    await createEvent(me.accessToken);
    expect(await json(await api('/api/calendar/feed', { token: me.accessToken }))).toEqual({
      exists: false,
      createdAt: null,
    });
    const first = await createFeed(me.accessToken);
    expect((await json<{ exists: boolean }>(await api('/api/calendar/feed', { token: me.accessToken }))).exists).toBe(
      true,
    );
    const second = await createFeed(me.accessToken);
    expect(second.url).not.toBe(first.url);
    expect((await api(pathOf(first.url))).status).toBe(404);
    expect((await api(pathOf(second.url))).status).toBe(200);
    const token = pathOf(second.url).split('/').at(-1)?.replace('.ics', '') ?? '';
    const stored = await env.DB.prepare('select token_hash from calendar_feeds where user_id = ?')
      .bind(me.user.id)
      .first<{ token_hash: string }>();
    expect(stored?.token_hash).not.toContain(token);
    expect(stored?.token_hash).toHaveLength(43);

    const off = await api('/api/calendar/feed', { method: 'DELETE', token: me.accessToken });
    expect(off.status).toBe(200);
    expect((await api(pathOf(second.url))).status).toBe(404);
    const again = await api('/api/calendar/feed', { method: 'DELETE', token: me.accessToken });
    expect(again.status).toBe(404);
    expect((await json<ErrorBody>(again)).message).toBe(M.feedMissing);
  });

  it('answers 404 for unknown or malformed tokens, and 429 to an address that keeps guessing', async () => {
    const ip = '203.0.113.77';
    const guess = (token: string) => api(`/api/calendar/feed/${token}.ics`, { ip });
    expect((await guess('A'.repeat(43))).status).toBe(404);
    expect((await guess('not-a-token')).status).toBe(404);
    let status = 404;
    for (let i = 0; i < 20 && status === 404; i++) status = (await guess(crypto.randomUUID())).status;
    expect(status).toBe(429);
    const me = await signUp();
    const feed = await createFeed(me.accessToken);
    // A real token still works from that address; another address's guesses are counted apart.
    expect((await api(pathOf(feed.url), { ip })).status).toBe(200);
    expect((await api(`/api/calendar/feed/${'B'.repeat(43)}.ics`)).status).toBe(404);
  });

  it('shows one user only their own events', async () => {
    const a = await signUp();
    const b = await signUp();
    const mine = await createEvent(a.accessToken);
    await createEvent(b.accessToken);
    const events = parse(await (await api(pathOf((await createFeed(a.accessToken)).url))).text());
    expect(events.map((e) => e.uid)).toEqual([`${mine._id}@adwise`]);
  });

  it('needs a session to create, read or reset the feed', async () => {
    expect((await api('/api/calendar/feed')).status).toBe(401);
    expect((await api('/api/calendar/feed', { method: 'POST' })).status).toBe(401);
  });
});

describe('PUT api/user/time-zone', () => {
  it('stores the zone in its canonical spelling and shows it on the profile', async () => {
    const me = await signUp();
    const res = await api('/api/user/time-zone', {
      method: 'PUT',
      token: me.accessToken,
      body: { timeZone: 'europe/london' },
    });
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({ message: M.timeZoneSaved, user: { timeZone: 'Europe/London' } });
    const profile = await json<{ user: { timeZone: string } }>(
      await api('/api/user/profile', { token: me.accessToken }),
    );
    expect(profile.user.timeZone).toBe('Europe/London');
  });

  it('answers 422 for a zone that does not exist', async () => {
    const me = await signUp();
    for (const timeZone of ['Europe/Atlantis', '', '+02:00x', 42]) {
      const res = await api('/api/user/time-zone', { method: 'PUT', token: me.accessToken, body: { timeZone } });
      expect(res.status).toBe(422);
      expect((await json<ErrorBody>(res)).fields?.timeZone).toBe(M.badTimeZone);
    }
  });
});
