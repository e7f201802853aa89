import { afterAll, describe, expect, it } from 'vitest';
import { ALL_ROUTES } from './all-routes';
import { seriousViolations } from './axe';
import { asCoach, closeBrowser, newContext, type Page, screenshot, VIEWPORTS } from './browser';
import { AppShell } from './pages/app-shell';
import { LandingPage } from './pages/landing-page';

afterAll(closeBrowser);

const THEMES = ['light', 'dark'] as const;
const shotName = (path: string) => path.replace(/^\//, '').replace(/\//g, '-') || 'root';

/** Loads `path` at each width, screenshots it, and collects axe's serious and critical findings. */
async function sweep(path: string, signedIn: boolean) {
  const found: string[] = [];
  for (const theme of THEMES) {
    const context = await newContext({ signedIn });
    if (theme === 'dark') await context.addInitScript(() => localStorage.setItem('darkMode', 'true'));
    const page = await context.newPage();
    for (const viewport of Object.keys(VIEWPORTS) as (keyof typeof VIEWPORTS)[]) {
      await page.setViewportSize(VIEWPORTS[viewport]);
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await settle(page);
      const label = `${signedIn ? 'signed-in' : 'signed-out'} ${path} ${viewport} ${theme}`;
      await screenshot(page, `a11y-${signedIn ? 'signed-in' : 'signed-out'}-${shotName(path)}-${viewport}-${theme}`);
      found.push(...(await seriousViolations(page)).map((v) => `${label}: ${v}`));
      found.push(...(await overflow(page)).map((v) => `${label}: ${v}`));
    }
    await context.close();
  }
  return found;
}

/** Lets transitions (the modal's, the sidebar's) finish before the page is judged. */
const settle = (page: Page) => page.waitForTimeout(250);

/** Anything wider than the window makes the page scroll sideways: a layout bug at 360 px. */
const overflow = (page: Page) =>
  page.evaluate(() =>
    document.documentElement.scrollWidth > window.innerWidth
      ? [`page is ${document.documentElement.scrollWidth} px wide in a ${window.innerWidth} px window`]
      : [],
  );

describe('axe-core on every route, at 360 and 1440 px, light and dark', () => {
  it.each(ALL_ROUTES)('%s, signed out: no serious or critical violations', async (path) => {
    expect(await sweep(path, false)).toEqual([]);
  });

  it.each(ALL_ROUTES)('%s, signed in: no serious or critical violations', async (path) => {
    expect(await sweep(path, true)).toEqual([]);
  });
});

describe('axe-core on the coach persona', () => {
  it.each(THEMES)('the landing page and the FAQ, %s', async (theme) => {
    const context = await newContext();
    if (theme === 'dark') await context.addInitScript(() => localStorage.setItem('darkMode', 'true'));
    const page = await context.newPage();
    await asCoach(page);
    await new LandingPage(page).open();
    await screenshot(page, `a11y-coach-home-desktop-${theme}`);
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto('/faq');
    await page.getByRole('dialog', { name: 'FAQ' }).getByRole('button', { expanded: false }).first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});

describe('axe-core with menus open', () => {
  it('the landing page mobile menu', async () => {
    const context = await newContext({ viewport: 'mobile' });
    const page = await context.newPage();
    const landing = new LandingPage(page);
    await landing.open();
    await landing.openMenuButton().click();
    await landing.menu().waitFor();
    await settle(page);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it.each(THEMES)('the settings menu, %s', async (theme) => {
    const context = await newContext({ signedIn: true });
    if (theme === 'dark') await context.addInitScript(() => localStorage.setItem('darkMode', 'true'));
    const page = await context.newPage();
    await page.goto('/helpAndSupport');
    await new AppShell(page).openSettings();
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});

describe('keyboard focus', () => {
  it('is visible on every control reached by Tab on the landing page', async () => {
    const context = await newContext();
    const page = await context.newPage();
    await new LandingPage(page).open();
    const unmarked: string[] = [];
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press('Tab');
      const outline = await page.evaluate(() => {
        const element = document.activeElement as HTMLElement | null;
        if (!element || element === document.body) return null;
        const style = getComputedStyle(element);
        return {
          name: element.textContent?.trim() || element.getAttribute('aria-label'),
          width: style.outlineWidth,
          style: style.outlineStyle,
        };
      });
      if (outline && (outline.style === 'none' || outline.width === '0px')) unmarked.push(String(outline.name));
    }
    expect(unmarked).toEqual([]);
    await context.close();
  });
});
