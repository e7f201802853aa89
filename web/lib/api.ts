import { hc, parseResponse } from 'hono/client';
import type { AppType } from '../../worker/index';
import { getAccessToken, readAuthEntry, useSession } from './session';

export const NETWORK_ERROR_MESSAGE = 'Could not reach the server. Check your connection and try again.';
const FALLBACK_MESSAGE = 'Something went wrong. Please try again.';
/** Refresh this long before the access token expires, so a request never carries a dying token. */
const REFRESH_MARGIN_MS = 60_000;
const REFRESH_LOCK = 'adwise-refresh';

export class ApiError extends Error {
  constructor(
    readonly code: string,
    readonly status: number,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

async function toApiError(res: Response): Promise<ApiError> {
  const body = (await res.json().catch(() => null)) as {
    code?: string;
    message?: string;
    Message?: string;
    Error?: string;
    fields?: Record<string, string>;
  } | null;
  const message = body?.message ?? body?.Message ?? body?.Error ?? FALLBACK_MESSAGE;
  return new ApiError(body?.code ?? 'http_error', res.status, message, body?.fields);
}

async function send(input: RequestInfo | URL, init: RequestInit | undefined, token: string | null) {
  const headers = new Headers(init?.headers);
  if (token && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${token}`);
  try {
    return await fetch(input, { ...init, headers });
  } catch {
    throw new ApiError('network', 0, NETWORK_ERROR_MESSAGE);
  }
}

function expiresAt(token: string): number {
  try {
    const payload = JSON.parse(atob(token.split('.')[1]?.replaceAll('-', '+').replaceAll('_', '/') ?? ''));
    return typeof payload.exp === 'number' ? payload.exp * 1000 : Number.POSITIVE_INFINITY;
  } catch {
    return Number.POSITIVE_INFINITY;
  }
}

let refreshing: Promise<string | null> | null = null;

/** One refresh at a time across the browser's tabs (Web Locks); without them, the server's grace window covers the race. */
function oneTabAtATime<T>(run: () => Promise<T>): Promise<T> {
  return typeof navigator !== 'undefined' && navigator.locks ? navigator.locks.request(REFRESH_LOCK, run) : run();
}

/**
 * Trades the refresh token for a new pair once, however many requests and tabs ask at the same time.
 * `spent` is the access token that was refused or is about to expire.
 */
export function refreshAccessToken(spent = getAccessToken()): Promise<string | null> {
  refreshing ??= oneTabAtATime(async () => {
    const { refreshToken, user, setTokens, signOut } = useSession.getState();
    if (!refreshToken) return null;
    // Another tab got a new pair since `spent` was sent (this one may have waited for the lock): adopt it
    // rather than trade again, let alone replay a used refresh token. Another user's pair is not ours
    // to adopt: the tabs' storage sync switches this one over.
    const stored = readAuthEntry();
    if (stored?.accessToken && stored.refreshToken && stored.accessToken !== spent) {
      if (user && stored.user && stored.user.email !== user.email) return null;
      setTokens({ accessToken: stored.accessToken, refreshToken: stored.refreshToken });
      return stored.accessToken;
    }
    const res = await send(
      '/api/auth/refresh',
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ refreshToken }),
      },
      null,
    ).catch(() => null);
    // A sign-out or another sign-in while the answer was on its way: neither the pair nor a refusal is ours now.
    if (useSession.getState().refreshToken !== refreshToken) return null;
    if (!res?.ok) {
      // A network failure keeps the session for a retry; a refusal ends it.
      if (res) signOut();
      return null;
    }
    const tokens = (await res.json()) as { accessToken: string; refreshToken: string };
    setTokens(tokens);
    return tokens.accessToken;
  }).finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/**
 * fetch with the bearer header when a token exists. A token about to expire is refreshed first;
 * a 401 is retried once after a refresh. A non-2xx answer throws ApiError.
 */
export async function apiFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  let token = getAccessToken();
  if (token && expiresAt(token) - Date.now() < REFRESH_MARGIN_MS) token = (await refreshAccessToken(token)) ?? token;
  let res = await send(input, init, token);
  if (res.status === 401 && token) {
    const fresh = await refreshAccessToken(token);
    if (fresh) res = await send(input, init, fresh);
  }
  if (!res.ok) throw await toApiError(res);
  return res;
}

export const api = hc<AppType>('/', { fetch: apiFetch });

/** Awaits a typed call and returns its success body: `await call(api.api.health.$get())`. */
export const call = parseResponse;

/** The message the server gave for a failed call, else `fallback` (SPEC.md: "server message, else ..."). */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message !== FALLBACK_MESSAGE ? error.message : fallback;
}
