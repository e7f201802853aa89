import { afterAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './axe';
import { closeBrowser, newContext, type Page, VIEWPORTS, viewportShot, watchForErrors } from './browser';
import { ChatScreen } from './pages/chat-screen';
import { ReplyVersions } from './pages/reply-versions';

afterAll(closeBrowser);

const QUESTION = 'What is a good CTR for search ads?';
const EDITED = 'How do I pause a campaign?';

const scrollsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

async function shootBoth(page: Page, name: string, target: () => ReturnType<Page['locator']>) {
  for (const viewport of ['mobile', 'desktop'] as const) {
    await page.setViewportSize(VIEWPORTS[viewport]);
    await target().scrollIntoViewIfNeeded();
    await page.waitForTimeout(300);
    await viewportShot(page, `${name}-${viewport}`);
    expect(await scrollsSideways(page), `${name} scrolls sideways at ${viewport}`).toBe(false);
  }
}

describe('reply versions', () => {
  it('regenerates, switches versions, edits and resends with the built-in advisor', async () => {
    const context = await newContext({ signedIn: true, subscribed: true });
    const page = await context.newPage();
    const errors = watchForErrors(page);
    const chat = new ChatScreen(page);
    const versions = new ReplyVersions(page);
    await page.goto('/');
    await chat.ask(QUESTION);
    await versions.waitForReply();
    expect(await versions.previous().count()).toBe(0);

    await versions.regenerate().click();
    await versions.label(2, 2).waitFor();
    await versions.waitForReply();
    expect(await chat.userMessages().count()).toBe(1);
    expect(await chat.botMessages().count()).toBe(1);
    await shootBoth(page, 'reply-versions-2-of-2', versions.regenerate);

    await versions.previous().click();
    await versions.label(1, 2).waitFor();
    expect(await versions.previous().isDisabled()).toBe(true);
    // The version shown is stored, not only on screen.
    await page.reload();
    await versions.label(1, 2).waitFor();

    await shootBoth(page, 'reply-versions-question', versions.edit);
    await versions.edit().click();
    await versions.editBox().fill(EDITED);
    await shootBoth(page, 'reply-versions-edit', versions.saveAndSend);
    expect(await seriousViolations(page)).toEqual([]);
    await versions.editBox().press('Control+Enter');
    await expect.poll(() => versions.question().textContent()).toContain(EDITED);
    await versions.label(3, 3).waitFor();
    await versions.waitForReply();
    expect((await versions.reply().textContent())?.toLowerCase()).toContain('pause');
    expect(await chat.userMessages().count()).toBe(1);

    // The older version brings back its own question.
    await versions.previous().click();
    await versions.label(2, 3).waitFor();
    await expect.poll(() => versions.question().textContent()).toContain(QUESTION);
    await shootBoth(page, 'reply-versions-2-of-3', versions.regenerate);
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
