import { afterAll, describe, expect, it } from 'vitest';
import walkthroughLengths from '../../web/content/walkthrough-lengths.json';
import { asCoach, closeBrowser, focusedInside, newContext, screenshot, viewportShot, watchForErrors } from './browser';
import { LandingPage } from './pages/landing-page';

/** Smooth scrolling takes its time on a loaded machine; the highlight follows when it settles. */
const SCROLL_SETTLES = { timeout: 5000 };

afterAll(closeBrowser);

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
    await expect.poll(() => landing.current().textContent(), SCROLL_SETTLES).toBe('Pricing');
    expect(new URL(page.url()).hash).toBe('#pricing');
    await expect
      .poll(() => landing.section('pricing').evaluate((s) => s.getBoundingClientRect().top))
      .toBeLessThan(100);
    expect(await focusedInside(page, 'section#pricing')).toBe(true);
    await viewportShot(page, 'wt-ads-04-pricing');

    await landing.section('why-us').evaluate((s: HTMLElement) => window.scrollTo(0, s.offsetTop));
    await expect.poll(() => landing.current().textContent(), SCROLL_SETTLES).toBe('Why Us');
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

  it("speaks to coaches in the coach persona, with SPEC.md's 11 questions", async () => {
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
    await expect.poll(() => landing.current().textContent(), SCROLL_SETTLES).toBe('Why Us');
    await viewportShot(page, 'wt-coach-02-why-us');
    await landing.navLink('Pricing').click();
    await expect.poll(() => landing.current().textContent(), SCROLL_SETTLES).toBe('Pricing');
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
    expect(duration).toBeCloseTo(walkthroughLengths.ads, 0);
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
    await expect.poll(() => landing.current().textContent(), SCROLL_SETTLES).toBe('About');
    await expect
      .poll(() => landing.section('about').evaluate((s) => Math.round(s.getBoundingClientRect().top)))
      .toBeLessThan(120);
    await context.close();
  });
});
