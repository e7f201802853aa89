import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { MESSAGES } from '../contract/messages';
import type { AppEnv } from '../env';
import { tooManyRequests } from '../lib/errors';

/** Both limiters count per minute (wrangler.toml). */
const PERIOD_MS = 60_000;

type Limiter = 'ABUSE_LIMITER' | 'REFRESH_LIMITER';

/** Cloudflare sets CF-Connecting-IP on every request it forwards; a client cannot choose it there. */
export const clientIp = (c: Context<AppEnv>) => c.req.header('cf-connecting-ip') ?? 'unknown';

/** Counts one attempt under `key` (for example `login:email:ada@example.com`) and answers 429 past the limit. */
export async function enforceLimit(env: Env, limiter: Limiter, key: string): Promise<void> {
  const { success } = await env[limiter].limit({ key });
  if (!success) throw tooManyRequests(MESSAGES.tooManyAttempts, PERIOD_MS);
}

/** A per-IP limit on one action, checked before anything else runs. */
export const limitPerIp = (action: string, limiter: Limiter = 'ABUSE_LIMITER') =>
  createMiddleware<AppEnv>(async (c, next) => {
    await enforceLimit(c.env, limiter, `${action}:ip:${clientIp(c)}`);
    await next();
  });
