import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, call } from '../../web/lib/api';
import { useSession } from '../../web/lib/session';

/** A token the SPA can read the expiry of (the server checks the signature; the SPA never does). */
const token = (name: string, expiresInS: number) =>
  `${btoa('{"alg":"HS256"}')}.${btoa(JSON.stringify({ sub: name, exp: Math.floor(Date.now() / 1000) + expiresInS }))}.sig`;

type Route = (url: string, headers: Headers) => Response;

function stubServer(route: Route) {
  const calls: { url: string; auth: string | null }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const headers = new Headers(init?.headers);
      calls.push({ url, auth: headers.get('Authorization') });
      return route(url, headers);
    }),
  );
  return calls;
}

const FRESH = token('fresh', 900);
const refreshOk = () => Response.json({ accessToken: FRESH, refreshToken: 'refresh-2' });
const healthAuthed = (headers: Headers) =>
  headers.get('Authorization') === `Bearer ${FRESH}`
    ? Response.json({ ok: true })
    : Response.json({ code: 'unauthorized', message: 'Please log in to continue.' }, { status: 401 });

afterEach(() => vi.unstubAllGlobals());

describe('token refresh', () => {
  it('refreshes once on a 401, retries, and keeps the new pair', async () => {
    useSession.setState({
      user: { name: 'A', email: 'a@example.com' },
      accessToken: token('old', 900),
      refreshToken: 'refresh-1',
    });
    const calls = stubServer((url, headers) =>
      url.endsWith('/api/auth/refresh') ? refreshOk() : healthAuthed(headers),
    );
    await expect(call(api.api.health.$get())).resolves.toEqual({ ok: true });
    expect(calls.map((c) => c.url.replace(/^.*\/api/, '/api'))).toEqual([
      '/api/health',
      '/api/auth/refresh',
      '/api/health',
    ]);
    expect(useSession.getState()).toMatchObject({ accessToken: FRESH, refreshToken: 'refresh-2' });
    expect(JSON.parse(localStorage.getItem('auth') ?? '{}')).toMatchObject({
      accessToken: FRESH,
      refreshToken: 'refresh-2',
    });
  });

  it('refreshes a token about to expire before sending the request', async () => {
    useSession.setState({ accessToken: token('dying', 30), refreshToken: 'refresh-1' });
    const calls = stubServer((url, headers) =>
      url.endsWith('/api/auth/refresh') ? refreshOk() : healthAuthed(headers),
    );
    await call(api.api.health.$get());
    expect(calls.map((c) => c.url.replace(/^.*\/api/, '/api'))).toEqual(['/api/auth/refresh', '/api/health']);
  });

  it('asks for one refresh however many calls fail at once', async () => {
    useSession.setState({ accessToken: token('old', 900), refreshToken: 'refresh-1' });
    const calls = stubServer((url, headers) =>
      url.endsWith('/api/auth/refresh') ? refreshOk() : healthAuthed(headers),
    );
    await Promise.all([call(api.api.health.$get()), call(api.api.health.$get()), call(api.api.health.$get())]);
    expect(calls.filter((c) => c.url.endsWith('/api/auth/refresh'))).toHaveLength(1);
  });

  it('signs out when the refresh is refused, and the call fails with 401', async () => {
    useSession.setState({
      user: { name: 'A', email: 'a@example.com' },
      accessToken: token('old', 900),
      refreshToken: 'stolen',
    });
    stubServer((url) =>
      url.endsWith('/api/auth/refresh')
        ? Response.json({ code: 'unauthorized', message: 'Your session has ended.' }, { status: 401 })
        : Response.json({ code: 'unauthorized', message: 'Please log in to continue.' }, { status: 401 }),
    );
    await expect(call(api.api.health.$get())).rejects.toMatchObject({ status: 401 });
    expect(useSession.getState()).toMatchObject({ user: null, accessToken: null, refreshToken: null });
  });

  it('refreshes under a browser-wide lock, and a tab that waited adopts the pair another tab got', async () => {
    useSession.setState({ accessToken: token('old', 900), refreshToken: 'refresh-1' });
    localStorage.setItem('auth', JSON.stringify({ accessToken: token('old', 900), refreshToken: 'refresh-1' }));
    const held: string[] = [];
    // Another tab holds the lock first and stores the pair it got, as setTokens does.
    vi.stubGlobal('navigator', {
      ...navigator,
      locks: {
        request: async (name: string, run: () => Promise<unknown>) => {
          held.push(name);
          localStorage.setItem('auth', JSON.stringify({ accessToken: FRESH, refreshToken: 'refresh-2' }));
          return run();
        },
      },
    });
    const calls = stubServer((url, headers) =>
      url.endsWith('/api/auth/refresh') ? refreshOk() : healthAuthed(headers),
    );
    await expect(call(api.api.health.$get())).resolves.toEqual({ ok: true });
    expect(held).toEqual(['adwise-refresh']);
    expect(calls.filter((c) => c.url.endsWith('/api/auth/refresh'))).toHaveLength(0);
    expect(useSession.getState()).toMatchObject({ accessToken: FRESH, refreshToken: 'refresh-2' });
  });

  it("does not adopt another user's pair that another tab stored", async () => {
    useSession.setState({
      user: { name: 'A', email: 'a@example.com' },
      accessToken: token('old', 900),
      refreshToken: 'r-a',
    });
    localStorage.setItem(
      'auth',
      JSON.stringify({ accessToken: FRESH, refreshToken: 'r-b', user: { name: 'B', email: 'b@example.com' } }),
    );
    const calls = stubServer(() => Response.json({ code: 'unauthorized', message: 'no' }, { status: 401 }));
    await expect(call(api.api.health.$get())).rejects.toMatchObject({ status: 401 });
    expect(calls.filter((c) => c.url.endsWith('/api/auth/refresh'))).toHaveLength(0);
    expect(useSession.getState()).toMatchObject({ refreshToken: 'r-a' });
  });

  it('keeps a sign-in that happened while a refresh was on its way: the refusal was for the old session', async () => {
    useSession.setState({
      user: { name: 'A', email: 'a@example.com' },
      accessToken: token('old', 900),
      refreshToken: 'r-a',
    });
    localStorage.removeItem('auth');
    stubServer((url) => {
      if (url.endsWith('/api/auth/refresh')) {
        useSession.setState({ user: { name: 'B', email: 'b@example.com' }, accessToken: FRESH, refreshToken: 'r-b' });
        return Response.json({ code: 'unauthorized', message: 'Your session has ended.' }, { status: 401 });
      }
      return Response.json({ code: 'unauthorized', message: 'no' }, { status: 401 });
    });
    await expect(call(api.api.health.$get())).rejects.toMatchObject({ status: 401 });
    expect(useSession.getState()).toMatchObject({ user: { email: 'b@example.com' }, refreshToken: 'r-b' });
  });

  it('does not try to refresh a call made without a token', async () => {
    const calls = stubServer(() => Response.json({ code: 'unauthorized', message: 'no' }, { status: 401 }));
    await expect(call(api.api.health.$get())).rejects.toMatchObject({ status: 401 });
    expect(calls).toHaveLength(1);
  });
});
