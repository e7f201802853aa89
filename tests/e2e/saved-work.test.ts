import { afterAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './axe';
import { closeBrowser, newContext, type Page, screenshot, VIEWPORTS, watchForErrors } from './browser';
import { ChatScreen, ChatSidebar } from './pages/chat-screen';
import { NotFoundPage } from './pages/not-found-page';
import { SavedChatsScreen, ShareDialogBox, SharedSnapshotPage } from './pages/saved-work-pages';

afterAll(closeBrowser);

const CHAT_PATH = /^\/chat\/[0-9a-f-]{36}$/;
const QUESTION = 'How should I set a daily budget with $3000 per month?';
const CHAT_NAME = 'How should I set a daily budget…';

/** Asks the built-in advisor one question in a new chat and returns the chat's id. */
async function askInNewChat(page: Page) {
  const chat = new ChatScreen(page);
  await page.goto('/');
  await chat.ask(QUESTION);
  await page.waitForURL((url) => CHAT_PATH.test(url.pathname));
  await chat.waitForReply();
  return new URL(page.url()).pathname.split('/').at(-1) as string;
}

/** A call of the signed-in user's own API, with the token the SPA stored. */
async function callApi(page: Page, method: string, path: string, body?: unknown) {
  return page.evaluate(
    async ({ method, path, body }) => {
      const { accessToken } = JSON.parse(localStorage.getItem('auth') ?? '{}');
      const res = await fetch(path, {
        method,
        headers: { Authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: res.status, body: await res.json() };
    },
    { method, path, body },
  );
}

/** Each width, light then dark: one full-page screenshot each, no sideways scrolling, nothing serious for axe. */
async function shootAllWays(page: Page, name: string, ready: () => Promise<unknown>) {
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((dark) => localStorage.setItem('darkMode', String(dark)), theme === 'dark');
    for (const viewport of Object.keys(VIEWPORTS) as (keyof typeof VIEWPORTS)[]) {
      await page.setViewportSize(VIEWPORTS[viewport]);
      await page.reload();
      await ready();
      await page.waitForTimeout(250);
      await screenshot(page, `${name}-${viewport}-${theme}`);
      const wide = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
      expect(wide, `${name} scrolls sideways at ${viewport} ${theme}`).toBe(false);
      expect(await seriousViolations(page), `${name} at ${viewport} ${theme}`).toEqual([]);
    }
  }
  await page.evaluate(() => localStorage.setItem('darkMode', 'false'));
  await page.setViewportSize(VIEWPORTS.desktop);
}

describe('saved work in the browser', () => {
  it('saves a chat from its sidebar menu and finds it under Saved chats, with a plan and a highlight from it', async () => {
    const context = await newContext({ signedIn: true });
    const page = await context.newPage();
    const errors = watchForErrors(page);
    const chatId = await askInNewChat(page);
    const sidebar = new ChatSidebar(page);
    await sidebar.openMenu(CHAT_NAME);
    await page.getByRole('menuitem', { name: 'Save', exact: true }).click();
    await sidebar.chat(CHAT_NAME).getByLabel('Saved').waitFor();

    const { body } = await callApi(page, 'GET', `/api/chatbot/history/${chatId}`);
    const reply = body.chatHistory.chat_contents.find((m: { sent_by: string }) => m.sent_by === 'Bot');
    const plan = await callApi(page, 'POST', '/api/plans', { messageId: reply._id });
    expect(plan.status).toBe(201);
    const quote = (await new ChatScreen(page).botMessages().first().locator('p').first().innerText()).slice(0, 40);
    const highlight = await callApi(page, 'POST', '/api/highlights', {
      messageId: reply._id,
      quote,
      prefix: '',
      suffix: '',
    });
    expect(highlight.status).toBe(201);

    await page.locator('#sidebar').getByRole('link', { name: 'Saved chats' }).click();
    const saved = new SavedChatsScreen(page);
    await saved.heading().waitFor();
    expect(await saved.row(new RegExp(CHAT_NAME)).getAttribute('href')).toBe(`/chat/${chatId}`);
    await saved.search().fill('no such chat');
    await page.getByText('No matching saved chats.').waitFor();
    await saved.search().fill('daily budget');
    await saved.row(new RegExp(CHAT_NAME)).waitFor();

    await saved.tab('Chats').focus();
    await page.keyboard.press('ArrowRight');
    await page.waitForURL((url) => url.search === '?tab=plans');
    expect(await saved.row(/./, 'Plans').first().getAttribute('href')).toBe(`/chat-editor/${plan.body.plan._id}`);
    await page.keyboard.press('ArrowRight');
    const tip = saved.row(quote.slice(0, 20), 'Highlights');
    expect(await tip.getAttribute('href')).toBe(`/chat/${chatId}?highlight=${highlight.body.highlight._id}`);

    await shootAllWays(page, 'saved-chats-highlights', () => tip.waitFor());
    await page.goto('/saved-chats');
    await shootAllWays(page, 'saved-chats-chats', () => saved.row(new RegExp(CHAT_NAME)).waitFor());
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shares a chat: a signed-out reader sees the snapshot, and after Revoke the link is a 404', async () => {
    const owner = await newContext({ signedIn: true });
    const page = await owner.newPage();
    await askInNewChat(page);
    await page.getByRole('toolbar', { name: 'Chat actions' }).getByRole('button', { name: 'Share' }).click();
    const dialog = new ShareDialogBox(page);
    await dialog.noLinks().waitFor();
    expect(await dialog.includeImages().isChecked()).toBe(false);
    await dialog.showName().check();
    const url = await dialog.createLink();
    expect(url).toMatch(/\/share\/[\w-]{43}$/);
    expect(await dialog.liveLinks().count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'share-dialog-desktop');

    const reader = await newContext();
    const readerPage = await reader.newPage();
    const errors = watchForErrors(readerPage);
    const response = await readerPage.goto(url);
    expect(response?.headers()['x-robots-tag']).toBe('noindex');
    const snapshot = new SharedSnapshotPage(readerPage);
    expect(await snapshot.title().innerText()).toBe(CHAT_NAME);
    await readerPage.getByText('Shared by Ada Lovelace').waitFor();
    expect(await snapshot.userMessages().first().innerText()).toContain(QUESTION);
    await snapshot.botMessages().first().locator('strong').first().waitFor();
    expect(await snapshot.botMessages().first().innerText()).toContain('$98.68 a day');
    expect(await snapshot.robots()).toBe('noindex');
    expect(await snapshot.tryItFree().getAttribute('href')).toBe('/signUp');
    expect(errors).toEqual([]);
    await shootAllWays(readerPage, 'share-chat', () =>
      snapshot.botMessages().first().locator('strong').first().waitFor(),
    );

    await readerPage.emulateMedia({ media: 'print' });
    await screenshot(readerPage, 'share-chat-print');
    expect(await snapshot.tryItFree().isVisible()).toBe(false);
    await readerPage.emulateMedia({ media: 'screen' });

    await dialog.revokeFirst();
    await dialog.noLinks().waitFor();
    await readerPage.reload();
    await new NotFoundPage(readerPage).heading().waitFor();
    await screenshot(readerPage, 'share-revoked-desktop');
    await reader.close();
    await owner.close();
  });
});
