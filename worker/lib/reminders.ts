import { and, eq, isNotNull, lte } from 'drizzle-orm';
import { events, users } from '../db/schema';
import type { Db } from '../env';
import { eventUrl } from './calendar-ics';
import type { MailEnv } from './mail';
import { reminderMail } from './mail-templates';
import { sendMailOnce } from './outbox';

const BATCH = 100;
const PARALLEL = 10;

/** One reminder per event, start and lead time: a moved event (or a new lead time) is a new key. */
export const reminderKey = (eventId: string, startUtc: number, minutes: number) =>
  `reminder:${eventId}:${startUtc}:${minutes}`;

/** 'Tuesday, 3 March 2026 at 17:00 (Europe/London)': the event's own wall clock, as it was pinned. */
export function describeWhen(startUtc: number, timeZone: string): string {
  const when = new Intl.DateTimeFormat('en-GB', { timeZone, dateStyle: 'full', timeStyle: 'short' }).format(startUtc);
  return `${when} (${timeZone})`;
}

type DueEvent = { id: string; startUtc: number; reminderMinutes: number | null };

/** Mails every reminder that is due, each exactly once (worker/lib/outbox.ts); read again just before sending. */
export async function sendDueReminders(db: Db, env: MailEnv, now: number, origin: string): Promise<number> {
  const due = await db
    .select({ id: events.id, startUtc: events.startUtc, reminderMinutes: events.reminderMinutes })
    .from(events)
    .where(and(isNotNull(events.reminderDueAt), lte(events.reminderDueAt, now)))
    .orderBy(events.reminderDueAt)
    .limit(BATCH);
  let sent = 0;
  for (let i = 0; i < due.length; i += PARALLEL) {
    const results = await Promise.allSettled(
      due.slice(i, i + PARALLEL).map((e) => sendReminder(db, env, e, now, origin)),
    );
    for (const result of results) {
      if (result.status === 'fulfilled') sent += result.value ? 1 : 0;
      else console.error('reminders: one failed', result.reason);
    }
  }
  return sent;
}

async function sendReminder(db: Db, env: MailEnv, due: DueEvent, now: number, origin: string): Promise<boolean> {
  const still = and(
    eq(events.id, due.id),
    eq(events.startUtc, due.startUtc),
    isNotNull(events.reminderDueAt),
    lte(events.reminderDueAt, now),
  );
  const [event] = await db
    .select({ event: events, email: users.email })
    .from(events)
    .innerJoin(users, eq(users.id, events.userId))
    .where(still)
    .limit(1);
  // Deleted or moved away since the list was read.
  if (!event?.event.reminderMinutes) return false;
  const { title, timeZone, planId, startUtc, reminderMinutes } = event.event;
  const done = () =>
    db
      .update(events)
      .set({ reminderDueAt: null, reminderSentFor: startUtc })
      .where(and(still, eq(events.reminderMinutes, reminderMinutes)));
  // The scheduler was down past the start: a reminder now would be noise.
  if (startUtc <= now) {
    await done();
    return false;
  }
  const mail = reminderMail(event.email, {
    title,
    when: describeWhen(startUtc, timeZone),
    at: new Intl.DateTimeFormat('en-GB', {
      timeZone,
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      hour: '2-digit',
      minute: '2-digit',
    }).format(startUtc),
    link: eventUrl(origin, event.event),
    linkLabel: planId ? 'Open the plan' : 'Open the calendar',
  });
  const result = await sendMailOnce(db, env, reminderKey(due.id, startUtc, reminderMinutes), mail, now);
  if (result !== 'claimed') await done();
  return result === 'sent';
}
