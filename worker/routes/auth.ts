import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import {
  forgotPasswordSchema,
  googleSchema,
  loginSchema,
  refreshSchema,
  resetPasswordSchema,
  signUpSchema,
  verifyOtpSchema,
} from '../contract/auth';
import { MESSAGES } from '../contract/messages';
import { OTP_PURPOSES, users } from '../db/schema';
import type { AppEnv } from '../env';
import { AppError, tooManyRequests } from '../lib/errors';
import { verifyGoogleIdToken } from '../lib/google';
import { sendMailLater } from '../lib/mail';
import { codeMail } from '../lib/mail-templates';
import { checkCode, issueCode, spendCode } from '../lib/otp';
import { hashPassword, needsRehash, verifyPassword } from '../lib/password';
import { countFailures, recordFailure } from '../lib/rate-limit';
import { revokeSessionByRefreshToken, revokeUserSessions, rotateRefreshToken, startSession } from '../lib/session';
import { findUserByEmail, toPublicUser } from '../lib/users';
import { enforceLimit, limitPerIp } from '../middleware/rate-limit';
import { validate } from '../middleware/validate';

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILED_LOGINS = 10;

export const auth = new Hono<AppEnv>()
  .post('/signup', limitPerIp('signup'), validate('json', signUpSchema), async (c) => {
    const { name, email, password } = c.req.valid('json');
    const db = c.var.db;
    if (await findUserByEmail(db, email)) throw new AppError('conflict', 409, MESSAGES.emailTaken);
    const [user] = await db
      .insert(users)
      .values({ name, email, passwordHash: await hashPassword(password, c.env.PASSWORD_PEPPER) })
      .returning();
    if (!user) throw new Error('user insert returned nothing');
    const code = await issueCode(db, c.env, email, 'verify_email');
    sendMailLater(c.executionCtx, db, c.env, codeMail(email, 'verify_email', code));
    const tokens = await startSession(db, c.env, user.id);
    return c.json({ message: MESSAGES.signedUp, ...tokens, user: await toPublicUser(c.env, user) }, 201);
  })

  .post('/login', limitPerIp('login'), validate('json', loginSchema), async (c) => {
    const { email, password } = c.req.valid('json');
    const db = c.var.db;
    const failureKey = `login:${email}`;
    if ((await countFailures(db, failureKey, LOGIN_WINDOW_MS)) >= MAX_FAILED_LOGINS) {
      throw tooManyRequests(MESSAGES.tooManyLogins, LOGIN_WINDOW_MS);
    }
    // Failures lock an account out above; this also caps attempts on one account spread over many addresses.
    await enforceLimit(c.env, 'ABUSE_LIMITER', `login:email:${email}`);
    // An unknown e-mail runs the same hash against a decoy, so time and answer give nothing away.
    const user = await findUserByEmail(db, email);
    const ok = await verifyPassword(password, user?.passwordHash ?? null, c.env.PASSWORD_PEPPER);
    if (!ok || !user) {
      await recordFailure(db, failureKey);
      throw new AppError('unauthorized', 401, MESSAGES.badCredentials);
    }
    if (user.passwordHash && needsRehash(user.passwordHash)) {
      const passwordHash = await hashPassword(password, c.env.PASSWORD_PEPPER);
      await db.update(users).set({ passwordHash }).where(eq(users.id, user.id));
    }
    const tokens = await startSession(db, c.env, user.id);
    return c.json({ ...tokens, user: await toPublicUser(c.env, user) });
  })

  .post('/verify-otp', limitPerIp('code'), validate('json', verifyOtpSchema), async (c) => {
    const { email, otp, purpose } = c.req.valid('json');
    const db = c.var.db;
    // SPEC.md's clients send only e-mail and code: then a live code of either purpose is accepted.
    const code = await checkCode(db, c.env, { email, code: otp, purposes: purpose ? [purpose] : OTP_PURPOSES });
    if (!code) throw new AppError('validation', 422, MESSAGES.codeRejected);
    // A reset code is only checked here; /password/reset/verify uses it up with the new password.
    if (code.purpose === 'reset_password') return c.json({ message: MESSAGES.codeChecked, user: null });
    if (!(await spendCode(db, code))) throw new AppError('validation', 422, MESSAGES.codeRejected);
    const user = await findUserByEmail(db, email);
    if (!user) throw new AppError('validation', 422, MESSAGES.codeRejected);
    const [verified] = await db
      .update(users)
      .set({ emailVerifiedAt: Date.now(), updatedAt: Date.now() })
      .where(eq(users.id, user.id))
      .returning();
    return c.json({ message: MESSAGES.verified, user: verified ? await toPublicUser(c.env, verified) : null });
  })

  .post('/password/reset', limitPerIp('code'), validate('json', forgotPasswordSchema), async (c) => {
    const { email } = c.req.valid('json');
    const db = c.var.db;
    // Same limits, answer and timing whether or not the account exists; only a real account is mailed, afterwards.
    const code = await issueCode(db, c.env, email, 'reset_password');
    const mail = findUserByEmail(db, email).then((user) => user && codeMail(user.email, 'reset_password', code));
    sendMailLater(c.executionCtx, db, c.env, mail);
    return c.json({ message: MESSAGES.resetCodeSent });
  })

  .post('/password/reset/verify', limitPerIp('code'), validate('json', resetPasswordSchema), async (c) => {
    const { email, otp, newPassword } = c.req.valid('json');
    const db = c.var.db;
    const user = await findUserByEmail(db, email);
    const code = await checkCode(db, c.env, { email, code: otp, purposes: ['reset_password'] });
    if (!code || !(await spendCode(db, code)) || !user) throw new AppError('validation', 422, MESSAGES.codeRejected);
    const passwordHash = await hashPassword(newPassword, c.env.PASSWORD_PEPPER);
    // Knowing the code proves the mailbox, so the address counts as verified too.
    await db
      .update(users)
      .set({ passwordHash, emailVerifiedAt: user.emailVerifiedAt ?? Date.now(), updatedAt: Date.now() })
      .where(eq(users.id, user.id));
    await revokeUserSessions(db, user.id);
    return c.json({ message: MESSAGES.passwordReset });
  })

  .post('/refresh', limitPerIp('refresh', 'REFRESH_LIMITER'), validate('json', refreshSchema), async (c) => {
    const tokens = await rotateRefreshToken(c.var.db, c.env, c.req.valid('json').refreshToken);
    if (!tokens) throw new AppError('unauthorized', 401, MESSAGES.sessionExpired);
    return c.json(tokens);
  })

  .post('/logout', validate('json', refreshSchema), async (c) => {
    await revokeSessionByRefreshToken(c.var.db, c.req.valid('json').refreshToken);
    return c.json({ message: MESSAGES.loggedOut });
  })

  .post('/oauth/google', limitPerIp('login'), validate('json', googleSchema), async (c) => {
    if (!c.env.GOOGLE_CLIENT_ID) throw new AppError('not_found', 404, MESSAGES.googleOff);
    const identity = await verifyGoogleIdToken(c.req.valid('json').credential, c.env.GOOGLE_CLIENT_ID);
    if (!identity) throw new AppError('unauthorized', 401, MESSAGES.googleFailed);
    const db = c.var.db;
    let user = await db.query.users.findFirst({ where: eq(users.googleSub, identity.sub) });
    if (!user) {
      const existing = await findUserByEmail(db, identity.email);
      // Linking by e-mail is safe only when Google vouches for the address.
      if (existing && !identity.emailVerified) throw new AppError('unauthorized', 401, MESSAGES.googleFailed);
      const verifiedAt = identity.emailVerified ? Date.now() : null;
      [user] = existing
        ? await db
            .update(users)
            .set({ googleSub: identity.sub, emailVerifiedAt: existing.emailVerifiedAt ?? verifiedAt })
            .where(eq(users.id, existing.id))
            .returning()
        : await db
            .insert(users)
            .values({
              name: identity.name,
              email: identity.email,
              googleSub: identity.sub,
              emailVerifiedAt: verifiedAt,
            })
            .returning();
    }
    if (!user) throw new Error('google sign-in stored no user');
    const tokens = await startSession(db, c.env, user.id);
    return c.json({ ...tokens, user: await toPublicUser(c.env, user) });
  });
