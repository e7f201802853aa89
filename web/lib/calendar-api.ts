import type { InferRequestType } from 'hono/client';
import type { ScopedMutator } from 'swr';
import { api, call } from './api';
import { PLANS_KEY, planKey } from './plan-keys';

export const CLASSES_KEY = '/api/classes';
export const classKey = (classId: string) => `${CLASSES_KEY}/${encodeURIComponent(classId)}`;
export const EVENTS_KEY = '/api/events';
export const eventsKey = (from: string, to: string, timeZone: string) =>
  `${EVENTS_KEY}?${new URLSearchParams({ from, to, timeZone })}`;
export const eventIcsPath = (eventId: string) => `${EVENTS_KEY}/${encodeURIComponent(eventId)}.ics`;
export const FEED_KEY = '/api/calendar/feed';

export const readClasses = async () => (await call(api.api.classes.$get())).classes;
export const readClass = (classId: string) => call(api.api.classes[':classId'].$get({ param: { classId } }));
export const readEvents = async (from: string, to: string, timeZone: string) =>
  (await call(api.api.events.$get({ query: { from, to, timeZone } }))).events;
export const readFeed = () => call(api.api.calendar.feed.$get());

export type CalendarClass = Awaited<ReturnType<typeof readClasses>>[number];
export type CalendarEvent = Awaited<ReturnType<typeof readEvents>>[number];
export type ClassFields = { name: string; ageGroup: string | null; sport: string | null };
export type NewEvent = InferRequestType<typeof api.api.events.$post>['json'];
export type NewSeries = InferRequestType<typeof api.api.events.series.$post>['json'];
export type EventChanges = InferRequestType<(typeof api.api.events)[':eventId']['$patch']>['json'];

const isKeyUnder = (prefix: string) => (key: unknown) =>
  typeof key === 'string' && (key === prefix || key.startsWith(`${prefix}?`) || key.startsWith(`${prefix}/`));

/** Events moved, added or gone: every range read, and the class pages and counts that list them. */
function eventsChanged(mutate: ScopedMutator) {
  void mutate(isKeyUnder(EVENTS_KEY));
  void mutate(isKeyUnder(CLASSES_KEY));
}

export async function pinEvent(mutate: ScopedMutator, event: NewEvent) {
  const created = await call(api.api.events.$post({ json: event }));
  eventsChanged(mutate);
  return created.event;
}

export async function pinSeries(mutate: ScopedMutator, series: NewSeries) {
  const created = await call(api.api.events.series.$post({ json: series }));
  eventsChanged(mutate);
  return created.events;
}

export async function updateEvent(mutate: ScopedMutator, eventId: string, changes: EventChanges) {
  const { event } = await call(api.api.events[':eventId'].$patch({ param: { eventId }, json: changes }));
  eventsChanged(mutate);
  return event;
}

export async function deleteEvent(mutate: ScopedMutator, eventId: string, wholeSeries: boolean) {
  const answer = await call(
    api.api.events[':eventId'].$delete({ param: { eventId }, query: wholeSeries ? { series: 'all' } : {} }),
  );
  eventsChanged(mutate);
  return answer.message;
}

export async function createClass(mutate: ScopedMutator, fields: ClassFields) {
  const created = await call(api.api.classes.$post({ json: fields }));
  void mutate(CLASSES_KEY);
  return created.class;
}

export async function renameClass(mutate: ScopedMutator, classId: string, fields: ClassFields) {
  const saved = await call(api.api.classes[':classId'].$put({ param: { classId }, json: fields }));
  void mutate(CLASSES_KEY);
  void mutate(classKey(classId));
  return saved.class;
}

/** Its plans and events stay, unassigned: they read again too. */
export async function deleteClass(mutate: ScopedMutator, classId: string) {
  const { message } = await call(api.api.classes[':classId'].$delete({ param: { classId } }));
  void mutate(classKey(classId), undefined, { revalidate: false });
  eventsChanged(mutate);
  void mutate(isKeyUnder(PLANS_KEY));
  return message;
}

/** Assigns a plan to a class (`classId`), or takes it out of `previous` (`classId` null). */
export async function assignPlan(
  mutate: ScopedMutator,
  planId: string,
  classId: string | null,
  previous: string | null,
) {
  if (classId) await call(api.api.classes[':classId'].plans[':planId'].$put({ param: { classId, planId } }));
  else if (previous)
    await call(api.api.classes[':classId'].plans[':planId'].$delete({ param: { classId: previous, planId } }));
  void mutate(planKey(planId));
  void mutate(PLANS_KEY);
  void mutate(CLASSES_KEY);
  for (const id of [classId, previous]) if (id) void mutate(classKey(id));
}

export async function saveTimeZone(timeZone: string) {
  return (await call(api.api.user['time-zone'].$put({ json: { timeZone } }))).user;
}

export async function createFeed(mutate: ScopedMutator) {
  const created = await call(api.api.calendar.feed.$post());
  void mutate(FEED_KEY, { exists: true, createdAt: created.createdAt }, { revalidate: false });
  return created;
}
