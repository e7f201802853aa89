import type { Page } from 'playwright-core';

/** The plan editor at /chat-editor/:planId and the /chat-editor landing. */
export class PlanEditor {
  constructor(readonly page: Page) {}

  readonly title = () => this.page.getByRole('textbox', { name: 'Title' });
  readonly body = () => this.page.getByRole('textbox', { name: /in Markdown$/ });
  readonly status = () => this.page.getByTestId('save-status');
  readonly preview = () => this.page.getByRole('region', { name: 'Preview' });
  readonly chatLink = () => this.page.getByRole('link', { name: /^From the chat/ });
  readonly button = (name: string) => this.page.getByRole('button', { name, exact: true });
  readonly emptyState = () => this.page.getByText(/^No (action|session) plans yet/);

  /** Types at the end of the body, as a user clicking after the last line would. */
  async appendToBody(text: string) {
    await this.body().click();
    await this.page.keyboard.press('Control+End');
    await this.page.keyboard.type(text);
  }

  async waitUntilSaved() {
    await this.page
      .getByTestId('save-status')
      .filter({ hasText: /^Saved$/ })
      .waitFor();
  }

  /** Exports the plan and returns the downloaded file's name and text. */
  async exportMarkdown() {
    const [download] = await Promise.all([this.page.waitForEvent('download'), this.button('Export').click()]);
    const stream = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return { name: download.suggestedFilename(), text: Buffer.concat(chunks).toString('utf8') };
  }

  /** Deletes the plan through the confirm dialog. */
  async delete() {
    await this.button('Delete').click();
    await this.page.locator('.swal2-popup').getByRole('button', { name: 'Delete' }).click();
  }
}
