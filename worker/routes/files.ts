import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { AppError } from '../lib/errors';
import { REPORT_CONTENT_TYPE, verifyFileUrl } from '../lib/report-files';

/** Attached reports, downloaded only through a signed, expiring URL (see lib/report-files.ts). */
export const files = new Hono<AppEnv>().get('/:key{.+}', async (c) => {
  const key = c.req.param('key');
  const expires = Number(c.req.query('expires'));
  const sig = c.req.query('sig') ?? '';
  if (!(await verifyFileUrl(c.env, key, expires, sig))) throw new AppError('not_found', 404);
  const object = await c.env.IMAGES.get(key);
  if (!object) throw new AppError('not_found', 404);
  const type = object.httpMetadata?.contentType ?? '';
  const disposition = object.httpMetadata?.contentDisposition ?? '';
  return c.body(object.body, 200, {
    'Content-Type': type.startsWith(REPORT_CONTENT_TYPE) ? type : 'application/octet-stream',
    'Content-Disposition': disposition.startsWith('attachment') ? disposition : 'attachment',
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': `private, max-age=${Math.max(0, Math.floor((expires - Date.now()) / 1000))}, immutable`,
    'Content-Security-Policy': "default-src 'none'; sandbox",
  });
});
