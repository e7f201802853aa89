import { afterAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './axe';
import { closeBrowser, newContext, type Page, VIEWPORTS, viewportShot, watchForErrors } from './browser';
import { ChatScreen } from './pages/chat-screen';
import { RateReply } from './pages/rate-reply';

afterAll(closeBrowser);

const QUESTION = 'How should I set a daily budget with $3000 per month?';

const scrollsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

async function shoot(page: Page, rate: RateReply, name: string, viewport: keyof typeof VIEWPORTS) {
  await page.setViewportSize(VIEWPORTS[viewport]);
  await rate.bad().scrollIntoViewIfNeeded();
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
    await shoot(page, rate, 'rate-reply-reasons', 'mobile');
    await shoot(page, rate, 'rate-reply-reasons', 'desktop');
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
    await shoot(page, rate, 'rate-reply-pressed', 'mobile');
    await shoot(page, rate, 'rate-reply-pressed', 'desktop');
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
