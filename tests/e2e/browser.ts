import { randomInt } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { inject } from 'vitest';
import { launchChromium } from '../../scripts/chromium.ts';

export const SCREENSHOT_DIR = 'test-results/screenshots';
export const VIEWPORTS = { desktop: { width: 1440, height: 900 }, mobile: { width: 360, height: 740 } } as const;

export const baseURL = () => inject('baseURL');

let browser: Browser | undefined;

export async function openBrowser(): Promise<Browser> {
  browser ??= await launchChromium();
  return browser;
}

export async function closeBrowser() {
  await browser?.close();
  browser = undefined;
}

// Each simulated user comes from its own address, so per-IP limits do not throttle the suite. No traffic
// goes there: it is only the header the Worker reads. The count starts at random, as every test file
// loads this module afresh against the same server.
let addresses = randomInt(1 << 24);
const nextAddress = () => {
  addresses = (addresses + 1) % (1 << 24);
  return `10.${addresses >> 16}.${(addresses >> 8) & 255}.${addresses & 255}`;
};

let accounts = 0;

/** A real account, created through the API as the sign-up screen would. */
export async function createAccount(name = 'Ada Lovelace') {
  const email = `e2e-${Date.now()}-${++accounts}@example.com`;
  const password = 'correct horse battery';
  const res = await fetch(`${baseURL()}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'CF-Connecting-IP': nextAddress() },
    body: JSON.stringify({ name, email, password }),
  });
  if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  const session = (await res.json()) as { accessToken: string; refreshToken: string; user: unknown };
  return { email, password, name, session };
}

/** Starts the account's trial through the dev checkout's API, as its Pay button would. */
export async function subscribe(accessToken: string, packId = 'standard') {
  const res = await fetch(`${baseURL()}/api/subscription/stripe-session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', Authorization: `Bearer ${accessToken}` },
    body: JSON.stringify({ packId }),
  });
  const { url } = (await res.json()) as { url: string };
  const pay = await fetch(`${baseURL()}/dev/checkout/pay`, {
    method: 'POST',
    body: new URLSearchParams({ session: new URL(url).searchParams.get('session') ?? '' }),
    redirect: 'manual',
  });
  if (pay.status !== 303) throw new Error(`dev checkout failed: ${pay.status} ${await pay.text()}`);
}

/**
 * A fresh context, optionally signed in as a new real account, stored as the SPA persists it;
 * `subscribed` starts that account's trial (paid plans send images).
 */
export async function newContext(
  options: { viewport?: keyof typeof VIEWPORTS; signedIn?: boolean; subscribed?: boolean } = {},
) {
  const context = await (await openBrowser()).newContext({
    baseURL: baseURL(),
    viewport: VIEWPORTS[options.viewport ?? 'desktop'],
    extraHTTPHeaders: { 'CF-Connecting-IP': nextAddress() },
  });
  // Fail on the step that hangs, well inside the test's own time limit.
  context.setDefaultTimeout(10_000);
  if (options.signedIn) {
    const { session } = await createAccount();
    if (options.subscribed) await subscribe(session.accessToken);
    await context.addInitScript((stored) => {
      if (localStorage.getItem('chat-app-root')) return; // keep what the app changed since
      localStorage.setItem('chat-app-root', JSON.stringify({ state: stored, version: 0 }));
      localStorage.setItem('auth', JSON.stringify(stored));
    }, session);
  }
  return context;
}

/** Collects what a user would never want to see: uncaught errors and console errors (CSP violations among them). */
export function watchForErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

export async function screenshot(page: Page, name: string) {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: `${SCREENSHOT_DIR}/${name}.png`, fullPage: true });
}

/** Only what is in view: for menus and modals, where a full-page shot says less. */
export async function viewportShot(page: Page, name: string) {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: `${SCREENSHOT_DIR}/${name}.png` });
}

/** Whether keyboard focus is inside the element `selector` matches (a focus trap's test). */
export const focusedInside = (page: Page, selector: string) =>
  page.evaluate((s) => Boolean(document.activeElement?.closest(s)), selector);

/** Serves the SPA the coach persona, as a deployment with PERSONA=coach would. */
export async function asCoach(page: Page) {
  await page.route('**/api/config', async (route) => {
    const config = await (await route.fetch()).json();
    await route.fulfill({ json: { ...config, persona: 'coach' } });
  });
}

export type { BrowserContext, Page };
