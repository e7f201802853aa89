import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { AppError } from '../lib/errors';

export const health = new Hono<AppEnv>().get('/', async (c) => {
  try {
    await c.env.DB.prepare('select 1').first();
  } catch (error) {
    console.error('health: D1 did not answer', error);
    throw new AppError('unavailable', 503);
  }
  return c.json({ ok: true as const });
});
