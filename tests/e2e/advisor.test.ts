import { afterAll, describe, expect, it } from 'vitest';
import { buildIndexes } from '../../scripts/knowledge-plugin';
import { closeBrowser, newContext, screenshot, VIEWPORTS, watchForErrors } from './browser';
import { ChatScreen } from './pages/chat-screen';

afterAll(closeBrowser);

const negotiationTitles = buildIndexes()
  .ads.articles.filter((article) => article.agents.includes('negotiation'))
  .map((article) => article.title);

describe('the built-in advisor with a specialist agent', () => {
  for (const viewport of Object.keys(VIEWPORTS) as (keyof typeof VIEWPORTS)[]) {
    it(`answers as the Negotiation agent with a specific, formatted reply (${viewport})`, async () => {
      const context = await newContext({ signedIn: true, viewport });
      const page = await context.newPage();
      const errors = watchForErrors(page);
      const chat = new ChatScreen(page);
      await page.goto('/');
      await chat.welcome().waitFor();
      await chat.pickAgent('Negotiation');
      expect(await chat.agent('Negotiation').isChecked()).toBe(true);
      expect(await chat.agent('Ads advisor').isChecked()).toBe(false);
      await screenshot(page, `advisor-agent-picked-${viewport}`);

      await chat.ask('What should I ask an agency before signing a contract?');
      await chat.waitForReply();
      expect(await chat.agentHeader().innerText()).toBe('Agent: Negotiation');
      const reply = chat.botMessages().first();
      // Steps as a list, key terms in bold, the article named, and the reminder to verify.
      expect(await reply.locator('ol > li, ul > li').count()).toBeGreaterThan(2);
      expect(await reply.locator('strong').count()).toBeGreaterThan(0);
      const text = await reply.innerText();
      expect(negotiationTitles.some((title) => text.includes(`Source: ${title}`))).toBe(true);
      expect(text).toContain('check important advice against your own data');
      // Nothing wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await screenshot(page, `advisor-negotiation-reply-${viewport}`);

      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
