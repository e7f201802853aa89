import type { Page } from 'playwright-core';

/** The top bar and sidebar around every app page. */
export class AppShell {
  constructor(readonly page: Page) {}

  readonly sidebar = () => this.page.locator('#sidebar');
  readonly settingsButton = () => this.page.getByRole('button', { name: 'Settings' });
  readonly settingsMenu = () => this.page.getByRole('menu', { name: 'Settings' });
  readonly openSidebarButton = () => this.page.getByRole('button', { name: 'Open sidebar' });
  readonly profileLink = (name: string | RegExp = /Ada Lovelace|Guest/) => this.sidebar().getByRole('link', { name });

  async openSettings() {
    await this.settingsButton().click();
    await this.settingsMenu().waitFor();
  }

  async logOut() {
    await this.openSettings();
    await this.page.getByRole('menuitem', { name: 'Logout' }).click();
  }

  async isSidebarOpen() {
    return (await this.sidebar().getAttribute('inert')) === null;
  }
}
