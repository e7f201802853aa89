import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import {
  type CalendarEvent,
  CALENDAR_MESSAGES as M,
  MAX_EVENTS_PER_USER,
  MAX_SERIES_SESSIONS,
} from '../../worker/contract/calendar';
import { createClass, createEvent, eventInput, rowOf, SIX_WEEKS, seedEvents } from './calendar-helpers';
import { api, json, signUp } from './helpers';
import { createPlan } from './saved-work-helpers';

type ErrorBody = { code: string; message: string; fields?: Record<string, string> };
type Events = { events: CalendarEvent[]; timeZone: string };

const list = async (token: string, query: string) => {
  const res = await api(`/api/events?${query}`, { token });
  expect(res.status).toBe(200);
  return json<Events>(res);
};

describe('POST api/events', () => {
  it("pins a plan at a wall-clock time in a zone; the title is the plan's unless given", async () => {
    const me = await signUp();
    const plan = await createPlan(me.accessToken, { title: 'Passing drills', body: 'Cones.' });
    const res = await api('/api/events', {
      token: me.accessToken,
      body: { planId: plan._id, date: '2026-12-01', time: '17:00', durationMinutes: 90, timeZone: 'america/new_york' },
    });
    expect(res.status).toBe(201);
    const { event } = await json<{ event: CalendarEvent }>(res);
    expect(event).toMatchObject({
      title: 'Passing drills',
      planId: plan._id,
      classId: null,
      seriesId: null,
      startUtc: '2026-12-01T22:00:00.000Z',
      endUtc: '2026-12-01T23:30:00.000Z',
      localStart: '2026-12-01T17:00',
      date: '2026-12-01',
      time: '17:00',
      durationMinutes: 90,
      timeZone: 'America/New_York',
      reminderMinutes: null,
    });
  });

  it('answers 422 with a clear message for each bad field', async () => {
    const me = await signUp();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ date: '2026-02-30' }, 'date', M.badDate],
      [{ date: '1 Dec 2026' }, 'date', M.badDate],
      [{ time: '24:00' }, 'time', M.badTime],
      [{ time: '5pm' }, 'time', M.badTime],
      [{ timeZone: 'Mars/Olympus_Mons' }, 'timeZone', M.badTimeZone],
      [{ durationMinutes: 4 }, 'durationMinutes', M.badDuration],
      [{ durationMinutes: 1441 }, 'durationMinutes', M.badDuration],
      [{ durationMinutes: 30.5 }, 'durationMinutes', M.badDuration],
      [{ reminderMinutes: 30 }, 'reminderMinutes', M.badReminder],
      [{ title: 'x'.repeat(201) }, 'title', M.titleTooLong],
    ];
    for (const [overrides, field, message] of cases) {
      const res = await api('/api/events', { token: me.accessToken, body: eventInput(overrides) });
      expect(res.status, JSON.stringify(overrides)).toBe(422);
      const body = await json<ErrorBody>(res);
      expect(body.fields?.[field]).toBe(message);
    }
    const untitled = await api('/api/events', { token: me.accessToken, body: eventInput({ title: undefined }) });
    expect(untitled.status).toBe(422);
    expect((await json<ErrorBody>(untitled)).message).toBe(M.titleRequired);
    expect((await list(me.accessToken, 'from=2026-01-01&to=2026-12-31')).events).toEqual([]);
  });

  it('accepts 5 minutes and 24 hours, and each reminder choice', async () => {
    const me = await signUp();
    for (const [durationMinutes, reminderMinutes] of [
      [5, 15],
      [1440, 60],
      [60, 1440],
    ])
      expect(
        (await api('/api/events', { token: me.accessToken, body: eventInput({ durationMinutes, reminderMinutes }) }))
          .status,
      ).toBe(201);
  });

  it(`refuses the event past ${MAX_EVENTS_PER_USER.toLocaleString('en')}`, async () => {
    const me = await signUp();
    await seedEvents(me.user.id, MAX_EVENTS_PER_USER - 1);
    expect((await api('/api/events', { token: me.accessToken, body: eventInput() })).status).toBe(201);
    const res = await api('/api/events', { token: me.accessToken, body: eventInput() });
    expect(res.status).toBe(422);
    expect((await json<ErrorBody>(res)).message).toBe(M.tooManyEvents);
  });
});

describe('POST api/events/series', () => {
  it("makes each of the plan's sessions its own event, in order, on the chosen weekdays, at 17:00 across the clock change", async () => {
    const me = await signUp();
    const plan = await createPlan(me.accessToken, { title: 'Six weeks', body: SIX_WEEKS });
    const team = await createClass(me.accessToken);
    const res = await api('/api/events/series', {
      token: me.accessToken,
      body: {
        planId: plan._id,
        firstDate: '2026-03-19',
        weekdays: [4, 2],
        time: '17:00',
        durationMinutes: 60,
        timeZone: 'Europe/London',
        classId: team._id,
        reminderMinutes: 60,
      },
    });
    expect(res.status).toBe(201);
    const { seriesId, events } = await json<{ seriesId: string; events: CalendarEvent[] }>(res);
    expect(events.map((e) => e.date)).toEqual([
      '2026-03-19',
      '2026-03-24',
      '2026-03-26',
      '2026-03-31',
      '2026-04-02',
      '2026-04-07',
    ]);
    expect(events.map((e) => e.time)).toEqual(Array(6).fill('17:00'));
    // GMT until 29 March, BST after: the same wall-clock time is an hour earlier in UTC.
    expect(events[0]?.startUtc).toBe('2026-03-19T17:00:00.000Z');
    expect(events[3]?.startUtc).toBe('2026-03-31T16:00:00.000Z');
    expect(events.map((e) => e.sessionIndex)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(events[1]?.title).toBe('Six weeks: Week 2: drill 2');
    expect(events.every((e) => e.seriesId === seriesId && e.classId === team._id && e.reminderMinutes === 60)).toBe(
      true,
    );
    const listed = await list(me.accessToken, 'from=2026-03-01&to=2026-04-30');
    expect(listed.events.map((e) => e._id)).toEqual(events.map((e) => e._id));
  });

  it('pins a plan with no session headings as one event', async () => {
    const me = await signUp();
    const plan = await createPlan(me.accessToken, { title: 'One off', body: 'Just this.' });
    const res = await api('/api/events/series', {
      token: me.accessToken,
      body: {
        planId: plan._id,
        firstDate: '2026-12-01',
        weekdays: [1],
        time: '09:00',
        durationMinutes: 30,
        timeZone: 'UTC',
      },
    });
    expect(res.status).toBe(201);
    const { events } = await json<{ events: CalendarEvent[] }>(res);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ date: '2026-12-07', title: 'One off: Session 1' });
  });

  it(`refuses a plan of more than ${MAX_SERIES_SESSIONS} sessions, and weekdays that are none or no day`, async () => {
    const me = await signUp();
    const long = Array.from({ length: MAX_SERIES_SESSIONS + 1 }, (_, i) => `## Day ${i + 1}\n\nRun.`).join('\n\n');
    const plan = await createPlan(me.accessToken, { title: 'Long', body: long });
    const body = {
      planId: plan._id,
      firstDate: '2026-12-01',
      weekdays: [1],
      time: '09:00',
      durationMinutes: 30,
      timeZone: 'UTC',
    };
    const res = await api('/api/events/series', { token: me.accessToken, body });
    expect(res.status).toBe(422);
    expect((await json<ErrorBody>(res)).message).toBe(M.tooManySessions);
    for (const weekdays of [[], [7], [-1], 'monday']) {
      const bad = await api('/api/events/series', { token: me.accessToken, body: { ...body, weekdays } });
      expect(bad.status).toBe(422);
      expect((await json<ErrorBody>(bad)).message).toBe(M.badWeekdays);
    }
    expect((await list(me.accessToken, 'from=2026-11-01&to=2027-12-01')).events).toEqual([]);
  });

  it('refuses a series that would pass the event limit, and makes none of it', async () => {
    const me = await signUp();
    const plan = await createPlan(me.accessToken, { title: 'Six weeks', body: SIX_WEEKS });
    await seedEvents(me.user.id, MAX_EVENTS_PER_USER - 5, Date.UTC(1990, 0, 1));
    const res = await api('/api/events/series', {
      token: me.accessToken,
      body: {
        planId: plan._id,
        firstDate: '2026-12-01',
        weekdays: [1],
        time: '09:00',
        durationMinutes: 30,
        timeZone: 'UTC',
      },
    });
    expect(res.status).toBe(422);
    expect((await json<ErrorBody>(res)).message).toBe(M.tooManyEvents);
    expect((await list(me.accessToken, 'from=2026-11-01&to=2027-12-01')).events).toEqual([]);
  });
});

describe('GET api/events', () => {
  it("lists the events that overlap the days asked for, in the zone asked for (else the user's), oldest first", async () => {
    const me = await signUp();
    const late = await createEvent(me.accessToken, { date: '2026-12-31', time: '23:30', timeZone: 'UTC' });
    const early = await createEvent(me.accessToken, { date: '2026-12-01', time: '00:30', timeZone: 'UTC' });
    await createEvent(me.accessToken, { date: '2027-01-01', time: '12:00', timeZone: 'UTC' });
    const utc = await list(me.accessToken, 'from=2026-12-01&to=2026-12-31&timeZone=UTC');
    expect(utc.events.map((e) => e._id)).toEqual([early._id, late._id]);
    // In New York, 31 December 23:30 UTC is still the 31st, and 1 December 00:30 UTC is 30 November.
    const ny = await list(me.accessToken, 'from=2026-12-01&to=2026-12-31&timeZone=America/New_York');
    expect(ny.events.map((e) => e._id)).toEqual([late._id]);
    expect(
      (
        await api('/api/user/time-zone', {
          method: 'PUT',
          token: me.accessToken,
          body: { timeZone: 'America/New_York' },
        })
      ).status,
    ).toBe(200);
    const mine = await list(me.accessToken, 'from=2026-12-01&to=2026-12-31');
    expect(mine.timeZone).toBe('America/New_York');
    expect(mine.events.map((e) => e._id)).toEqual([late._id]);
  });

  it('ends a day at the next midnight when the clocks go back that day', async () => {
    const me = await signUp();
    // 25 October 2026 lasts 25 hours in London: 23:30 that night is 23:30 GMT, still the 25th.
    const late = await createEvent(me.accessToken, { date: '2026-10-25', time: '23:30', durationMinutes: 15 });
    const day = await list(me.accessToken, 'from=2026-10-25&to=2026-10-25&timeZone=Europe/London');
    expect(day.events.map((e) => e._id)).toEqual([late._id]);
    const next = await list(me.accessToken, 'from=2026-10-26&to=2026-10-26&timeZone=Europe/London');
    expect(next.events).toEqual([]);
  });

  it('filters by class', async () => {
    const me = await signUp();
    const team = await createClass(me.accessToken);
    const inTeam = await createEvent(me.accessToken, { classId: team._id });
    await createEvent(me.accessToken);
    const listed = await list(me.accessToken, `from=2026-12-01&to=2026-12-01&classId=${team._id}`);
    expect(listed.events.map((e) => e._id)).toEqual([inTeam._id]);
  });

  it('answers 422 for a range over 400 days, one that ends before it starts, or bad dates', async () => {
    const me = await signUp();
    expect((await api('/api/events?from=2026-01-01&to=2027-02-04', { token: me.accessToken })).status).toBe(200);
    const cases: [string, string][] = [
      ['from=2026-01-01&to=2027-02-05', M.rangeTooLong],
      ['from=2026-02-01&to=2026-01-31', M.rangeBackwards],
      ['from=2026-02-30&to=2026-03-01', M.badDate],
      ['from=2026-02-01', M.badDate],
      ['from=2026-02-01&to=2026-03-01&timeZone=Nowhere', M.badTimeZone],
    ];
    for (const [query, message] of cases) {
      const res = await api(`/api/events?${query}`, { token: me.accessToken });
      expect(res.status, query).toBe(422);
      expect((await json<ErrorBody>(res)).message, query).toBe(message);
    }
  });

  it('answers each event in the same shape as reading it alone', async () => {
    const me = await signUp();
    const plan = await createPlan(me.accessToken, { title: 'Six weeks', body: SIX_WEEKS });
    const team = await createClass(me.accessToken);
    await api('/api/events/series', {
      token: me.accessToken,
      body: {
        planId: plan._id,
        firstDate: '2026-12-01',
        weekdays: [2],
        time: '17:00',
        durationMinutes: 45,
        timeZone: 'Europe/London',
        classId: team._id,
        reminderMinutes: 15,
      },
    });
    await createEvent(me.accessToken);
    const listed = (await list(me.accessToken, 'from=2026-12-01&to=2027-01-31')).events;
    expect(listed).toHaveLength(7);
    // Named zone or the user's: the two ways the list is written give the same answer.
    expect((await list(me.accessToken, 'from=2026-12-01&to=2027-01-31&timeZone=UTC')).events).toEqual(listed);
    for (const event of listed) {
      const alone = await json<{ event: CalendarEvent }>(
        await api(`/api/events/${event._id}`, { token: me.accessToken }),
      );
      expect(event).toEqual(alone.event);
    }
  });

  it('answers 401 without a session, with a bad token, and once the session is over', async () => {
    expect((await api('/api/events?from=2026-01-01&to=2026-01-31')).status).toBe(401);
    expect((await api('/api/events?from=someday')).status).toBe(401);
    expect((await api('/api/events?from=2026-01-01&to=2026-01-31', { token: 'not.a.token' })).status).toBe(401);
    const me = await signUp();
    expect((await api('/api/events?from=2026-01-01&to=2026-01-31', { token: me.accessToken })).status).toBe(200);
    expect((await api('/api/auth/logout', { body: { refreshToken: me.refreshToken } })).status).toBe(200);
    expect((await api('/api/events?from=2026-01-01&to=2026-01-31', { token: me.accessToken })).status).toBe(401);
  });
});

describe('PATCH api/events/:eventId', () => {
  it('moves, retitles, assigns and sets a reminder; the other events of its series stay', async () => {
    const me = await signUp();
    const plan = await createPlan(me.accessToken, { title: 'Six weeks', body: SIX_WEEKS });
    const team = await createClass(me.accessToken);
    const series = await api('/api/events/series', {
      token: me.accessToken,
      body: {
        planId: plan._id,
        firstDate: '2026-12-01',
        weekdays: [2],
        time: '17:00',
        durationMinutes: 60,
        timeZone: 'Europe/London',
      },
    });
    const { events } = await json<{ events: CalendarEvent[] }>(series);
    const [first, second] = events as [CalendarEvent, CalendarEvent];
    const res = await api(`/api/events/${second._id}`, {
      method: 'PATCH',
      token: me.accessToken,
      body: {
        date: '2026-12-09',
        time: '18:30',
        title: 'Moved',
        classId: team._id,
        reminderMinutes: 15,
        durationMinutes: 45,
      },
    });
    expect(res.status).toBe(200);
    expect((await json<{ event: CalendarEvent }>(res)).event).toMatchObject({
      localStart: '2026-12-09T18:30',
      startUtc: '2026-12-09T18:30:00.000Z',
      title: 'Moved',
      classId: team._id,
      reminderMinutes: 15,
      durationMinutes: 45,
      seriesId: first.seriesId,
    });
    expect(await rowOf('events', first._id)).toMatchObject({ local_start: '2026-12-01T17:00', title: first.title });
    const cleared = await api(`/api/events/${second._id}`, {
      method: 'PATCH',
      token: me.accessToken,
      body: { classId: null, reminderMinutes: null, timeZone: 'America/New_York' },
    });
    expect((await json<{ event: CalendarEvent }>(cleared)).event).toMatchObject({
      classId: null,
      reminderMinutes: null,
      localStart: '2026-12-09T18:30',
      startUtc: '2026-12-09T23:30:00.000Z',
    });
  });

  it('answers 422 for nothing to change and for bad fields', async () => {
    const me = await signUp();
    const event = await createEvent(me.accessToken);
    const empty = await api(`/api/events/${event._id}`, { method: 'PATCH', token: me.accessToken, body: {} });
    expect(empty.status).toBe(422);
    expect((await json<ErrorBody>(empty)).message).toBe(M.nothingToChange);
    const bad = await api(`/api/events/${event._id}`, {
      method: 'PATCH',
      token: me.accessToken,
      body: { date: '2026-13-01' },
    });
    expect(bad.status).toBe(422);
    expect((await json<ErrorBody>(bad)).fields?.date).toBe(M.badDate);
  });
});

describe('DELETE api/events/:eventId', () => {
  it('deletes one event, or with series=all its whole series', async () => {
    const me = await signUp();
    const plan = await createPlan(me.accessToken, { title: 'Six weeks', body: SIX_WEEKS });
    const series = await api('/api/events/series', {
      token: me.accessToken,
      body: {
        planId: plan._id,
        firstDate: '2026-12-01',
        weekdays: [2],
        time: '17:00',
        durationMinutes: 60,
        timeZone: 'UTC',
      },
    });
    const { events } = await json<{ events: CalendarEvent[] }>(series);
    const other = await createEvent(me.accessToken);
    const one = await api(`/api/events/${events[2]?._id}`, { method: 'DELETE', token: me.accessToken });
    expect(one.status).toBe(200);
    expect(await json(one)).toEqual({ message: M.eventDeleted, deletedIds: [events[2]?._id] });
    const range = 'from=2026-11-01&to=2027-03-01';
    expect((await list(me.accessToken, range)).events).toHaveLength(6);
    const all = await api(`/api/events/${events[0]?._id}?series=all`, { method: 'DELETE', token: me.accessToken });
    expect((await json<{ message: string; deletedIds: string[] }>(all)).deletedIds).toHaveLength(5);
    expect((await list(me.accessToken, range)).events.map((e) => e._id)).toEqual([other._id]);
  });

  it("keeps a deleted plan's events, no longer pointing at it", async () => {
    const me = await signUp();
    const plan = await createPlan(me.accessToken, { title: 'Gone soon', body: '' });
    const event = await createEvent(me.accessToken, { planId: plan._id, title: undefined });
    expect((await api(`/api/plans/${plan._id}`, { method: 'DELETE', token: me.accessToken })).status).toBe(200);
    const res = await api(`/api/events/${event._id}`, { token: me.accessToken });
    expect((await json<{ event: CalendarEvent }>(res)).event).toMatchObject({ planId: null, title: 'Gone soon' });
  });
});

describe('GET api/events/:eventId.ics', () => {
  it('downloads one VEVENT that an independent parser reads back at the same time', async () => {
    const me = await signUp();
    const plan = await createPlan(me.accessToken, {
      title: 'Budget review',
      body: 'Check CPA, then raise budget 20 %.',
    });
    const event = await createEvent(me.accessToken, {
      planId: plan._id,
      title: undefined,
      date: '2026-03-29',
      time: '17:00',
    });
    const res = await api(`/api/events/${event._id}.ics`, { token: me.accessToken });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(res.headers.get('content-disposition')).toContain('attachment');
    const [vevent] = new ICAL.Component(ICAL.parse(await res.text())).getAllSubcomponents('vevent');
    const parsed = new ICAL.Event(vevent);
    expect(parsed.uid).toBe(`${event._id}@adwise`);
    expect(parsed.summary).toBe('Budget review');
    expect(parsed.description).toBe('Check CPA, then raise budget 20 %.');
    expect(parsed.startDate.toJSDate().toISOString()).toBe('2026-03-29T16:00:00.000Z');
    expect(vevent?.getFirstPropertyValue('url')).toBe(`http://app.test/chat-editor/${plan._id}`);
  });
});

describe('events of another user', () => {
  it("answer 404 and change nothing; an event cannot point at another user's plan or class", async () => {
    const owner = await signUp();
    const other = await signUp();
    const event = await createEvent(owner.accessToken);
    const theirPlan = await createPlan(owner.accessToken, { title: 'Theirs', body: '' });
    const theirClass = await createClass(owner.accessToken);
    const t = other.accessToken;
    expect((await api(`/api/events/${event._id}`, { token: t })).status).toBe(404);
    expect((await api(`/api/events/${event._id}.ics`, { token: t })).status).toBe(404);
    expect(
      (await api(`/api/events/${event._id}`, { method: 'PATCH', token: t, body: { title: 'Mine now' } })).status,
    ).toBe(404);
    expect((await api(`/api/events/${event._id}?series=all`, { method: 'DELETE', token: t })).status).toBe(404);
    expect(await rowOf('events', event._id)).toMatchObject({ title: 'Team practice' });

    const withPlan = await api('/api/events', { token: t, body: eventInput({ planId: theirPlan._id }) });
    expect(withPlan.status).toBe(404);
    expect((await json<ErrorBody>(withPlan)).message).toBe(M.planNotFound);
    const withClass = await api('/api/events', { token: t, body: eventInput({ classId: theirClass._id }) });
    expect(withClass.status).toBe(404);
    expect((await json<ErrorBody>(withClass)).message).toBe(M.classNotFound);
    const series = await api('/api/events/series', {
      token: t,
      body: {
        planId: theirPlan._id,
        firstDate: '2026-12-01',
        weekdays: [1],
        time: '09:00',
        durationMinutes: 30,
        timeZone: 'UTC',
      },
    });
    expect(series.status).toBe(404);
    const mine = await createEvent(t);
    const moveToTheirs = await api(`/api/events/${mine._id}`, {
      method: 'PATCH',
      token: t,
      body: { classId: theirClass._id },
    });
    expect(moveToTheirs.status).toBe(404);
    expect(await rowOf('events', mine._id)).toMatchObject({ class_id: null });
    expect((await list(t, 'from=2026-11-01&to=2027-01-01')).events.map((e) => e._id)).toEqual([mine._id]);
  });
});
