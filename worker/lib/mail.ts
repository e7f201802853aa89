import { Resend } from 'resend';
import { devMails } from '../db/schema';
import { type Db, isLocal } from '../env';

export type Mail = { to: string; subject: string; text: string; html: string; replyTo?: string };

export type MailEnv = { RESEND_API_KEY?: string; MAIL_FROM: string; ENVIRONMENT: string };

/** The dev mailbox stands in for Resend only on a local machine (or in tests) with no key. */
export function mailboxEnabled(env: MailEnv): boolean {
  return !env.RESEND_API_KEY && isLocal(env);
}

/** `idempotencyKey`: Resend (and the dev mailbox) keep a mail sent twice under one key once. */
export async function sendMail(db: Db, env: MailEnv, mail: Mail, idempotencyKey?: string): Promise<void> {
  if (env.RESEND_API_KEY) {
    const { error } = await new Resend(env.RESEND_API_KEY).emails.send(
      { from: env.MAIL_FROM, ...mail },
      idempotencyKey ? { idempotencyKey } : undefined,
    );
    if (error) throw new Error(`Resend refused the mail to ${mail.to}: ${error.message}`);
    return;
  }
  if (!mailboxEnabled(env)) throw new Error('RESEND_API_KEY is not set; production cannot send mail');
  const { to, subject, text, html } = mail;
  await db.insert(devMails).values({ to, subject, text, html, idempotencyKey }).onConflictDoNothing();
  console.log(`[dev mailbox] to ${mail.to}: ${mail.subject}\n${mail.text}`);
}

/** Sends after the answer has gone (so response time says nothing about the account), logging failures. */
export function sendMailLater(
  ctx: { waitUntil(promise: Promise<unknown>): void },
  db: Db,
  env: MailEnv,
  mail: Mail | Promise<Mail | null | undefined>,
): void {
  ctx.waitUntil(
    Promise.resolve(mail)
      .then((ready) => ready && sendMail(db, env, ready))
      .catch((error: unknown) => console.error('mail: not sent', error)),
  );
}
