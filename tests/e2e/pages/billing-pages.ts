import type { Page } from 'playwright-core';

/** /upgrade: the three plan cards, or 'Already Subscribed'. */
export class UpgradePage {
  constructor(readonly page: Page) {}

  readonly heading = () => this.page.getByRole('heading', { level: 1 });
  readonly card = (plan: 'free' | 'standard' | 'premium') => this.page.getByTestId(`plan-${plan}`);
  readonly buyNow = (plan: 'standard' | 'premium') => this.card(plan).getByRole('button', { name: /Buy Now/ });
}

/** The dev checkout page that stands in for Stripe's with no key. */
export class DevCheckoutPage {
  constructor(readonly page: Page) {}

  readonly heading = () => this.page.getByRole('heading', { level: 1 });
  readonly dueToday = () => this.page.getByTestId('due-today');
  readonly pay = () => this.page.getByRole('button', { name: /Start trial|Pay/ });
  readonly cancel = () => this.page.getByRole('link', { name: 'Cancel' });
}

/** /manageSubscription: the plan's rows and its actions. */
export class ManageSubscriptionPage {
  constructor(readonly page: Page) {}

  readonly dialog = () => this.page.getByRole('dialog', { name: 'Manage Subscription' });
  readonly details = () => this.page.getByTestId('subscription-details');
  readonly status = () => this.dialog().getByRole('status');
  readonly cancelButton = () => this.page.getByRole('button', { name: 'Cancel Subscription' });
  readonly cancelNote = () => this.page.getByTestId('cancel-note');
}
