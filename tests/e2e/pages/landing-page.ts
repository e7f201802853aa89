import type { Page } from 'playwright-core';

/** /home: the sections, the top nav, the mobile menu, the FAQ and the video player. */
export class LandingPage {
  constructor(readonly page: Page) {}

  readonly heading = () => this.page.getByRole('heading', { level: 1 });
  readonly nav = () => this.page.getByRole('banner').getByRole('navigation', { name: 'Sections' });
  readonly navLink = (name: string) => this.nav().getByRole('link', { name, exact: true });
  /** The highlighted section link of the wide nav (hidden, yet kept current, below 1024 px). */
  readonly current = () => this.page.locator('header > div > nav a[aria-current="true"]');
  readonly section = (id: string) => this.page.locator(`section#${id}`);
  readonly openMenuButton = () => this.page.getByRole('button', { name: 'Open menu' });
  readonly menu = () => this.page.getByRole('dialog', { name: 'Menu' });
  readonly faqQuestions = () => this.section('faq').locator('button[aria-expanded]');
  readonly expandedQuestions = () => this.section('faq').locator('button[aria-expanded="true"]');
  readonly player = () => this.page.getByTestId('video-player');
  readonly video = () => this.player().locator('video');
  readonly controls = () => this.page.getByTestId('video-controls');
  readonly videoTime = () => this.page.getByTestId('video-time');
  readonly fallback = () => this.page.getByTestId('video-fallback');
  readonly plan = (id: string) => this.page.getByTestId(`plan-${id}`);

  async open() {
    await this.page.goto('/home');
    await this.heading().waitFor();
  }

  /** Scrolls the how-it-works section into view, which loads the player. */
  async showVideo() {
    await this.section('how-it-works').scrollIntoViewIfNeeded();
    await this.player().waitFor();
  }

  async videoState() {
    return this.video().evaluate((v: HTMLVideoElement) => ({
      paused: v.paused,
      time: v.currentTime,
      muted: v.muted,
      volume: v.volume,
      duration: v.duration,
    }));
  }
}
