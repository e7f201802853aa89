import type { Page } from 'playwright-core';

/** Regenerate and the '< 2/3 >' switcher under the last reply, and Edit on the last question. */
export class ReplyVersions {
  constructor(readonly page: Page) {}

  readonly reply = () => this.page.getByTestId('bot-message').last();
  readonly question = () => this.page.getByTestId('user-message').last();
  readonly regenerate = () => this.reply().getByRole('button', { name: 'Regenerate reply' });
  readonly previous = () => this.reply().getByRole('button', { name: 'Previous version' });
  readonly next = () => this.reply().getByRole('button', { name: 'Next version' });
  readonly label = (version: number, of: number) => this.reply().getByText(`Version ${version} of ${of}`);
  readonly edit = () => this.question().getByRole('button', { name: 'Edit message' });
  readonly editBox = () => this.page.getByRole('textbox', { name: 'Edit your message' });
  readonly saveAndSend = () => this.page.getByRole('button', { name: 'Save and send' });

  /** Waits until the last reply has finished: its Regenerate button is offered again. */
  async waitForReply() {
    await this.regenerate().and(this.page.locator(':enabled')).waitFor({ timeout: 20_000 });
  }
}
