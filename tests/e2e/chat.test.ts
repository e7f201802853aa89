import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, newContext, type Page, screenshot, watchForErrors } from './browser';
import { AppShell } from './pages/app-shell';
import { ChatScreen, ChatSidebar } from './pages/chat-screen';

afterAll(closeBrowser);

const CHAT_PATH = /^\/chat\/[0-9a-f-]{36}$/;
const path = (page: Page) => new URL(page.url()).pathname;
const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text }).first().waitFor();

/** A PNG drawn in the page, larger than the 2048 px the browser shrinks uploads to. */
async function largePng(page: Page, width = 3000, height = 1500): Promise<Buffer> {
  const dataUrl = await page.evaluate(
    ([w, h]) => {
      const canvas = document.createElement('canvas');
      canvas.width = w as number;
      canvas.height = h as number;
      const context = canvas.getContext('2d') as CanvasRenderingContext2D;
      const gradient = context.createLinearGradient(0, 0, w as number, h as number);
      gradient.addColorStop(0, '#2563eb');
      gradient.addColorStop(1, '#f59e0b');
      context.fillStyle = gradient;
      context.fillRect(0, 0, w as number, h as number);
      return canvas.toDataURL('image/png');
    },
    [width, height],
  );
  return Buffer.from(dataUrl.split(',')[1] ?? '', 'base64');
}

describe('chat in the browser', () => {
  it("streams a new chat's reply from the built-in advisor, moves to /chat/{id}, lists it under 'Today' and keeps it on reload", async () => {
    const context = await newContext({ signedIn: true });
    const page = await context.newPage();
    const errors = watchForErrors(page);
    const chat = new ChatScreen(page);
    const sidebar = new ChatSidebar(page);
    await page.goto('/');
    await chat.welcome().waitFor();
    await screenshot(page, 'chat-welcome-desktop');

    await chat.ask('How should I set a daily budget with $3000 per month?');
    await chat.userMessages().first().waitFor();
    await page.waitForURL((url) => CHAT_PATH.test(url.pathname));
    // Streaming: the reply grows on screen before it is complete.
    await expect.poll(async () => (await chat.botMessages().first().innerText()).length).toBeGreaterThan(20);
    expect(await chat.copyButtons().count()).toBe(0);
    await screenshot(page, 'chat-streaming-desktop');
    await chat.waitForReply();
    const reply = await chat.botMessages().first().innerText();
    expect(reply).toContain('$98.68 a day');

    expect(await sidebar.chatsUnder('Today')).toEqual(['How should I set a daily budget…']);
    expect(await sidebar.chat('How should I set a daily budget…').getAttribute('aria-current')).toBe('page');
    await screenshot(page, 'chat-reply-desktop');

    const address = path(page);
    await page.reload();
    await chat.waitForReply();
    await chat.botMessages().first().locator('strong').first().waitFor();
    expect(path(page)).toBe(address);
    expect(await chat.userMessages().first().innerText()).toContain('How should I set a daily budget');
    expect(await chat.botMessages().first().innerText()).toBe(reply);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('renames a chat, finds it by name and by message text, and deletes it', async () => {
    const context = await newContext({ signedIn: true });
    const page = await context.newPage();
    const chat = new ChatScreen(page);
    const sidebar = new ChatSidebar(page);
    await page.goto('/');
    await chat.ask('Which bidding strategy suits a new campaign?');
    await chat.waitForReply();
    await page.getByRole('button', { name: /New Chat/ }).click();
    await chat.welcome().waitFor();
    await chat.ask('How do I lower my cost per click?');
    await chat.waitForReply();
    const secondChat = path(page);

    await sidebar.rename('Which bidding strategy suits a new campaign?', 'Bidding plan');
    await toast(page, 'Chat renamed successfully!');
    await sidebar.chat('Bidding plan').waitFor();
    await sidebar.openMenu('Bidding plan');
    await screenshot(page, 'chat-menu-desktop');
    await page.keyboard.press('Escape');

    await sidebar.search().fill('bidding');
    expect(await sidebar.heading().innerText()).toMatch(/search results/i);
    await sidebar.chat('Bidding plan').waitFor();
    expect(await sidebar.list().getByRole('link').count()).toBe(1);

    // A word only the reply's text holds: found by the server's full-text search, with a snippet.
    const replyWords = (await chat.botMessages().first().innerText()).toLowerCase().match(/[a-z]{8,}/g) ?? [];
    const word = replyWords.find((w) => !'how do i lower my cost per click'.includes(w)) ?? 'campaign';
    await sidebar.search().fill(word);
    await sidebar.list().locator('mark').first().waitFor();
    await screenshot(page, 'chat-search-desktop');
    await sidebar.search().fill('');

    await sidebar.delete('How do I lower my cost per…');
    await toast(page, 'Chat deleted successfully!');
    await page.waitForURL((url) => url.pathname === '/');
    expect(secondChat).not.toBe('/');
    await sidebar.chat('How do I lower my cost per…').waitFor({ state: 'detached' });
    expect(await sidebar.chatsUnder('Today')).toEqual(['Bidding plan']);
    await context.close();
  });

  it('sends an image, shrunk to 2048 px, shown above the question', async () => {
    const context = await newContext({ signedIn: true, subscribed: true });
    const page = await context.newPage();
    const errors = watchForErrors(page);
    const chat = new ChatScreen(page);
    await page.goto('/');
    await chat.welcome().waitFor();
    const png = await largePng(page);
    await chat.imageInput().setInputFiles({ name: 'campaign.png', mimeType: 'image/png', buffer: png });
    await chat.imagePreview().getByText('campaign.png').waitFor();
    expect(await chat.imagePreview().innerText()).toMatch(/\d+\.\d KB/);
    await screenshot(page, 'chat-image-preview-desktop');

    await chat.ask('What do you think of this ad creative?');
    const question = chat.userMessages().first();
    const image = question.getByRole('img', { name: 'Attached' });
    const text = question.getByText('What do you think of this ad creative?');
    // Polled: the sent message is swapped for the stored one when the server answers, which can
    // detach the element between two reads.
    await expect
      .poll(async () => {
        const [imageBox, textBox] = await Promise.all([image.boundingBox(), text.boundingBox()]);
        if (!imageBox || !textBox || imageBox.height === 0) return 'not laid out yet';
        return imageBox.y + imageBox.height <= textBox.y && imageBox.height <= 128 ? 'above, at most 8rem' : 'wrong';
      })
      .toBe('above, at most 8rem');
    await chat.waitForReply();

    await page.reload();
    await chat.waitForReply();
    const stored = chat.userMessages().first().getByRole('img', { name: 'Attached' });
    expect(await stored.getAttribute('src')).toMatch(/^\/api\/images\//);
    await expect
      .poll(() => stored.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]))
      .toEqual([2048, 1024]);
    await stored.click();
    await page.getByRole('dialog', { name: 'Image' }).waitFor();
    await screenshot(page, 'chat-image-viewer-desktop');
    await page.keyboard.press('Escape');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('stops a reply: the server stops and what arrived is kept', async () => {
    const context = await newContext({ signedIn: true });
    const page = await context.newPage();
    const chat = new ChatScreen(page);
    await page.goto('/');
    await chat.ask('Give me a full checklist for troubleshooting a campaign that stopped converting');
    await chat.stopButton().click();
    await chat.stoppedNote().waitFor();
    await chat.sendButton().waitFor();
    const kept = await chat.botMessages().first().innerText();

    await page.reload();
    await chat.stoppedNote().waitFor();
    // Markdown renders once its chunk has loaded: the stored reply then reads as what was on screen.
    await expect.poll(() => chat.botMessages().first().innerText()).toBe(kept);
    await context.close();
  });
});

describe('chat screenshots', () => {
  for (const viewport of ['mobile', 'desktop'] as const) {
    for (const dark of [false, true]) {
      it(`looks finished at ${viewport === 'mobile' ? '360' : '1440'} px, ${dark ? 'dark' : 'light'}`, async () => {
        const context = await newContext({ signedIn: true, viewport });
        if (dark) await context.addInitScript(() => localStorage.setItem('darkMode', 'true'));
        const page = await context.newPage();
        const chat = new ChatScreen(page);
        const name = `chat-${viewport}-${dark ? 'dark' : 'light'}`;
        await page.goto('/');
        await chat.welcome().waitFor();
        await screenshot(page, `${name}-welcome`);

        await chat.ask('How do I structure campaigns and ad groups for a new online shop? I have $1500 a month.');
        await chat.waitForReply();
        await chat.ask('And what about bidding?');
        await chat.waitForReply(2);
        await screenshot(page, `${name}-conversation`);

        if (viewport === 'mobile') {
          await new AppShell(page).openSidebarButton().click();
          await expect.poll(async () => (await new AppShell(page).sidebar().boundingBox())?.x).toBe(0);
        }
        await new ChatSidebar(page).openMenu('How do I structure campaigns and ad…');
        await screenshot(page, `${name}-sidebar`);
        await context.close();
      });
    }
  }
});
