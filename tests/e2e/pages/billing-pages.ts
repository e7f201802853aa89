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
  /** The trial's countdown, an end date, or a failed payment, with its one action. */
  readonly planStatus = () => this.dialog().getByTestId('plan-status');
  readonly invoices = () => this.dialog().getByTestId('invoices');
  readonly manageBilling = () => this.dialog().getByRole('button', { name: 'Manage billing' });
  readonly switchTo = (plan: 'Standard' | 'Premium') =>
    this.dialog().getByRole('button', { name: `Switch to ${plan}`, exact: true });
  /** The confirmation sweetalert2 opens inside the modal. */
  readonly confirm = (title: string | RegExp) => this.page.getByRole('dialog', { name: title });
}

/** The dev billing page that stands in for Stripe's Billing Portal with no key. */
export class DevBillingPage {
  constructor(readonly page: Page) {}

  readonly planLine = () => this.page.getByTestId('plan-line');
  readonly card = () => this.page.getByTestId('card');
  readonly notice = () => this.page.getByRole('status');
  readonly button = (name: string | RegExp) => this.page.getByRole('button', { name });
  readonly back = () => this.page.getByRole('link', { name: 'Back to AdWise' });
}

/** What the app says of the plan outside /manageSubscription: the meter and the sidebar's plan area. */
export class PlanIndicators {
  constructor(readonly page: Page) {}

  readonly meter = () => this.page.getByTestId('question-meter');
  readonly sidebarStatus = () => this.page.locator('#sidebar').getByTestId('plan-status');
  readonly promo = () => this.page.locator('#sidebar').getByText('Start Your Free Trial');
}
