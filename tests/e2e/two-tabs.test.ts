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
  // The Web Lock makes the second tab adopt the first one's pair, so the server usually sees one refresh.
  // Chromium syncs localStorage between tabs' processes asynchronously, so the second tab may still read
  // the spent pair after the lock and trade again; the server's grace window then answers with the same pair.
  // Either way there is one rotation, and no tab is signed out as a replay.
  it('refresh one at a time (a Web Lock): one rotation of the pair, and both tabs stay signed in', async () => {
    const context = await newContext({ signedIn: true });
    await context.addInitScript(spoilAccessTokenOnce);
    const refreshes: Promise<{ status: number; refreshToken?: string }>[] = [];
    context.on('response', (response) => {
      if (!response.url().endsWith('/api/auth/refresh')) return;
      refreshes.push(response.json().then((body) => ({ status: response.status(), refreshToken: body.refreshToken })));
    });
    const refreshed = context.waitForEvent('response', (response) => response.url().endsWith('/api/auth/refresh'));
    const [first, second] = [await context.newPage(), await context.newPage()];
    // A tab is settled once a call of its own went through with a token: after its refresh or its adoption.
    const settled = [first, second].map((page) =>
      page.waitForResponse((response) => response.ok() && Boolean(response.request().headers().authorization)),
    );
    const errors = [...watchForErrors(first), ...watchForErrors(second)];
    await Promise.all([first.goto('/'), second.goto('/')]);

    for (const page of [first, second]) {
      await new AppShell(page).profileLink().waitFor();
      expect(new URL(page.url()).pathname).toBe('/');
    }
    // The shell shows before the first call is refused: wait for the refresh, then for both tabs to settle.
    await Promise.all([refreshed, ...settled]);
    const answered = await Promise.all(refreshes);
    expect(answered.every(({ status }) => status === 200)).toBe(true);
    expect(new Set(answered.map(({ refreshToken }) => refreshToken)).size).toBe(1);
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
