import { Hono } from 'hono';
import type { AppEnv } from '../env';

const BYTES = /^bytes=(\d*)-(\d*)$/;

/** Byte ranges so the player can seek: the static-asset server answers every request whole. */
export const media = new Hono<AppEnv>().get('/:file', async (c) => {
  const asset = await c.env.ASSETS.fetch(new URL(c.req.path, c.req.url));
  const type = asset.headers.get('content-type') ?? '';
  // Not a media file: the SPA's fallback page, which is no answer to /media/...
  if (!asset.ok || type.startsWith('text/html')) return c.body(null, 404);
  const headers = new Headers({
    'Content-Type': type,
    'Accept-Ranges': 'bytes',
    'Cache-Control': 'public, max-age=86400',
    'X-Content-Type-Options': 'nosniff',
  });
  const range = BYTES.exec(c.req.header('Range') ?? '');
  if (!range) return new Response(asset.body, { headers });

  const body = new Uint8Array(await asset.arrayBuffer());
  const size = body.length;
  const [, from = '', to = ''] = range;
  const start = from === '' ? Math.max(0, size - Number(to)) : Number(from);
  const end = from === '' || to === '' ? size - 1 : Math.min(Number(to), size - 1);
  if (start > end || start >= size) {
    headers.set('Content-Range', `bytes */${size}`);
    return new Response(null, { status: 416, headers });
  }
  headers.set('Content-Range', `bytes ${start}-${end}/${size}`);
  return new Response(body.slice(start, end + 1), { status: 206, headers });
});
