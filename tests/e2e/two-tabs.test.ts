import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, newContext, watchForErrors } from './browser';
import { AppShell } from './pages/app-shell';

afterAll(closeBrowser);

/** The stored access token with its signature spoiled, once per browser: the server refuses it, as it would an expired one. */
function spoilAccessTokenOnce() {
  if (localStorage.getItem('spoiled')) return;
  localStorage.setItem('spoiled', '1');
  for (const key of ['chat-app-root', 'auth']) {
    const entry = JSON.parse(localStorage.getItem(key) ?? 'null');
    const session = key === 'auth' ? entry : entry?.state;
    if (session?.accessToken) session.accessToken = `${session.accessToken.slice(0, -4)}AAAA`;
    localStorage.setItem(key, JSON.stringify(entry));
  }
}

describe('two tabs of one browser', () => {
  it('refresh one at a time (a Web Lock): the server sees one refresh and both tabs stay signed in', async () => {
    const context = await newContext({ signedIn: true });
    await context.addInitScript(spoilAccessTokenOnce);
    const refreshes: number[] = [];
    context.on('request', (request) => {
      if (request.url().endsWith('/api/auth/refresh')) refreshes.push(Date.now());
    });
    const [first, second] = [await context.newPage(), await context.newPage()];
    const errors = [...watchForErrors(first), ...watchForErrors(second)];
    await Promise.all([first.goto('/'), second.goto('/')]);

    for (const page of [first, second]) {
      await new AppShell(page).profileLink().waitFor();
      expect(new URL(page.url()).pathname).toBe('/');
    }
    expect(refreshes).toHaveLength(1);
    // Each tab's stored token works: the session was not revoked as a replay.
    for (const page of [first, second]) {
      const status = await page.evaluate(async () => {
        const token = JSON.parse(localStorage.getItem('auth') ?? '{}').accessToken;
        return (await fetch('/api/user/profile', { headers: { Authorization: `Bearer ${token}` } })).status;
      });
      expect(status).toBe(200);
    }
    expect(errors.filter((e) => !e.includes('401'))).toEqual([]);
    await context.close();
  });
});
