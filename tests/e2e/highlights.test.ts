import { afterAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './axe';
import {
  asCoach,
  closeBrowser,
  newContext,
  type Page,
  screenshot,
  VIEWPORTS,
  viewportShot,
  watchForErrors,
} from './browser';
import { ChatScreen, ChatSidebar } from './pages/chat-screen';
import { ChatHighlights } from './pages/highlights';
import { SavedChatsScreen } from './pages/saved-work-pages';

afterAll(closeBrowser);

const CHAT_PATH = /^\/chat\/[0-9a-f-]{36}$/;
const QUESTION = 'How should I set a daily budget with $3000 per month?';
const CHAT_NAME = 'How should I set a daily budget…';

async function askInNewChat(page: Page, question = QUESTION) {
  const chat = new ChatScreen(page);
  await page.goto('/');
  await chat.ask(question);
  await page.waitForURL((url) => CHAT_PATH.test(url.pathname));
  await chat.waitForReply();
  return new URL(page.url()).pathname.split('/').at(-1) as string;
}

/** Each width, light then dark: the chat with its marks and header. */
async function shootAllWays(page: Page, name: string, ready: () => Promise<unknown>) {
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((dark) => localStorage.setItem('darkMode', String(dark)), theme === 'dark');
    for (const viewport of Object.keys(VIEWPORTS) as (keyof typeof VIEWPORTS)[]) {
      await page.setViewportSize(VIEWPORTS[viewport]);
      await page.reload();
      await ready();
      await page.waitForTimeout(300);
      await viewportShot(page, `${name}-${viewport}-${theme}`);
      const wide = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
      expect(wide, `${name} scrolls sideways at ${viewport} ${theme}`).toBe(false);
    }
  }
  await page.evaluate(() => localStorage.setItem('darkMode', 'false'));
  await page.setViewportSize(VIEWPORTS.desktop);
}

describe('highlights in replies (ads persona)', () => {
  it('highlights a selected passage, keeps it marked after a reload, opens it from Saved chats and removes it', async () => {
    const context = await newContext({ signedIn: true });
    const page = await context.newPage();
    const errors = watchForErrors(page);
    const chatId = await askInNewChat(page);
    const marks = new ChatHighlights(page);

    const quote = await marks.dragAcrossFirstLine();
    expect(quote.length).toBeGreaterThan(5);
    await marks.toolbarButton().waitFor();
    await viewportShot(page, 'highlight-toolbar-desktop');
    expect(await seriousViolations(page)).toEqual([]);
    await marks.toolbarButton().click();
    await marks.toast('Saved tip added').waitFor();
    await marks.list().getByText('1 saved tip').waitFor();
    expect(await marks.painted()).toEqual([quote]);

    await page.reload();
    await marks.list().getByText('1 saved tip').waitFor();
    await expect.poll(() => marks.painted()).toEqual([quote]);
    await marks.list().getByText('1 saved tip').click();
    await marks.list().getByText(quote).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await shootAllWays(page, 'highlight-chat', async () => {
      await marks.list().waitFor();
      await marks.reply().locator('p').first().scrollIntoViewIfNeeded();
    });
    await page.reload();

    await page.locator('#sidebar').getByRole('link', { name: 'Saved chats' }).click();
    const saved = new SavedChatsScreen(page);
    await saved.tab('Highlights').click();
    const row = saved.rows().first();
    const href = await row.getAttribute('href');
    expect(href).toMatch(new RegExp(`^/chat/${chatId}\\?highlight=`));
    await row.click();
    await page.waitForURL((url) => url.search.startsWith('?highlight='));
    await expect.poll(() => marks.painted('saved-highlight-flash'), { timeout: 3000 }).toEqual([quote]);
    await expect.poll(() => marks.paintedInView(), { timeout: 2000 }).toBe(true);
    await viewportShot(page, 'highlight-flash-desktop-light');
    expect(await marks.reply().evaluate((el) => el === document.activeElement)).toBe(true);

    await marks.clickPainted();
    await marks.removeMenuItem().click();
    await marks.toast('Saved tip removed').waitFor();
    await page.reload();
    await marks.reply().waitFor();
    await page.waitForTimeout(300);
    expect(await marks.painted()).toEqual([]);
    expect(await marks.list().count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('saves a chat from the sidebar menu: the entry shows the mark and the header offers Unsave', async () => {
    const context = await newContext({ signedIn: true });
    const page = await context.newPage();
    await askInNewChat(page);
    const sidebar = new ChatSidebar(page);
    await sidebar.openMenu(CHAT_NAME);
    await page.getByRole('menuitem', { name: 'Save', exact: true }).click();
    await sidebar.chat(new RegExp(CHAT_NAME)).getByRole('img', { name: 'Saved' }).waitFor();
    const marks = new ChatHighlights(page);
    await marks.headerActions().getByRole('button', { name: 'Unsave' }).waitFor();
    await page.reload();
    await sidebar.chat(new RegExp(CHAT_NAME)).getByRole('img', { name: 'Saved' }).waitFor();
    await screenshot(page, 'chat-saved-desktop-light');

    // Print: the chat's name and messages, none of its chrome.
    await marks.reply().waitFor();
    await page.emulateMedia({ media: 'print' });
    expect(await marks.header().getByRole('heading', { level: 1, name: CHAT_NAME }).isVisible()).toBe(true);
    expect(await marks.headerActions().isVisible()).toBe(false);
    expect(await new ChatScreen(page).input().isVisible()).toBe(false);
    expect(await marks.reply().isVisible()).toBe(true);
    const pdf = await page.pdf({ format: 'A4' });
    expect(pdf.byteLength).toBeGreaterThan(1000);
    await screenshot(page, 'chat-print-desktop');
    await page.emulateMedia({ media: 'screen' });

    await page.setViewportSize(VIEWPORTS.mobile);
    await page.getByRole('button', { name: 'Chat actions' }).click();
    await page.getByRole('menu', { name: 'Chat actions' }).getByRole('menuitem', { name: 'Unsave' }).waitFor();
    await viewportShot(page, 'chat-actions-menu-mobile-light');
    await context.close();
  });
});

describe('highlights by keyboard (coach persona)', () => {
  it('selects with Shift+arrows in the focused reply and highlights with Alt+H', async () => {
    const context = await newContext({ signedIn: true });
    const page = await context.newPage();
    await asCoach(page);
    const errors = watchForErrors(page);
    await askInNewChat(page, 'Plan a 60 minute passing session for under 12s');
    const marks = new ChatHighlights(page);
    await marks.reply().focus();
    for (let i = 0; i < 3; i++) await page.keyboard.press('Control+Shift+ArrowRight');
    const first = await marks.selectedText();
    expect(first.split(/\s+/).length).toBeGreaterThanOrEqual(2);
    // An arrow folds the selection to its end; Shift+arrows then select from there.
    await page.keyboard.press('ArrowRight');
    for (let i = 0; i < 2; i++) await page.keyboard.press('Control+Shift+ArrowRight');
    const quote = await marks.selectedText();
    expect(quote).not.toBe('');
    const text = (await marks.reply().textContent()) ?? '';
    expect(text.indexOf(quote)).toBeGreaterThanOrEqual(text.indexOf(first) + first.length);
    await page.keyboard.press('Alt+H');
    await marks.toast('Saved drill added').waitFor();
    await expect.poll(() => marks.painted()).toEqual([quote]);
    await marks.list().getByText('1 saved drill').waitFor();

    // A passage the reply no longer has (as after an edit of the text) stays listed, not lost.
    const messageId = await marks.reply().getAttribute('data-message-id');
    const stored = await page.evaluate(async (id) => {
      const { accessToken } = JSON.parse(localStorage.getItem('auth') ?? '{}');
      const res = await fetch('/api/highlights', {
        method: 'POST',
        headers: { Authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ messageId: id, quote: 'a passage that was rewritten', prefix: '', suffix: '' }),
      });
      return res.status;
    }, messageId);
    expect(stored).toBe(201);
    await page.setViewportSize(VIEWPORTS.mobile);
    await page.reload();
    const changed = marks.list().getByText('This passage changed');
    await changed.waitFor();
    await marks.list().getByText('a passage that was rewritten').waitFor();
    await expect.poll(() => marks.painted()).toEqual([quote]);
    await changed.scrollIntoViewIfNeeded();
    await viewportShot(page, 'highlight-changed-mobile-light');
    expect(errors).toEqual([]);
    await context.close();
  });
});
