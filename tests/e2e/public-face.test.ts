import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { POLICY_FILES, renderPolicy } from '../../scripts/policies.ts';
import { baseURL, closeBrowser, newContext, type Page, screenshot, watchForErrors } from './browser';
import { AppShell } from './pages/app-shell';
import { LandingPage } from './pages/landing-page';
import { HelpPage, ModalDialog, PolicyPage } from './pages/support-pages';

afterAll(closeBrowser);

const SUPPORT_EMAIL = 'support@adwise.app';
const path = (page: Page) => new URL(page.url()).pathname;
const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text }).first().waitFor();
const focusedInside = (page: Page, selector: string) =>
  page.evaluate((s) => Boolean(document.activeElement?.closest(s)), selector);
const viewportShot = (page: Page, name: string) => page.screenshot({ path: `test-results/screenshots/${name}.png` });

/** Serves the SPA the coach persona, as a deployment with PERSONA=coach would. */
async function asCoach(page: Page) {
  await page.route('**/api/config', async (route) => {
    const config = await (await route.fetch()).json();
    await route.fulfill({ json: { ...config, persona: 'coach' } });
  });
}

describe('the landing page', () => {
  it('highlights the section in view and scrolls smoothly to the one clicked', async () => {
    const context = await newContext();
    const page = await context.newPage();
    const errors = watchForErrors(page);
    const landing = new LandingPage(page);
    await landing.open();
    expect(await landing.current().textContent()).toBe('Home');
    await viewportShot(page, 'wt-ads-01-home');

    await landing.navLink('Pricing').click();
    await expect.poll(() => landing.current().textContent()).toBe('Pricing');
    expect(new URL(page.url()).hash).toBe('#pricing');
    await expect
      .poll(() => landing.section('pricing').evaluate((s) => s.getBoundingClientRect().top))
      .toBeLessThan(100);
    expect(await focusedInside(page, 'section#pricing')).toBe(true);
    await viewportShot(page, 'wt-ads-04-pricing');

    await landing.section('why-us').evaluate((s: HTMLElement) => window.scrollTo(0, s.offsetTop));
    await expect.poll(() => landing.current().textContent()).toBe('Why Us');
    await viewportShot(page, 'wt-ads-02-why-us');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows Log In and Sign Up signed out, Chat Now signed in, and plan buttons to match', async () => {
    const out = await newContext();
    const page = await out.newPage();
    const landing = new LandingPage(page);
    await landing.open();
    await page.getByRole('banner').getByRole('link', { name: 'Log In' }).waitFor();
    expect(await landing.plan('free').getByRole('button').isDisabled()).toBe(true);
    await landing.plan('standard').getByRole('link').click();
    await page.waitForURL('**/signUp');
    await out.close();

    const signedIn = await newContext({ signedIn: true });
    const mine = await signedIn.newPage();
    const home = new LandingPage(mine);
    await home.open();
    expect(await mine.getByRole('banner').getByRole('link', { name: 'Log In' }).count()).toBe(0);
    await home.plan('premium').getByRole('link', { name: 'Upgrade to Premium' }).click();
    await mine.waitForURL('**/upgrade');
    await mine.goto('/home');
    await mine.getByRole('banner').getByRole('link', { name: 'Chat Now' }).click();
    await mine.waitForURL((url) => url.pathname === '/');
    await signedIn.close();
  });

  it('opens one FAQ answer at a time', async () => {
    const context = await newContext();
    const page = await context.newPage();
    const landing = new LandingPage(page);
    await landing.open();
    const [first, second] = [landing.faqQuestions().nth(0), landing.faqQuestions().nth(1)];
    await first.click();
    expect(await landing.expandedQuestions().count()).toBe(1);
    await page.getByText('An AI assistant for advertisers').waitFor();
    await second.click();
    expect(await first.getAttribute('aria-expanded')).toBe('false');
    expect(await landing.expandedQuestions().count()).toBe(1);
    await second.click();
    expect(await landing.expandedQuestions().count()).toBe(0);
    await context.close();
  });

  it("speaks to coaches in the coach pack, with SPEC.md's 11 questions", async () => {
    const context = await newContext();
    const page = await context.newPage();
    await asCoach(page);
    const landing = new LandingPage(page);
    await landing.open();
    expect(await landing.heading().textContent()).toBe('Plan better sessions in minutes, not evenings');
    expect(await page.title()).toBe('AdWise for coaches: plan training sessions with AI');
    expect(await landing.faqQuestions().count()).toBe(11);
    expect(await page.locator('main').textContent()).not.toMatch(/advertis|campaign|ad spend/i);
    await viewportShot(page, 'wt-coach-01-home');
    await landing.navLink('Why Us').click();
    await expect.poll(() => landing.current().textContent()).toBe('Why Us');
    await viewportShot(page, 'wt-coach-02-why-us');
    await landing.navLink('Pricing').click();
    await expect.poll(() => landing.current().textContent()).toBe('Pricing');
    await viewportShot(page, 'wt-coach-04-pricing');
    await context.close();
  });

  it('has a real title, description and social preview tags', async () => {
    const context = await newContext();
    const page = await context.newPage();
    await new LandingPage(page).open();
    expect(await page.title()).toBe('AdWise: your AI advertising assistant');
    const meta = (selector: string) => page.locator(selector).getAttribute('content');
    expect(await meta('meta[name="description"]')).toContain('advertisers');
    expect(await meta('meta[property="og:image"]')).toBe('/media/og-image.jpg');
    expect(await meta('meta[name="twitter:card"]')).toBe('summary_large_image');
    const image = await context.request.get('/media/og-image.jpg');
    expect(image.headers()['content-type']).toContain('image/jpeg');
    await context.close();
  });
});

describe('the walkthrough video', () => {
  it('loads only when near, then plays, pauses, seeks, mutes, sets the volume and goes full screen', async () => {
    const context = await newContext();
    const page = await context.newPage();
    const errors = watchForErrors(page);
    const landing = new LandingPage(page);
    const videoRequests: string[] = [];
    page.on('request', (request) => request.url().includes('/media/walkthrough') && videoRequests.push(request.url()));
    await landing.open();
    expect(await landing.player().count()).toBe(0);
    expect(videoRequests.filter((url) => url.endsWith('.mp4'))).toEqual([]);

    await landing.showVideo();
    expect(await landing.video().getAttribute('preload')).toBe('none');
    const range = await context.request.get('/media/walkthrough-ads.mp4', { headers: { Range: 'bytes=100-199' } });
    expect(range.status()).toBe(206);
    expect((await range.body()).length).toBe(100);
    await landing.player().getByRole('button', { name: 'Play video' }).click();
    await expect.poll(async () => (await landing.videoState()).time).toBeGreaterThan(0.3);
    expect((await landing.videoState()).paused).toBe(false);
    const { duration } = await landing.videoState();
    expect(duration).toBeGreaterThan(20);
    expect(duration).toBeLessThan(60);
    await landing.player().hover();
    expect(await page.getByTestId('video-caption').textContent()).toContain('AdWise');

    await landing.controls().getByRole('button', { name: 'Pause' }).click();
    expect((await landing.videoState()).paused).toBe(true);
    await landing.controls().getByRole('slider', { name: 'Seek' }).fill('12');
    await expect.poll(async () => Math.round((await landing.videoState()).time)).toBe(12);
    expect(await landing.videoTime().textContent()).toMatch(/^0:12 \/ 0:\d\d$/);

    await landing.controls().getByRole('button', { name: 'Mute' }).click();
    expect((await landing.videoState()).muted).toBe(true);
    await landing.controls().getByRole('button', { name: 'Unmute' }).click();
    await landing.controls().getByRole('slider', { name: 'Volume' }).fill('0.5');
    expect((await landing.videoState()).volume).toBe(0.5);

    await landing.controls().getByRole('button', { name: 'Full screen' }).click();
    await expect
      .poll(() => page.evaluate(() => document.fullscreenElement?.getAttribute('data-testid')))
      .toBe('video-player');
    await landing.controls().getByRole('button', { name: 'Exit full screen' }).click();
    await expect.poll(() => page.evaluate(() => document.fullscreenElement)).toBeNull();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('hides the controls after 3 s without mouse movement while playing, and shows them on movement', async () => {
    const context = await newContext();
    const page = await context.newPage();
    const landing = new LandingPage(page);
    await landing.open();
    await landing.showVideo();
    await landing.player().getByRole('button', { name: 'Play video' }).click();
    await landing.player().hover();
    expect(await landing.controls().getAttribute('data-hidden')).toBe('false');
    await page.waitForTimeout(2000);
    expect(await landing.controls().getAttribute('data-hidden')).toBe('false');
    await expect.poll(() => landing.controls().getAttribute('data-hidden'), { timeout: 3000 }).toBe('true');
    const box = await landing.player().boundingBox();
    await page.mouse.move((box?.x ?? 0) + 40, (box?.y ?? 0) + 40);
    expect(await landing.controls().getAttribute('data-hidden')).toBe('false');
    await context.close();
  });

  it('shows the still image when the video cannot load', async () => {
    const context = await newContext();
    const page = await context.newPage();
    await page.route('**/media/walkthrough-*.mp4', (route) => route.fulfill({ status: 404, body: '' }));
    const landing = new LandingPage(page);
    await landing.open();
    await landing.showVideo();
    await landing.player().getByRole('button', { name: 'Play video' }).click();
    await landing.fallback().waitFor();
    const image = landing.fallback().getByRole('img');
    expect(await image.getAttribute('src')).toBe('/media/walkthrough-ads-poster.jpg');
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await screenshot(page, 'public-video-fallback-desktop');
    await context.close();
  });
});

describe('the mobile menu at 360 px', () => {
  it('slides out, keeps Tab inside, closes on Escape, and scrolls to the chosen section', async () => {
    const context = await newContext({ viewport: 'mobile' });
    const page = await context.newPage();
    const landing = new LandingPage(page);
    await landing.open();
    expect(await landing.nav().isVisible()).toBe(false);
    await landing.openMenuButton().click();
    await landing.menu().waitFor();
    await screenshot(page, 'public-mobile-menu-mobile');
    for (let i = 0; i < 14; i++) {
      await page.keyboard.press(i % 4 === 3 ? 'Shift+Tab' : 'Tab');
      expect(await focusedInside(page, '#mobile-menu')).toBe(true);
    }
    await page.keyboard.press('Escape');
    await landing.menu().waitFor({ state: 'hidden' });
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Open menu');

    await landing.openMenuButton().click();
    await landing.menu().getByRole('link', { name: 'About' }).click();
    await landing.menu().waitFor({ state: 'hidden' });
    await expect.poll(() => landing.current().textContent()).toBe('About');
    await expect
      .poll(() => landing.section('about').evaluate((s) => Math.round(s.getBoundingClientRect().top)))
      .toBeLessThan(120);
    await context.close();
  });
});

describe('help and support', () => {
  it('validates, sends a signed-out report with the typed e-mail, mails support and goes back', async () => {
    const context = await newContext();
    const page = await context.newPage();
    const help = new HelpPage(page);
    await page.goto('/home');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Help & Support' }).click();
    await help.heading().waitFor();
    await help.send().click();
    await page.getByText('Please describe your problem').waitFor();
    await page.getByText('Email is required').waitFor();

    const email = `visitor-${Date.now()}@example.com`;
    const problem = `The pricing page froze on my phone (${Date.now()}).`;
    await help.email().fill(email);
    await help.description().fill(problem);
    await help.send().click();
    await toast(page, 'Feedback submitted successfully!');
    await page.waitForURL('**/home');
    const mails = await (await fetch(`${baseURL()}/api/dev/mailbox?to=${SUPPORT_EMAIL}`)).json();
    expect(mails.find((mail: { text: string }) => mail.text.includes(problem))?.text).toContain(email);
    await context.close();
  });

  it("sends a signed-in user's report with their e-mail hidden, and Cancel goes back", async () => {
    const context = await newContext({ signedIn: true });
    const page = await context.newPage();
    const help = new HelpPage(page);
    await page.goto('/upgrade');
    await new AppShell(page).openSettings();
    await page.getByRole('menuitem', { name: 'Help & Support' }).click();
    await help.heading().waitFor();
    expect(await help.email().count()).toBe(0);
    await help.description().fill('Search does not find my chat about bidding.');
    await viewportShot(page, 'wt-ads-06-help');
    await help.cancel().click();
    await page.waitForURL('**/upgrade');

    await page.goto('/helpAndSupport');
    await help.description().fill('Search does not find my chat about bidding.');
    await help.send().click();
    await toast(page, 'Feedback submitted successfully!');
    await context.close();
  });
});

describe('terms and privacy', () => {
  it.each([
    ['/terms', 'Terms and Conditions', 'terms'],
    ['/TermsAndConditions', 'Terms and Conditions', 'terms'],
    ['/privacyAndPolicy', 'Privacy Policy', 'privacy'],
  ] as const)('%s shows the policy rendered from the repository, signed out', async (route, title, slug) => {
    const context = await newContext();
    const page = await context.newPage();
    const errors = watchForErrors(page);
    await page.goto(route);
    await new PolicyPage(page).heading(title).waitFor();
    const served = await (await fetch(`${baseURL()}/api/policy/${slug}`)).json();
    expect(served.policy.content).toBe(renderPolicy(readFileSync(POLICY_FILES[slug], 'utf8')));
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the error state when the policy cannot be fetched', async () => {
    const context = await newContext();
    const page = await context.newPage();
    await page.route('**/api/policy/terms', (route) =>
      route.fulfill({ status: 503, json: { code: 'unavailable', message: 'Service unavailable.' } }),
    );
    await page.goto('/terms');
    const alert = new PolicyPage(page).alert();
    await alert.getByText('Failed to fetch Terms and Conditions.').waitFor();
    await alert.getByText('Error fetching Terms and Conditions: Service unavailable.').waitFor();
    await screenshot(page, 'public-terms-error-desktop');
    await page.unroute('**/api/policy/terms');
    await alert.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('heading', { level: 1, name: 'Terms and Conditions' }).waitFor();
    await context.close();
  });
});

describe('modals', () => {
  it('FAQ opens one answer at a time, keeps Tab inside and closes on Escape', async () => {
    const context = await newContext({ signedIn: true });
    const page = await context.newPage();
    const faq = new ModalDialog(page, 'FAQ');
    await page.goto('/home');
    await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }).click();
    await faq.questions().first().waitFor();
    await faq.questions().nth(2).click();
    await faq.questions().nth(4).click();
    expect(await faq.expanded().count()).toBe(1);
    await viewportShot(page, 'wt-ads-07-faq');
    for (let i = 0; i < 20; i++) {
      await page.keyboard.press('Tab');
      expect(await focusedInside(page, 'dialog')).toBe(true);
    }
    await page.keyboard.press('Escape');
    await page.waitForURL('**/home');
    await context.close();
  });

  it('Settings shows the real plan, and Update goes to /upgrade', async () => {
    const context = await newContext({ signedIn: true });
    const page = await context.newPage();
    const settings = new ModalDialog(page, 'Settings');
    await page.goto('/settings');
    const plan = page.getByTestId('settings-plan');
    await plan.waitFor();
    expect(await plan.textContent()).toContain('Free');
    await viewportShot(page, 'wt-ads-05-settings');
    await settings.dialog().getByRole('button', { name: 'Update' }).click();
    await page.waitForURL('**/upgrade');
    await context.close();
  });
});

describe('dark mode', () => {
  it('is switched from the settings menu, kept across reloads, and themes every screen', async () => {
    const context = await newContext({ signedIn: true });
    const page = await context.newPage();
    const shell = new AppShell(page);
    await page.goto('/helpAndSupport');
    await shell.openSettings();
    await shell
      .settingsMenu()
      .getByRole('menuitemcheckbox', { name: /Dark mode/ })
      .click();
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('darkMode'))).toBe('true');
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    for (const route of ['/helpAndSupport', '/home', '/terms', '/login']) {
      await page.goto(route);
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
      expect(await background()).not.toBe('rgb(255, 255, 255)');
    }
    await page.goto('/home');
    await new LandingPage(page).heading().waitFor();
    await viewportShot(page, 'wt-ads-08-dark');
    await page.getByRole('banner').getByRole('button', { name: 'Dark mode' }).click();
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(false);
    await context.close();
  });
});

describe('walkthrough frames for the coach pack', () => {
  it('captures the coach FAQ, settings and dark landing', async () => {
    const context = await newContext({ signedIn: true });
    const page = await context.newPage();
    await asCoach(page);
    await page.goto('/faq');
    const faq = new ModalDialog(page, 'FAQ');
    await faq.questions().nth(1).click();
    await viewportShot(page, 'wt-coach-07-faq');
    await page.goto('/settings');
    await page.getByTestId('settings-plan').waitFor();
    await viewportShot(page, 'wt-coach-05-settings');
    await page.goto('/helpAndSupport');
    await new HelpPage(page).description().fill("How do I find last week's under-10s plan?");
    await viewportShot(page, 'wt-coach-06-help');
    await page.evaluate(() => localStorage.setItem('darkMode', 'true'));
    await page.goto('/home');
    await new LandingPage(page).heading().waitFor();
    await viewportShot(page, 'wt-coach-08-dark');
    expect(path(page)).toBe('/home');
    await context.close();
  });
});
