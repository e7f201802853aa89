import { createMiddleware } from 'hono/factory';
import type { User } from '../db/schema';
import type { AppEnv } from '../env';
import { AppError } from '../lib/errors';
import { verifyAccessToken } from '../lib/session';

export type UserEnv = AppEnv & { Variables: { user: User; sessionId: string } };

export const requireUser = createMiddleware<UserEnv>(async (c, next) => {
  // Sub-apps mounted under another's prefix (/api/chatbot/messages under /api/chatbot) each run this: once is enough.
  if (c.get('user')) return next();
  const header = c.req.header('Authorization') ?? '';
  const token = header.startsWith('Bearer ') ? header.slice(7).trim() : '';
  const verified = token ? await verifyAccessToken(c.var.db, c.env, token) : null;
  if (!verified) throw new AppError('unauthorized', 401);
  c.set('user', verified.user);
  c.set('sessionId', verified.sessionId);
  await next();
});
