import type { Page } from 'playwright-core';

/** The thumbs under the last reply and the question a thumbs down opens. */
export class RateReply {
  constructor(readonly page: Page) {}

  readonly reply = () => this.page.getByTestId('bot-message').last();
  readonly good = () => this.reply().getByRole('button', { name: 'Good answer' });
  readonly bad = () => this.reply().getByRole('button', { name: 'Bad answer' });
  readonly reasons = () => this.page.getByRole('form', { name: 'What was wrong? (optional)' });
  readonly reason = (name: string) => this.reasons().getByRole('button', { name, exact: true });
  readonly words = () => this.reasons().getByRole('textbox', { name: 'Tell us more' });
  readonly toast = () => this.page.getByText('Thanks for the feedback');

  pressed(which: 'good' | 'bad') {
    return (which === 'good' ? this.good() : this.bad()).getAttribute('aria-pressed');
  }
}
