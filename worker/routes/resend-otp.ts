import { Hono } from 'hono';
import { MESSAGES } from '../contract/messages';
import { sendMailLater } from '../lib/mail';
import { codeMail } from '../lib/mail-templates';
import { issueCode } from '../lib/otp';
import { requireUser, type UserEnv } from '../middleware/require-user';

/** SPEC.md's `authentication_app/resend_otp/`: a new e-mail verification code for the signed-in user. */
export const resendOtp = new Hono<UserEnv>().use(requireUser).post('/resend_otp/', async (c) => {
  const user = c.var.user;
  if (user.emailVerifiedAt) return c.json({ message: MESSAGES.alreadyVerified });
  const code = await issueCode(c.var.db, c.env, user.email, 'verify_email');
  sendMailLater(c.executionCtx, c.var.db, c.env, codeMail(user.email, 'verify_email', code));
  return c.json({ message: MESSAGES.codeResent });
});
