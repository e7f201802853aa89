import type { Page } from 'playwright-core';

export class LoginPage {
  constructor(readonly page: Page) {}
  readonly heading = () => this.page.getByRole('heading', { name: 'Log In' });
  readonly emailInput = () => this.page.getByLabel('Email');
  readonly rememberMe = () => this.page.getByRole('checkbox', { name: 'Remember me' });
  async logIn(email: string, password: string) {
    await this.page.getByLabel('Email').fill(email);
    await this.page.getByLabel('Password', { exact: true }).fill(password);
    await this.page.getByRole('button', { name: 'Log In', exact: true }).click();
  }
}

export class SignUpPage {
  constructor(readonly page: Page) {}
  async register({ name, email, password }: { name: string; email: string; password: string }) {
    await this.page.getByLabel('Username').fill(name);
    await this.page.getByLabel('Email').fill(email);
    await this.page.getByLabel('Password', { exact: true }).fill(password);
    await this.page.getByLabel('Confirm Password', { exact: true }).fill(password);
    await this.page.getByRole('checkbox').check();
    await this.page.getByRole('button', { name: 'Register' }).click();
  }
}

/** The e-mail verification and reset-code screens: one box per digit. */
export class CodePage {
  constructor(readonly page: Page) {}
  async enter(code: string) {
    await this.page.getByLabel('Digit 1').click();
    await this.page.keyboard.type(code);
  }
}

export class ResetPasswordPage {
  constructor(readonly page: Page) {}
  async reset(password: string) {
    await this.page.getByLabel('New password', { exact: true }).fill(password);
    await this.page.getByLabel('Confirm password', { exact: true }).fill(password);
    await this.page.getByRole('button', { name: 'Reset' }).click();
  }
}

export class ProfileModal {
  constructor(readonly page: Page) {}
  readonly dialog = () => this.page.getByRole('dialog', { name: 'Personal Information' });
  readonly nameInput = () => this.dialog().getByLabel('Full Name');
}
