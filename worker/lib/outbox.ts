import { and, eq, lt } from 'drizzle-orm';
import { mailOutbox } from '../db/schema';
import type { Db } from '../env';
import { type Mail, type MailEnv, sendMail } from './mail';

/** A claim older than this is taken to belong to a run that died; the mail is tried again under the same key. */
export const STALE_CLAIM_MS = 10 * 60_000;

/** `sent`: this call sent it; `already-sent`: an earlier run did; `claimed`: another run is sending it now. */
export type OutboxResult = 'sent' | 'already-sent' | 'claimed';

/**
 * Sends a mail at most once per key, however many runs try at once: one upsert claims the key and only one
 * run wins it. A send that fails frees the claim for the next run; Resend (and the dev mailbox) keep a mail
 * sent twice under one Idempotency-Key once, which covers a run that dies between sending and marking.
 */
export async function sendMailOnce(
  db: Db,
  env: MailEnv,
  key: string,
  mail: Mail,
  now = Date.now(),
): Promise<OutboxResult> {
  const [claim] = await db
    .insert(mailOutbox)
    .values({ key, status: 'pending', claimedAt: now })
    .onConflictDoUpdate({
      target: mailOutbox.key,
      set: { claimedAt: now },
      setWhere: and(eq(mailOutbox.status, 'pending'), lt(mailOutbox.claimedAt, now - STALE_CLAIM_MS)),
    })
    .returning({ key: mailOutbox.key });
  if (!claim) {
    const [row] = await db.select({ status: mailOutbox.status }).from(mailOutbox).where(eq(mailOutbox.key, key));
    return row?.status === 'sent' ? 'already-sent' : 'claimed';
  }
  try {
    await sendMail(db, env, mail, key);
  } catch (error) {
    await db
      .update(mailOutbox)
      .set({ claimedAt: 0 })
      .where(and(eq(mailOutbox.key, key), eq(mailOutbox.status, 'pending'), eq(mailOutbox.claimedAt, now)));
    throw error;
  }
  await db.update(mailOutbox).set({ status: 'sent', sentAt: Date.now() }).where(eq(mailOutbox.key, key));
  return 'sent';
}
