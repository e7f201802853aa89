import type { Page } from 'playwright-core';

export class HelpPage {
  constructor(readonly page: Page) {}
  readonly heading = () => this.page.getByRole('heading', { name: 'Help and support' });
  readonly email = () => this.page.getByLabel('Email');
  readonly description = () => this.page.getByLabel('Describe your problem');
  readonly send = () => this.page.getByRole('button', { name: 'Sent' });
  readonly cancel = () => this.page.getByRole('button', { name: 'Cancel' });
}

/** /TermsAndConditions, /terms and /privacyAndPolicy. */
export class PolicyPage {
  constructor(readonly page: Page) {}
  readonly heading = (name: string) => this.page.getByRole('heading', { level: 1, name });
  readonly alert = () => this.page.getByRole('alert');
}

/** The FAQ and Settings modals. */
export class ModalDialog {
  constructor(
    readonly page: Page,
    readonly name: string,
  ) {}
  readonly dialog = () => this.page.getByRole('dialog', { name: this.name });
  readonly questions = () => this.dialog().locator('button[aria-expanded]');
  readonly expanded = () => this.dialog().locator('button[aria-expanded="true"]');
}
