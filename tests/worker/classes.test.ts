import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import {
  type CalendarClass,
  type CalendarEvent,
  CALENDAR_MESSAGES as M,
  MAX_CLASSES_PER_USER,
} from '../../worker/contract/calendar';
import type { PlanSummary } from '../../worker/contract/saved-work';
import { createClass, createEvent, rowOf } from './calendar-helpers';
import { api, json, signUp } from './helpers';
import { createPlan } from './saved-work-helpers';

type ErrorBody = { code: string; message: string; fields?: Record<string, string> };

const listClasses = async (token: string) =>
  (await json<{ classes: CalendarClass[] }>(await api('/api/classes', { token }))).classes;

describe('POST api/classes', () => {
  it('creates a class with an optional age group and sport', async () => {
    const me = await signUp();
    const res = await api('/api/classes', { token: me.accessToken, body: { name: '  Acme Ltd  ' } });
    expect(res.status).toBe(201);
    expect((await json<{ class: CalendarClass }>(res)).class).toMatchObject({
      name: 'Acme Ltd',
      ageGroup: null,
      sport: null,
      planCount: 0,
      eventCount: 0,
    });
  });

  it('answers 422 for a missing or long name and long details', async () => {
    const me = await signUp();
    const cases: [Record<string, unknown>, string, string][] = [
      [{}, 'name', M.nameRequired],
      [{ name: '   ' }, 'name', M.nameRequired],
      [{ name: 'x'.repeat(101) }, 'name', M.nameTooLong],
      [{ name: 'U12', ageGroup: 'x'.repeat(61) }, 'ageGroup', M.detailTooLong],
      [{ name: 'U12', sport: 'x'.repeat(61) }, 'sport', M.detailTooLong],
    ];
    for (const [body, field, message] of cases) {
      const res = await api('/api/classes', { token: me.accessToken, body });
      expect(res.status).toBe(422);
      expect((await json<ErrorBody>(res)).fields?.[field]).toBe(message);
    }
    expect(await listClasses(me.accessToken)).toEqual([]);
  });

  it(`refuses class ${MAX_CLASSES_PER_USER + 1}`, async () => {
    const me = await signUp();
    const insert = env.DB.prepare(
      'insert into classes (id, user_id, name, created_at, updated_at) values (?, ?, ?, 0, 0)',
    );
    await env.DB.batch(
      Array.from({ length: MAX_CLASSES_PER_USER - 1 }, (_, i) => insert.bind(crypto.randomUUID(), me.user.id, `C${i}`)),
    );
    await createClass(me.accessToken, 'The last one');
    const res = await api('/api/classes', { token: me.accessToken, body: { name: 'One too many' } });
    expect(res.status).toBe(422);
    expect((await json<ErrorBody>(res)).message).toBe(M.tooManyClasses);
  });
});

describe('api/classes', () => {
  it('lists classes by name with their plan, event and upcoming counts', async () => {
    const me = await signUp();
    const b = await createClass(me.accessToken, 'beta');
    const a = await createClass(me.accessToken, 'Alpha');
    const plan = await createPlan(me.accessToken, { title: 'P', body: '' });
    expect(
      (await api(`/api/classes/${a._id}/plans/${plan._id}`, { method: 'PUT', token: me.accessToken })).status,
    ).toBe(200);
    await createEvent(me.accessToken, { classId: a._id });
    await createEvent(me.accessToken, { classId: a._id, date: '2020-01-01' });
    const classes = await listClasses(me.accessToken);
    expect(classes.map((c) => [c.name, c.planCount, c.eventCount, c.upcomingCount])).toEqual([
      ['Alpha', 1, 2, 1],
      ['beta', 0, 0, 0],
    ]);
    expect(classes[1]?._id).toBe(b._id);
  });

  it("shows one class's plans and upcoming events, renames it, and unassigns a plan", async () => {
    const me = await signUp();
    const team = await createClass(me.accessToken);
    const plan = await createPlan(me.accessToken, { title: 'Drills', body: 'Pass and move.' });
    await api(`/api/classes/${team._id}/plans/${plan._id}`, { method: 'PUT', token: me.accessToken });
    const next = await createEvent(me.accessToken, { classId: team._id });
    await createEvent(me.accessToken, { classId: team._id, date: '2020-01-01' });
    const page = await json<{ class: CalendarClass; plans: PlanSummary[]; upcomingEvents: CalendarEvent[] }>(
      await api(`/api/classes/${team._id}`, { token: me.accessToken }),
    );
    expect(page.class.name).toBe('Under 12s');
    expect(page.plans.map((p) => [p._id, p.excerpt])).toEqual([[plan._id, 'Pass and move.']]);
    expect(page.upcomingEvents.map((e) => e._id)).toEqual([next._id]);
    const read = await json<{ plan: { classId: string | null } }>(
      await api(`/api/plans/${plan._id}`, { token: me.accessToken }),
    );
    expect(read.plan.classId).toBe(team._id);

    const renamed = await api(`/api/classes/${team._id}`, {
      method: 'PUT',
      token: me.accessToken,
      body: { name: 'Under 13s', ageGroup: 'U13', sport: null },
    });
    expect(renamed.status).toBe(200);
    expect((await json<{ class: CalendarClass }>(renamed)).class).toMatchObject({
      name: 'Under 13s',
      ageGroup: 'U13',
      sport: null,
    });

    const unassigned = await api(`/api/classes/${team._id}/plans/${plan._id}`, {
      method: 'DELETE',
      token: me.accessToken,
    });
    expect(unassigned.status).toBe(200);
    expect(await rowOf('plans', plan._id)).toMatchObject({ class_id: null });
  });

  it('deletes a class; its plans and events stay, unassigned', async () => {
    const me = await signUp();
    const team = await createClass(me.accessToken);
    const plan = await createPlan(me.accessToken, { title: 'Drills', body: '' });
    await api(`/api/classes/${team._id}/plans/${plan._id}`, { method: 'PUT', token: me.accessToken });
    const event = await createEvent(me.accessToken, { classId: team._id });
    const res = await api(`/api/classes/${team._id}`, { method: 'DELETE', token: me.accessToken });
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ message: M.classDeleted });
    expect(await rowOf('plans', plan._id)).toMatchObject({ class_id: null, title: 'Drills' });
    expect(await rowOf('events', event._id)).toMatchObject({ class_id: null, title: 'Team practice' });
    expect(await listClasses(me.accessToken)).toEqual([]);
  });
});

describe('classes of another user', () => {
  it("answer 404 and change nothing; a plan cannot join another user's class, nor theirs mine", async () => {
    const owner = await signUp();
    const other = await signUp();
    const team = await createClass(owner.accessToken);
    const theirPlan = await createPlan(owner.accessToken, { title: 'Theirs', body: '' });
    const myPlan = await createPlan(other.accessToken, { title: 'Mine', body: '' });
    const myClass = await createClass(other.accessToken, 'Mine');
    const t = other.accessToken;
    expect((await api(`/api/classes/${team._id}`, { token: t })).status).toBe(404);
    expect((await api(`/api/classes/${team._id}`, { method: 'PUT', token: t, body: { name: 'Stolen' } })).status).toBe(
      404,
    );
    expect((await api(`/api/classes/${team._id}`, { method: 'DELETE', token: t })).status).toBe(404);
    const join = await api(`/api/classes/${team._id}/plans/${myPlan._id}`, { method: 'PUT', token: t });
    expect(join.status).toBe(404);
    expect((await json<ErrorBody>(join)).message).toBe(M.classNotFound);
    const take = await api(`/api/classes/${myClass._id}/plans/${theirPlan._id}`, { method: 'PUT', token: t });
    expect(take.status).toBe(404);
    expect((await json<ErrorBody>(take)).message).toBe(M.planNotFound);
    expect(await rowOf('classes', team._id)).toMatchObject({ name: 'Under 12s' });
    expect(await rowOf('plans', myPlan._id)).toMatchObject({ class_id: null });
    expect(await rowOf('plans', theirPlan._id)).toMatchObject({ class_id: null });
    expect((await listClasses(t)).map((c) => c._id)).toEqual([myClass._id]);
  });
});
