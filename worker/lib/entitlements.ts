import { and, count, desc, eq, gt, min } from 'drizzle-orm';
import { FREE_PERIOD_DAYS, FREE_QUESTIONS_PER_PERIOD } from '../contract/plans';
import type { QuestionMeter } from '../contract/subscription';
import { packages, questionLog, type Subscription, subscriptions } from '../db/schema';
import type { Db } from '../env';
import { AppError } from './errors';

const DAY_MS = 24 * 60 * 60 * 1000;
/** How long a renewal whose payment failed (past_due) keeps its plan while Stripe retries the card. */
export const PAST_DUE_GRACE_DAYS = 7;
/** A webhook that renews a period may arrive a little after the period ended. */
const RENEWAL_SLACK_MS = DAY_MS;

export const QUOTA_MESSAGES = {
  questions: (limit: number) =>
    `You have used your ${limit} free questions for the last ${FREE_PERIOD_DAYS} days. Subscribe for unlimited questions: start with a 3-day free trial, cancel anytime.`,
  images: 'Image uploads need a subscription. Start a 3-day free trial, cancel anytime.',
} as const;

/** PRODUCT.md's rule: trialing or active, or past_due within the grace period, is paid; all else is Free. */
export function isPaidSubscription(sub: Subscription, now = Date.now()): boolean {
  if (sub.status === 'trialing' || sub.status === 'active') return now < sub.currentPeriodEnd + RENEWAL_SLACK_MS;
  if (sub.status === 'past_due') return now < sub.currentPeriodStart + PAST_DUE_GRACE_DAYS * DAY_MS;
  return false;
}

export const freeQuestionLimit = (env: Pick<Env, 'FREE_MONTHLY_QUESTIONS'>) => {
  const limit = Number.parseInt(env.FREE_MONTHLY_QUESTIONS, 10);
  return Number.isInteger(limit) && limit >= 0 ? limit : FREE_QUESTIONS_PER_PERIOD;
};

/** The user's subscription that counts: a paid one if any, else the latest. Only ever this user's rows. */
export async function currentSubscription(db: Db, userId: string, now = Date.now()) {
  const rows = await db
    .select({ sub: subscriptions, pack: packages })
    .from(subscriptions)
    .leftJoin(packages, eq(packages.id, subscriptions.packageId))
    .where(eq(subscriptions.userId, userId))
    .orderBy(desc(subscriptions.startedAt));
  const row = rows.find(({ sub }) => isPaidSubscription(sub, now)) ?? rows[0];
  return row ? { ...row, paid: isPaidSubscription(row.sub, now) } : null;
}

/** One trial per user, ever: any subscription that had one uses it up. */
export async function hasHadTrial(db: Db, userId: string): Promise<boolean> {
  const rows = await db
    .select({ trialStart: subscriptions.trialStart })
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId));
  return rows.some((row) => row.trialStart !== null);
}

export async function questionsAsked(db: Db, userId: string, now = Date.now()): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(questionLog)
    .where(and(eq(questionLog.userId, userId), gt(questionLog.createdAt, now - FREE_PERIOD_DAYS * DAY_MS)));
  return row?.n ?? 0;
}

/** The Free allowance as the send path counts it; a question stops counting FREE_PERIOD_DAYS after it was asked. */
export async function questionMeter(
  db: Db,
  env: Pick<Env, 'FREE_MONTHLY_QUESTIONS'>,
  userId: string,
  now = Date.now(),
): Promise<QuestionMeter> {
  const [row] = await db
    .select({ used: count(), oldest: min(questionLog.createdAt) })
    .from(questionLog)
    .where(and(eq(questionLog.userId, userId), gt(questionLog.createdAt, now - FREE_PERIOD_DAYS * DAY_MS)));
  const used = row?.used ?? 0;
  const limit = freeQuestionLimit(env);
  const oldest = row?.oldest ?? null;
  return {
    used,
    limit,
    left: Math.max(0, limit - used),
    renewsAt: oldest === null ? null : new Date(oldest + FREE_PERIOD_DAYS * DAY_MS).toISOString(),
  };
}

/** What the user may do now: paid users everything, Free users `questionsLeft` questions and no images. */
export async function entitlementsFor(db: Db, env: Pick<Env, 'FREE_MONTHLY_QUESTIONS'>, userId: string) {
  // Both at once: the count is wasted on a paying user, but a Free one waits for one round trip, not two.
  const [current, asked] = await Promise.all([currentSubscription(db, userId), questionsAsked(db, userId)]);
  if (current?.paid) return { paid: true, questionsLeft: null, questionLimit: null, current } as const;
  const limit = freeQuestionLimit(env);
  return { paid: false, questionsLeft: Math.max(0, limit - asked), questionLimit: limit, current } as const;
}

export type Entitlements = Awaited<ReturnType<typeof entitlementsFor>>;

/** 402 before anything is stored; the Free limit it returns is held again inside the write. */
export function assertMayAsk(rights: Entitlements, withImage: boolean): number | null {
  if (rights.paid) return null;
  if (withImage) throw new AppError('payment_required', 402, QUOTA_MESSAGES.images);
  if (rights.questionsLeft <= 0) {
    throw new AppError('payment_required', 402, QUOTA_MESSAGES.questions(rights.questionLimit));
  }
  return rights.questionLimit;
}

/** isPaidSubscription as SQL: ?1 the user, ?2 now, ?3 the renewal slack, ?4 the past-due grace. */
const PAID = `exists (select 1 from subscriptions where user_id = ?1 and (
      (status in ('trialing', 'active') and ?2 < current_period_end + ?3)
      or (status = 'past_due' and ?2 < current_period_start + ?4)))`;

/** The insert of recordQuestion: isPaidSubscription, then assertMayAsk's Free rule, as SQL. */
const RECORD_QUESTION = `insert into question_log (user_id, created_at, message_id) values (?1, case
  when ${PAID} then ?2
  when ?5 and (select count(*) from question_log where user_id = ?1 and created_at > ?6) < ?7 then ?2 end, ?8)`;

/** One row, `paid` 1 or 0: whether the user is paying now, as recordQuestion decides it. */
export const paidNow = (d1: D1Database, userId: string, now: number) =>
  d1.prepare(`select ${PAID} as paid`).bind(userId, now, RENEWAL_SLACK_MS, PAST_DUE_GRACE_DAYS * DAY_MS);

/**
 * Counts a question only if the user may ask it, decided as it writes: a refused one writes NULL into a
 * NOT NULL column, so its whole batch rolls back (D1 runs a batch as one transaction), racing sends
 * included. The caller reads entitlements only then, to say why.
 */
export function recordQuestion(
  d1: D1Database,
  env: Pick<Env, 'FREE_MONTHLY_QUESTIONS'>,
  userId: string,
  createdAt: number,
  withImage: boolean,
  messageId: string,
) {
  return d1
    .prepare(RECORD_QUESTION)
    .bind(
      userId,
      createdAt,
      RENEWAL_SLACK_MS,
      PAST_DUE_GRACE_DAYS * DAY_MS,
      withImage ? 0 : 1,
      createdAt - FREE_PERIOD_DAYS * DAY_MS,
      freeQuestionLimit(env),
      messageId,
    );
}

/** A reply that ended empty, failed or stopped, used no question: its question's row goes. */
export const giveBackQuestion = (d1: D1Database, userId: string, messageId: string) =>
  d1.prepare('delete from question_log where message_id = ?1 and user_id = ?2').bind(messageId, userId);
