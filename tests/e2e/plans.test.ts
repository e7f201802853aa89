import { afterAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './axe';
import { asCoach, closeBrowser, newContext, type Page, screenshot, VIEWPORTS, watchForErrors } from './browser';
import { ChatScreen } from './pages/chat-screen';
import { PlanEditor } from './pages/plans-page';

afterAll(closeBrowser);

const PLAN_PATH = /^\/chat-editor\/[0-9a-f-]{36}$/;
const path = (page: Page) => new URL(page.url()).pathname;
const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text }).first().waitFor();
const ADDED = '\n\n## Session 1\n\nSet the budget.\n\n## Session 2\n\nReview the budget on Friday.';

describe('plans in the browser', () => {
  it('saves a reply as a plan, edits it, keeps the edit on reload, opens the same plan the second time, exports, prints and deletes it', async () => {
    const context = await newContext({ signedIn: true, subscribed: true });
    const page = await context.newPage();
    const errors = watchForErrors(page);
    const chat = new ChatScreen(page);
    const editor = new PlanEditor(page);

    await page.goto('/');
    await chat.ask('How should I set a daily budget with $3000 per month?');
    await chat.waitForReply();
    const chatPath = path(page);
    await screenshot(page, 'chat-reply-save-as-plan-desktop');
    await page.getByRole('button', { name: 'Save as plan' }).click();
    await page.waitForURL((url) => PLAN_PATH.test(url.pathname));
    await toast(page, 'Saved as an action plan');
    const planPath = path(page);
    const title = await editor.title().inputValue();
    expect(title.length).toBeGreaterThan(0);
    expect(await editor.body().inputValue()).toContain('$98.68 a day');

    await editor.appendToBody(ADDED);
    await editor.waitUntilSaved();
    await page.reload();
    expect(await editor.body().inputValue()).toContain('Review the budget on Friday.');
    await editor.preview().getByRole('heading', { name: 'Session 2' }).waitFor();

    // The same reply again opens the plan it became.
    await editor.chatLink().click();
    await page.waitForURL((url) => url.pathname === chatPath);
    await chat.waitForReply();
    await page.getByRole('button', { name: 'Save as plan' }).click();
    await page.waitForURL((url) => url.pathname === planPath);
    await toast(page, 'Opened your saved action plan');

    const file = await editor.exportMarkdown();
    expect(file.name).toMatch(/\.md$/);
    expect(file.text).toContain('$98.68 a day');
    expect(file.text).toContain('## Session 2\n\nReview the budget on Friday.');

    for (const theme of ['light', 'dark'] as const) {
      await page.evaluate((dark) => localStorage.setItem('darkMode', String(dark)), theme === 'dark');
      for (const viewport of ['mobile', 'desktop'] as const) {
        await page.setViewportSize(VIEWPORTS[viewport]);
        await page.reload();
        await editor.body().waitFor();
        if (viewport === 'desktop') await editor.preview().getByRole('heading', { name: 'Session 2' }).waitFor();
        await screenshot(page, `plan-editor-${viewport}-${theme}`);
        expect(await seriousViolations(page), `${viewport} ${theme}`).toEqual([]);
        if (viewport === 'mobile') {
          await editor.button('Preview').click();
          await editor.preview().getByRole('heading', { name: 'Session 2' }).waitFor();
          await screenshot(page, `plan-editor-preview-${viewport}-${theme}`);
        }
      }
    }

    // Printed: the title and the plan only, and the second session on a page of its own.
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('header').first().isVisible()).toBe(false);
    expect(await page.locator('#sidebar').isVisible()).toBe(false);
    expect(await page.getByRole('button').filter({ visible: true }).count()).toBe(0);
    expect(await editor.body().isVisible()).toBe(false);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    const sessions = editor.preview().locator('section');
    expect(await sessions.count()).toBe(2);
    expect(await sessions.nth(1).evaluate((s) => getComputedStyle(s).breakBefore)).toBe('page');
    await screenshot(page, 'plan-editor-print');
    await page.emulateMedia({ media: 'screen' });

    await editor.delete();
    await page.waitForURL((url) => url.pathname === '/chat-editor');
    await editor.emptyState().waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("tells a stale tab that another one changed the plan, and 'Load their version' shows the other tab's edit", async () => {
    const context = await newContext({ signedIn: true });
    const first = await context.newPage();
    await first.goto('/chat-editor');
    await first.getByRole('button', { name: 'New plan' }).click();
    await first.waitForURL((url) => PLAN_PATH.test(url.pathname));
    const second = await context.newPage();
    await second.goto(first.url());

    const mine = new PlanEditor(first);
    const theirs = new PlanEditor(second);
    await theirs.appendToBody('Their line.');
    await theirs.waitUntilSaved();
    await mine.appendToBody('My line.');
    const alert = first.getByRole('alert').filter({ hasText: 'Another tab or device changed this action plan' });
    await alert.waitFor();
    expect(await mine.body().inputValue()).toBe('My line.');
    await alert.getByRole('button', { name: 'Load their version' }).click();
    expect(await mine.body().inputValue()).toBe('Their line.');
    await context.close();
  });

  it("shows a coach how to make a session plan when there is none, and 'New plan' starts one", async () => {
    const context = await newContext({ signedIn: true, viewport: 'mobile' });
    const page = await context.newPage();
    await asCoach(page);
    const editor = new PlanEditor(page);
    await page.goto('/chat-editor');
    await expect.poll(() => editor.emptyState().innerText()).toContain('as a session plan');
    await screenshot(page, 'chat-editor-empty-mobile');
    await editor.button('New plan').click();
    await page.waitForURL((url) => PLAN_PATH.test(url.pathname));
    expect(await editor.title().inputValue()).toBe('New session plan');
    await context.close();
  });
});
