import { SELF } from 'cloudflare:test';
import { vi } from 'vitest';

export const BASE = 'http://app.test';

let addresses = 0;
/** A made-up client address; each call gets its own unless a test names one, so per-IP limits stay out of the way. */
export const uniqueIp = () => `10.${(++addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses & 255}`;

export function api(path: string, init: { method?: string; body?: unknown; token?: string; ip?: string } = {}) {
  const headers = new Headers({ 'CF-Connecting-IP': init.ip ?? uniqueIp() });
  if (init.body !== undefined) headers.set('content-type', 'application/json');
  if (init.token) headers.set('Authorization', `Bearer ${init.token}`);
  return SELF.fetch(`${BASE}${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
}

export async function json<T = Record<string, unknown>>(res: Response): Promise<T> {
  return (await res.json()) as T;
}

let counter = 0;
export const uniqueEmail = (label = 'user') => `${label}-${Date.now()}-${++counter}@example.com`;

export type AuthBody = {
  accessToken: string;
  refreshToken: string;
  user: { id: string; name: string; email: string; emailVerified: boolean; profileImage: string | null };
};

export async function signUp(overrides: Partial<{ name: string; email: string; password: string }> = {}) {
  const credentials = { name: 'Ada Lovelace', email: uniqueEmail(), password: 'correct horse 1', ...overrides };
  const res = await api('/api/auth/signup', { body: credentials });
  if (res.status !== 201) throw new Error(`signup failed: ${res.status} ${await res.text()}`);
  return { ...credentials, ...(await json<AuthBody>(res)) };
}

type DevMail = { to: string; subject: string; text: string; html: string; createdAt: number };

/** Waits for the next mail to `to` (mail goes out after the answer) and returns it. */
export async function latestMail(to: string, count = 1): Promise<DevMail> {
  return vi.waitFor(async () => {
    const mails = await json<DevMail[]>(await api(`/api/dev/mailbox?to=${encodeURIComponent(to)}`));
    if (mails.length < count) throw new Error(`waiting for mail ${count} to ${to}`);
    return mails[0] as DevMail;
  });
}

export const codeIn = (mail: DevMail) => /\b(\d{4,8})\b/.exec(mail.text)?.[1] ?? '';
