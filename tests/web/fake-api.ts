import { vi } from 'vitest';
import type { AppConfig } from '../../web/lib/app-config';

/** One request the SPA made, as the fake API saw it. */
export type ApiCall = { method: string; path: string; search: URLSearchParams; body: unknown; headers: Headers };
type Answer = Response | ((call: ApiCall) => Response | Promise<Response>);

export const DEFAULT_CONFIG: AppConfig = { otpLength: 6, googleClientId: null, persona: 'ads', vision: true };

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The Worker's error envelope (worker/lib/errors.ts). */
export const apiError = (status: number, code: string, message: string) => json({ code, message }, status);

function bodyOf(init: RequestInit | undefined): unknown {
  if (typeof init?.body === 'string') return JSON.parse(init.body);
  return init?.body ?? null;
}

/**
 * Stubs fetch with answers keyed 'METHOD /path'; GET /api/config answers `config` unless given.
 * Anything else answers the Worker's 404. Returns every call made, in order.
 */
export function fakeApi(answers: Record<string, Answer> = {}, config: Partial<AppConfig> = {}) {
  const calls: ApiCall[] = [];
  const routes: Record<string, Answer> = {
    'GET /api/config': () => json({ ...DEFAULT_CONFIG, ...config }),
    ...answers,
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const call = {
        method: (init?.method ?? 'GET').toUpperCase(),
        path: url.pathname,
        search: url.searchParams,
        body: bodyOf(init),
        headers: new Headers(init?.headers),
      };
      calls.push(call);
      const answer = routes[`${call.method} ${call.path}`];
      if (!answer) return apiError(404, 'not_found', 'Not found.');
      // A Response body can be read once, so a fixed answer is cloned per call.
      return typeof answer === 'function' ? answer(call) : answer.clone();
    }),
  );
  const callsTo = (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path);
  return { calls, callsTo };
}

/** A promise the test settles, to hold a request open while the busy label shows. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}
