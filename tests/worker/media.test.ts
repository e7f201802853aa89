import { createExecutionContext, env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { app } from '../../worker/index';
import { BASE } from './helpers';

const BYTES = Uint8Array.from({ length: 1000 }, (_, i) => i % 256);

/** The Worker with a stand-in for the static assets: one video, and the SPA's page for anything else. */
function get(path: string, range?: string) {
  const ASSETS = {
    fetch: async (input: RequestInfo | URL) =>
      new URL(String(input)).pathname === '/media/walkthrough-ads.mp4'
        ? new Response(BYTES, { headers: { 'content-type': 'video/mp4' } })
        : new Response('<!doctype html>', { headers: { 'content-type': 'text/html' } }),
  } as unknown as Fetcher;
  const headers: HeadersInit = range ? { Range: range } : {};
  return app.request(`${BASE}${path}`, { headers }, { ...env, ASSETS }, createExecutionContext());
}

describe('GET /media/:file', () => {
  it('answers the whole file and says it takes ranges', async () => {
    const res = await get('/media/walkthrough-ads.mp4');
    expect(res.status).toBe(200);
    expect(res.headers.get('accept-ranges')).toBe('bytes');
    expect(res.headers.get('content-type')).toBe('video/mp4');
    expect((await res.arrayBuffer()).byteLength).toBe(1000);
  });

  it.each([
    ['bytes=100-199', 100, 199],
    ['bytes=900-', 900, 999],
    ['bytes=-50', 950, 999],
    ['bytes=990-5000', 990, 999],
  ])('answers %s with 206 and those bytes', async (range, start, end) => {
    const res = await get('/media/walkthrough-ads.mp4', range);
    expect(res.status).toBe(206);
    expect(res.headers.get('content-range')).toBe(`bytes ${start}-${end}/1000`);
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(BYTES.slice(start, end + 1));
  });

  it('answers 416 to a range past the end', async () => {
    const res = await get('/media/walkthrough-ads.mp4', 'bytes=2000-');
    expect(res.status).toBe(416);
    expect(res.headers.get('content-range')).toBe('bytes */1000');
  });

  it('answers 404 for a file that is not there rather than the app page', async () => {
    expect((await get('/media/nothing.mp4')).status).toBe(404);
  });
});
