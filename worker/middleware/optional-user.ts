import { createMiddleware } from 'hono/factory';
import type { User } from '../db/schema';
import type { AppEnv } from '../env';
import { AppError } from '../lib/errors';
import { verifyAccessToken } from '../lib/session';

export type OptionalUserEnv = AppEnv & { Variables: { user: User | null } };

/** A token that no longer works answers 401, so the SPA refreshes it rather than posting anonymously. */
export const optionalUser = createMiddleware<OptionalUserEnv>(async (c, next) => {
  const header = c.req.header('Authorization');
  if (!header) {
    c.set('user', null);
    return next();
  }
  const token = header.startsWith('Bearer ') ? header.slice(7).trim() : '';
  const verified = token ? await verifyAccessToken(c.var.db, c.env, token) : null;
  if (!verified) throw new AppError('unauthorized', 401);
  c.set('user', verified.user);
  await next();
});
