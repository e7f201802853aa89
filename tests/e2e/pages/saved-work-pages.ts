import type { Page } from 'playwright-core';

type Tab = 'Chats' | 'Plans' | 'Highlights';

/** /saved-chats: the tabs, the search box and the open tab's rows. */
export class SavedChatsScreen {
  constructor(readonly page: Page) {}

  readonly heading = () => this.page.getByRole('main').getByRole('heading', { level: 1, name: 'Saved chats' });
  readonly tab = (name: Tab) => this.page.getByRole('tab', { name });
  /** The open tab's panel; naming the tab waits for that one, not the panel it replaces. */
  readonly panel = (tab?: Tab) => this.page.getByRole('tabpanel', tab && { name: tab });
  readonly search = () => this.page.getByRole('main').getByRole('searchbox');
  readonly row = (name: string | RegExp, tab?: Tab) => this.panel(tab).getByRole('link', { name });
  readonly rows = () => this.panel().getByRole('link');
}

/** The Share dialog of a chat or a plan. */
export class ShareDialogBox {
  constructor(readonly page: Page) {}

  readonly root = () => this.page.getByRole('dialog', { name: /^Share this/ });
  readonly showName = () => this.root().getByRole('checkbox', { name: 'Show my name' });
  readonly includeImages = () => this.root().getByRole('checkbox', { name: 'Include images' });
  readonly newLink = () => this.root().getByRole('textbox', { name: 'Your new link' });
  readonly liveLinks = () => this.root().getByTestId('live-links').getByRole('listitem');
  readonly noLinks = () => this.root().getByText('No live links.');

  /** Creates a link and returns its full URL, as the dialog shows it this once. */
  async createLink(): Promise<string> {
    await this.root().getByRole('button', { name: 'Create link' }).click();
    await this.newLink().waitFor();
    return this.newLink().inputValue();
  }

  async revokeFirst() {
    await this.liveLinks()
      .first()
      .getByRole('button', { name: /^Revoke/ })
      .click();
  }
}

/** /share/:token as a reader without an account sees it. */
export class SharedSnapshotPage {
  constructor(readonly page: Page) {}

  readonly title = () => this.page.getByRole('heading', { level: 1 });
  readonly byline = () => this.page.getByText(/Snapshot of /);
  readonly userMessages = () => this.page.getByTestId('user-message');
  readonly botMessages = () => this.page.getByTestId('bot-message');
  readonly tryItFree = () => this.page.getByRole('link', { name: 'Try it free' });
  readonly robots = () => this.page.locator('meta[name="robots"]').getAttribute('content');
}
