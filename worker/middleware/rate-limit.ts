import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { MESSAGES } from '../contract/messages';
import type { AppEnv } from '../env';
import { tooManyRequests } from '../lib/errors';

const PERIOD_MS = 60_000;

type Limiter = 'ABUSE_LIMITER' | 'REFRESH_LIMITER';

/** Cloudflare sets CF-Connecting-IP on every request it forwards; a client cannot choose it there. */
export const clientIp = (c: Context<AppEnv>) => c.req.header('cf-connecting-ip') ?? 'unknown';

export async function enforceLimit(env: Env, limiter: Limiter, key: string): Promise<void> {
  const { success } = await env[limiter].limit({ key });
  if (!success) throw tooManyRequests(MESSAGES.tooManyAttempts, PERIOD_MS);
}

export const limitPerIp = (action: string, limiter: Limiter = 'ABUSE_LIMITER') =>
  createMiddleware<AppEnv>(async (c, next) => {
    await enforceLimit(c.env, limiter, `${action}:ip:${clientIp(c)}`);
    await next();
  });
