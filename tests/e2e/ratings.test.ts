import type { Locator } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './axe';
import { closeBrowser, newContext, type Page, VIEWPORTS, viewportShot, watchForErrors } from './browser';
import { ChatScreen } from './pages/chat-screen';
import { RateReply } from './pages/rate-reply';

afterAll(closeBrowser);

const QUESTION = 'How should I set a daily budget with $3000 per month?';

const scrollsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

/** Whether a click at the element's centre reaches it: on screen, and under nothing else (the composer). */
const uncovered = (locator: Locator) =>
  locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    return box.left >= 0 && box.right <= window.innerWidth && element.contains(document.elementFromPoint(x, y));
  });

async function shoot(page: Page, name: string, viewport: keyof typeof VIEWPORTS) {
  await page.waitForTimeout(300);
  await viewportShot(page, `${name}-${viewport}`);
  expect(await scrollsSideways(page), `${name} scrolls sideways at ${viewport}`).toBe(false);
}

describe('rating a reply', () => {
  it('rates a reply down with a reason, and the thumbs down is still pressed after a reload', async () => {
    const context = await newContext({ signedIn: true });
    const page = await context.newPage();
    const errors = watchForErrors(page);
    const chat = new ChatScreen(page);
    const rate = new RateReply(page);
    await page.goto('/');
    await chat.ask(QUESTION);
    await chat.waitForReply();
    expect(await rate.pressed('good')).toBe('false');
    expect(await rate.pressed('bad')).toBe('false');

    await rate.good().click();
    await rate.toast().first().waitFor();
    expect(await rate.pressed('good')).toBe('true');

    await rate.bad().click();
    await rate.reasons().waitFor();
    expect(await rate.pressed('good')).toBe('false');
    expect(await rate.pressed('bad')).toBe('true');
    for (const viewport of ['mobile', 'desktop'] as const) {
      await page.setViewportSize(VIEWPORTS[viewport]);
      await rate.reasons().scrollIntoViewIfNeeded();
      await shoot(page, 'rate-reply-reasons', viewport);
      expect(await uncovered(rate.reasons().getByRole('button', { name: 'Send' })), viewport).toBe(true);
      expect(await uncovered(rate.reason('Wrong')), viewport).toBe(true);
    }
    expect(await seriousViolations(page)).toEqual([]);

    await rate.reason('Not specific to me').click();
    await rate.words().fill('My budget is for one campaign, not the whole account.');
    await rate.reasons().getByRole('button', { name: 'Send' }).click();
    await rate.reasons().waitFor({ state: 'detached' });
    await rate.toast().first().waitFor();

    await page.reload();
    await chat.waitForReply();
    await expect.poll(() => rate.pressed('bad')).toBe('true');
    expect(await rate.pressed('good')).toBe('false');
    expect(await rate.reasons().count()).toBe(0);
    for (const viewport of ['mobile', 'desktop'] as const) {
      await page.setViewportSize(VIEWPORTS[viewport]);
      await rate.bad().scrollIntoViewIfNeeded();
      await shoot(page, 'rate-reply-pressed', viewport);
    }
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
