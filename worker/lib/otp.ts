import { and, count, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import { type OtpPurpose, otpCodes } from '../db/schema';
import type { Db } from '../env';
import { fromBase64Url, hmacSha256, requireSecret, timingSafeEqual, toBase64Url } from './crypto';
import { tooManyRequests } from './errors';
import { countFailures, recordFailure } from './rate-limit';

export const OTP_TTL_MS = 10 * 60 * 1000;
export const MAX_ATTEMPTS_PER_CODE = 5;
export const MAX_FAILURES_PER_DAY = 10;
export const MAX_CODES_PER_HOUR = 5;
export const RESEND_INTERVAL_MS = 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

export const OTP_MESSAGES = {
  tooSoon: 'Please wait a minute before asking for another code.',
  tooMany: 'Too many codes were requested for this e-mail. Please try again in an hour.',
  tooManyFailures: 'Too many wrong codes. Please try again tomorrow or contact support.',
} as const;

type Env = { OTP_SECRET: string; OTP_LENGTH?: string };

export function otpLength(env: { OTP_LENGTH?: string }): number {
  const length = Number(env.OTP_LENGTH ?? 6);
  return Number.isInteger(length) && length >= 4 && length <= 8 ? length : 6;
}

/** Uniform random digits: values past the largest multiple of 10^n are drawn again, so no code is likelier. */
export function generateCode(length: number): string {
  const range = 10 ** length;
  const limit = Math.floor(0x1_0000_0000 / range) * range;
  const word = new Uint32Array(1);
  do crypto.getRandomValues(word);
  while ((word[0] ?? limit) >= limit);
  return String((word[0] ?? 0) % range).padStart(length, '0');
}

async function hashCode(env: Env, email: string, purpose: OtpPurpose, code: string) {
  return hmacSha256(requireSecret(env.OTP_SECRET, 'OTP_SECRET'), `${purpose}:${email}:${code}`);
}

const failureKey = (email: string, purpose: OtpPurpose) => `otp:${purpose}:${email}`;

/** A fresh code for this e-mail and purpose, replacing any live one; 429 past the send limits. */
export async function issueCode(db: Db, env: Env, email: string, purpose: OtpPurpose): Promise<string> {
  const now = Date.now();
  // The hourly cap counts every code for the address; the minute between sends is per purpose.
  const recent = await db
    .select({
      n: count(),
      latest: sql<number | null>`max(case when ${otpCodes.purpose} = ${purpose} then ${otpCodes.createdAt} end)`,
    })
    .from(otpCodes)
    .where(and(eq(otpCodes.email, email), gt(otpCodes.createdAt, now - HOUR_MS)));
  const { n = 0, latest } = recent[0] ?? {};
  if (latest && latest > now - RESEND_INTERVAL_MS) {
    throw tooManyRequests(OTP_MESSAGES.tooSoon, latest + RESEND_INTERVAL_MS - now);
  }
  if (n >= MAX_CODES_PER_HOUR) throw tooManyRequests(OTP_MESSAGES.tooMany, HOUR_MS);

  const code = generateCode(otpLength(env));
  const codeHash = toBase64Url(await hashCode(env, email, purpose, code));
  await db.batch([
    db
      .update(otpCodes)
      .set({ closedAt: now })
      .where(and(eq(otpCodes.email, email), eq(otpCodes.purpose, purpose), isNull(otpCodes.closedAt))),
    db.insert(otpCodes).values({ email, purpose, codeHash, createdAt: now, expiresAt: now + OTP_TTL_MS }),
  ]);
  return code;
}

type LiveCode = { id: string; purpose: OtpPurpose };

/**
 * SPEC.md's clients name no purpose, so a code may be either. A miss counts against each live code (dead
 * after 5) and against the e-mail (429 after 10 in a day, across codes). Nothing is used up here.
 */
export async function checkCode(
  db: Db,
  env: Env,
  { email, code, purposes }: { email: string; code: string; purposes: readonly OtpPurpose[] },
): Promise<LiveCode | null> {
  const failures = await Promise.all(purposes.map((p) => countFailures(db, failureKey(email, p), DAY_MS)));
  if (failures.some((n) => n >= MAX_FAILURES_PER_DAY)) throw tooManyRequests(OTP_MESSAGES.tooManyFailures, DAY_MS);
  const now = Date.now();
  const live = await db.query.otpCodes.findMany({
    where: and(
      eq(otpCodes.email, email),
      inArray(otpCodes.purpose, [...purposes]),
      isNull(otpCodes.closedAt),
      gt(otpCodes.expiresAt, now),
      lt(otpCodes.attempts, MAX_ATTEMPTS_PER_CODE),
    ),
  });
  for (const row of live) {
    const given = await hashCode(env, email, row.purpose, code);
    if (timingSafeEqual(given, fromBase64Url(row.codeHash))) return { id: row.id, purpose: row.purpose };
  }
  await Promise.all([
    ...live.map((row) =>
      db
        .update(otpCodes)
        .set({
          attempts: sql`${otpCodes.attempts} + 1`,
          closedAt: sql`case when ${otpCodes.attempts} + 1 >= ${MAX_ATTEMPTS_PER_CODE} then ${now} else null end`,
        })
        .where(eq(otpCodes.id, row.id)),
    ),
    ...purposes.map((p) => recordFailure(db, failureKey(email, p))),
  ]);
  return null;
}

/** Uses a checked code up, atomically: false if a parallel request used it first. */
export async function spendCode(db: Db, code: LiveCode): Promise<boolean> {
  const used = await db
    .update(otpCodes)
    .set({ closedAt: Date.now() })
    .where(and(eq(otpCodes.id, code.id), isNull(otpCodes.closedAt)))
    .returning({ id: otpCodes.id });
  return used.length === 1;
}
