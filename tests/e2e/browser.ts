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

/** A fresh context, optionally holding a stored session as the SPA persists it. */
export async function newContext(options: { viewport?: keyof typeof VIEWPORTS; signedIn?: boolean } = {}) {
  const context = await (await openBrowser()).newContext({
    baseURL: baseURL(),
    viewport: VIEWPORTS[options.viewport ?? 'desktop'],
  });
  if (options.signedIn) {
    await context.addInitScript(() => {
      const state = {
        user: { name: 'Ada Lovelace', email: 'ada@example.com' },
        accessToken: 'e2e',
        refreshToken: 'e2e',
      };
      localStorage.setItem('chat-app-root', JSON.stringify({ state, version: 0 }));
      localStorage.setItem('auth', JSON.stringify(state));
    });
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

export type { BrowserContext, Page };
