import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api, call, NETWORK_ERROR_MESSAGE } from '../../web/lib/api';
import { AUTH_KEY, useSession } from '../../web/lib/session';

function stubFetch(response: Response | Error) {
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => {
    if (response instanceof Error) throw response;
    return response;
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const sentAuthorization = (fetchMock: ReturnType<typeof stubFetch>) =>
  new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get('Authorization');

afterEach(() => vi.unstubAllGlobals());

describe('the API client', () => {
  it('returns the typed success body', async () => {
    const fetchMock = stubFetch(json({ ok: true }));
    const body = await call(api.api.health.$get());
    expect(body.ok).toBe(true);
    expect(String(fetchMock.mock.calls[0]?.[0])).toMatch(/\/api\/health$/);
  });

  it('sends the bearer token from the state', async () => {
    useSession.setState({ accessToken: 'state-token' });
    const fetchMock = stubFetch(json({ ok: true }));
    await call(api.api.health.$get());
    expect(sentAuthorization(fetchMock)).toBe('Bearer state-token');
  });

  it("falls back to the stored 'auth' entry's token", async () => {
    localStorage.setItem(AUTH_KEY, JSON.stringify({ accessToken: 'entry-token' }));
    const fetchMock = stubFetch(json({ ok: true }));
    await call(api.api.health.$get());
    expect(sentAuthorization(fetchMock)).toBe('Bearer entry-token');
  });

  it('sends no Authorization header without a token', async () => {
    const fetchMock = stubFetch(json({ ok: true }));
    await call(api.api.health.$get());
    expect(sentAuthorization(fetchMock)).toBeNull();
  });

  it('turns the error envelope into an ApiError with code, status, message and fields', async () => {
    stubFetch(json({ code: 'validation', message: 'Please check.', fields: { email: 'Invalid email address' } }, 422));
    const error = await call(api.api.health.$get()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      code: 'validation',
      status: 422,
      message: 'Please check.',
      fields: { email: 'Invalid email address' },
    });
  });

  it.each([
    [{ Message: 'Invalid Email' }, 'Invalid Email'],
    [{ Error: 'Email already exists' }, 'Email already exists'],
  ])('reads the message from the spec variant %j', async (body, message) => {
    stubFetch(json(body, 400));
    await expect(call(api.api.health.$get())).rejects.toMatchObject({ status: 400, message });
  });

  it('gives a readable message for a body that is not JSON', async () => {
    stubFetch(new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(call(api.api.health.$get())).rejects.toMatchObject({
      status: 502,
      message: 'Something went wrong. Please try again.',
    });
  });

  it('reports a network failure as code network', async () => {
    stubFetch(new TypeError('Failed to fetch'));
    await expect(call(api.api.health.$get())).rejects.toMatchObject({
      code: 'network',
      message: NETWORK_ERROR_MESSAGE,
    });
  });
});
