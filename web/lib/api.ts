import { hc, parseResponse } from 'hono/client';
import type { AppType } from '../../worker/index';
import { getAccessToken } from './session';

export const NETWORK_ERROR_MESSAGE = 'Could not reach the server. Check your connection and try again.';
const FALLBACK_MESSAGE = 'Something went wrong. Please try again.';

/** The one error the SPA throws for a failed call; the UI switches on `code` and shows `message`. */
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

/** fetch with the bearer header when a token exists; a non-2xx answer throws ApiError. */
export async function apiFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const headers = new Headers(init?.headers);
  const token = getAccessToken();
  if (token && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${token}`);
  let res: Response;
  try {
    res = await fetch(input, { ...init, headers });
  } catch {
    throw new ApiError('network', 0, NETWORK_ERROR_MESSAGE);
  }
  if (!res.ok) throw await toApiError(res);
  return res;
}

export const api = hc<AppType>('/', { fetch: apiFetch });

/** Awaits a typed call and returns its success body: `await call(api.api.health.$get())`. */
export const call = parseResponse;
