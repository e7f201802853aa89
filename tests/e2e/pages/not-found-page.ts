import type { Page } from 'playwright-core';

export class NotFoundPage {
  constructor(readonly page: Page) {}

  readonly heading = () => this.page.getByRole('heading', { name: 'Page Not Found' });
  readonly backHome = () => this.page.getByRole('link', { name: 'Back to Home' });
}
