import type { Db } from '../env';
import { dbFor } from '../middleware/db';
import { sendTrialEndingMails } from './billing/billing-mail';
import { pruneExpiredRows } from './cleanup';
import { sendDueReminders } from './reminders';

/** The crons in wrangler.toml's [triggers]: keep them in step. */
export const DAILY_CRON = '17 3 * * *';
export const MINUTE_CRON = '* * * * *';

export type TaskContext = { env: Env; db: Db; now: number; origin: string };

export type ScheduledTask = {
  name: string;
  /** Runs only on these crons; every run when absent. */
  crons?: readonly string[];
  run: (context: TaskContext) => Promise<unknown>;
};

export const TASKS: readonly ScheduledTask[] = [
  { name: 'prune expired rows', crons: [DAILY_CRON], run: ({ db, now }) => pruneExpiredRows(db, now) },
  { name: 'due reminders', run: ({ db, env, now, origin }) => sendDueReminders(db, env, now, origin) },
  { name: 'trial-ending mails', run: ({ db, env, now, origin }) => sendTrialEndingMails(db, env, now, origin) },
];

export type TaskReport = { name: string; ok: boolean };

/** Each due task on its own: one that throws is logged, the others still run. `origin`: where mail links point. */
export async function runScheduledTasks(
  env: Env,
  now: number,
  cron: string,
  origin: string = env.APP_URL,
  tasks: readonly ScheduledTask[] = TASKS,
): Promise<TaskReport[]> {
  const context = { env, db: dbFor(env.DB), now, origin };
  const due = tasks.filter((task) => !task.crons || task.crons.includes(cron));
  const results = await Promise.allSettled(due.map((task) => task.run(context)));
  return due.map((task, i) => {
    const result = results[i];
    if (result?.status === 'rejected') console.error(`scheduler: '${task.name}' failed`, result.reason);
    return { name: task.name, ok: result?.status === 'fulfilled' };
  });
}
