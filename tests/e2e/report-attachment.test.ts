import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, newContext, screenshot, VIEWPORTS, viewportShot, watchForErrors } from './browser';
import { ChatScreen } from './pages/chat-screen';

afterAll(closeBrowser);

const FIXTURE = 'tests/fixtures/google-ads-campaigns.csv';

describe('a Google Ads CSV export attached to a message', () => {
  for (const viewport of Object.keys(VIEWPORTS) as (keyof typeof VIEWPORTS)[]) {
    it(`shows as a chip, sends, and gets the audit table; the sent file downloads (${viewport})`, async () => {
      // A Free account: reports are audited on every plan.
      const context = await newContext({ signedIn: true, viewport });
      const page = await context.newPage();
      const errors = watchForErrors(page);
      const chat = new ChatScreen(page);
      await page.goto('/');
      await chat.welcome().waitFor();
      await chat.imageInput().setInputFiles(FIXTURE);
      const chip = page.getByTestId('file-chip');
      await chip.waitFor();
      expect(await chip.innerText()).toContain('google-ads-campaigns.csv');
      await chat.input().fill('Which campaign should I fix first?');
      await screenshot(page, `report-attachment-chip-${viewport}`);

      await chat.sendButton().click();
      await chat.waitForReply();
      const reply = chat.botMessages().first();
      expect(await reply.innerText()).toContain('Report audit: 4 rows from Google Ads.');
      const competitors = reply.locator('tr', { hasText: 'Competitors' });
      expect(await competitors.locator('td').nth(-2).innerText()).toBe('FAIL');
      expect(await reply.locator('ol > li').count()).toBeGreaterThan(0);

      const link = chat.userMessages().first().getByRole('link', { name: 'Download google-ads-campaigns.csv' });
      const download = await page.request.get((await link.getAttribute('href')) ?? '');
      expect(download.status()).toBe(200);
      expect(download.headers()['content-disposition']).toContain('attachment; filename="google-ads-campaigns.csv"');
      expect(await download.text()).toContain('Generic - Running Shoes');
      // Nothing wider than the screen, the audit table included (it scrolls inside the reply).
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await screenshot(page, `report-attachment-audit-${viewport}`);
      await page.getByTestId('chat-scroller').evaluate((scroller) => scroller.scrollTo(0, 0));
      await viewportShot(page, `report-attachment-sent-${viewport}`);

      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
