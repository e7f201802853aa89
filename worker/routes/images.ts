import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { AppError } from '../lib/errors';
import { verifyImageUrl } from '../lib/images';

/** Private images, served only through a signed, expiring URL (see lib/images.ts). */
export const images = new Hono<AppEnv>().get('/:key{.+}', async (c) => {
  const key = c.req.param('key');
  const expires = Number(c.req.query('expires'));
  const sig = c.req.query('sig') ?? '';
  if (!(await verifyImageUrl(c.env, key, expires, sig))) throw new AppError('not_found', 404);
  const object = await c.env.IMAGES.get(key);
  if (!object) throw new AppError('not_found', 404);
  return c.body(object.body, 200, {
    'Content-Type': object.httpMetadata?.contentType ?? 'application/octet-stream',
    'Cache-Control': `private, max-age=${Math.max(0, Math.floor((expires - Date.now()) / 1000))}, immutable`,
    'Content-Security-Policy': "default-src 'none'; sandbox",
  });
});
