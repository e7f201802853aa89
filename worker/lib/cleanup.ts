import { lt, or } from 'drizzle-orm';
import {
  authFailures,
  devMails,
  mailOutbox,
  otpCodes,
  problemReports,
  questionLog,
  refreshTokens,
  sessions,
  stripeEvents,
} from '../db/schema';
import type { Db } from '../env';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Daily: drop rows no rule looks at any more (every window above is at most 30 days). */
export async function pruneExpiredRows(db: Db, now = Date.now()): Promise<void> {
  await db.batch([
    db.delete(authFailures).where(lt(authFailures.createdAt, now - 2 * DAY_MS)),
    db.delete(otpCodes).where(lt(otpCodes.createdAt, now - 2 * DAY_MS)),
    db.delete(sessions).where(or(lt(sessions.expiresAt, now), lt(sessions.revokedAt, now - DAY_MS))),
    db.delete(refreshTokens).where(lt(refreshTokens.usedAt, now - 31 * DAY_MS)),
    db.delete(devMails).where(lt(devMails.createdAt, now - 7 * DAY_MS)),
    // The free quota looks back 30 days; Stripe retries an event for 3 days.
    db.delete(questionLog).where(lt(questionLog.createdAt, now - 31 * DAY_MS)),
    db.delete(stripeEvents).where(lt(stripeEvents.receivedAt, now - 30 * DAY_MS)),
    // The privacy policy promises support reports are kept 12 months.
    // A key is only ever sent again within minutes of its claim (Resend keeps keys 24 hours).
    db.delete(mailOutbox).where(lt(mailOutbox.claimedAt, now - 30 * DAY_MS)),
    db.delete(problemReports).where(lt(problemReports.createdAt, now - 365 * DAY_MS)),
  ]);
}
