import { deflateSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, createAccount, newContext, type Page, screenshot, VIEWPORTS, watchForErrors } from './browser';
import { codeFromMailbox } from './mailbox';
import { AppShell } from './pages/app-shell';
import { CodePage, LoginPage, ProfileModal, ResetPasswordPage, SignUpPage } from './pages/auth-pages';

afterAll(closeBrowser);

const path = (page: Page) => new URL(page.url()).pathname;
const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text }).first().waitFor();
let emails = 0;
const newEmail = () => `e2e-ui-${Date.now()}-${++emails}@example.com`;

/** A real 2x2 PNG, built byte by byte so the test needs no fixture file. */
function tinyPng(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const byte of buf) c = (crcTable[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type), data]);
    const out = Buffer.alloc(8 + data.length + 4);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(2, 0);
  header.writeUInt32BE(2, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const pixels = Buffer.from([0, 37, 99, 235, 37, 99, 235, 0, 37, 99, 235, 37, 99, 235]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('accounts in the browser', () => {
  it('signs up, verifies the e-mail with the mailed code and lands on / signed in', async () => {
    const context = await newContext();
    const page = await context.newPage();
    const errors = watchForErrors(page);
    const email = newEmail();
    await page.goto('/signUp');
    await screenshot(page, 'accounts-sign-up-desktop');
    await new SignUpPage(page).register({ name: 'Grace Hopper', email, password: 'correct horse battery' });
    await page.waitForURL('**/verificationCode');
    await toast(page, 'Signup successful! Please verify your email.');
    await screenshot(page, 'accounts-verification-code-desktop');

    await new CodePage(page).enter(await codeFromMailbox(email));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await toast(page, 'Verification successful!');
    await new AppShell(page).sidebar().getByText('Grace Hopper').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('logs out, refuses a wrong password, then logs in and returns to where the user was going', async () => {
    const account = await createAccount('Alan Turing');
    const context = await newContext();
    const page = await context.newPage();
    await page.goto('/manageSubscription');
    await page.waitForURL('**/login');
    const login = new LoginPage(page);
    await login.logIn(account.email, 'not my password');
    await toast(page, 'Incorrect email/password, please try again.');
    expect(path(page)).toBe('/login');
    await screenshot(page, 'accounts-login-failed-desktop');

    await login.logIn(account.email, account.password);
    await page.waitForURL('**/manageSubscription');
    // The screen it was going to is a modal over the chat; the settings menu is behind it.
    await page.getByRole('dialog', { name: 'Manage Subscription' }).getByText('Plan type').waitFor();
    await page.goto('/');

    const shell = new AppShell(page);
    await shell.openSettings();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL('**/login');
    await toast(page, 'Logged out successfully.');
    await page.goto('/');
    await page.waitForURL('**/login');
    await context.close();
  });

  it('resets a forgotten password with a mailed code, then logs in with the new one', async () => {
    const account = await createAccount('Katherine Johnson');
    const context = await newContext();
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL('**/forgetPassword');
    await page.getByLabel('Email').fill(account.email);
    await screenshot(page, 'accounts-forget-password-desktop');
    await page.getByRole('button', { name: 'Get OTP' }).click();
    await page.waitForURL('**/verifyForgetPasswordOtp');

    await new CodePage(page).enter(await codeFromMailbox(account.email, 2));
    await screenshot(page, 'accounts-reset-code-desktop');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL('**/resetPass');
    await new ResetPasswordPage(page).reset('a brand new password');
    const dialog = page.getByRole('dialog', { name: 'Congratulations!' });
    await dialog.getByText('Your password has been updated, please change your password regularly').waitFor();
    await screenshot(page, 'accounts-congratulations-desktop');
    await dialog.getByRole('link', { name: 'Login' }).click();
    await page.waitForURL('**/login');

    const login = new LoginPage(page);
    await login.logIn(account.email, account.password);
    await toast(page, 'Incorrect email/password, please try again.');
    await login.logIn(account.email, 'a brand new password');
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();
  });

  it('edits the profile name and avatar', async () => {
    const context = await newContext({ signedIn: true });
    const page = await context.newPage();
    const errors = watchForErrors(page);
    await page.goto('/editProfile');
    const modal = new ProfileModal(page);
    await modal.dialog().waitFor();
    await screenshot(page, 'accounts-profile-desktop');
    await modal.dialog().getByRole('button', { name: 'Edit Profile' }).click();
    await modal.nameInput().fill('Ada King');
    await modal
      .dialog()
      .locator('input[type=file]')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: tinyPng() });
    await modal.dialog().getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Profile updated successfully!');
    await new AppShell(page).sidebar().getByText('Ada King').waitFor();
    const avatar = modal.dialog().locator('img[src*="/api/images/"]');
    await avatar.waitFor();
    expect(await avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(2);
    await screenshot(page, 'accounts-profile-saved-desktop');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('sends a signed-in user visiting /login to /', async () => {
    const context = await newContext({ signedIn: true });
    const page = await context.newPage();
    await page.goto('/login');
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();
  });

  it('renders every account screen at 360 px and 1440 px', async () => {
    for (const viewport of Object.keys(VIEWPORTS) as (keyof typeof VIEWPORTS)[]) {
      const context = await newContext({ viewport });
      const page = await context.newPage();
      await page.addInitScript(() => localStorage.setItem('email', JSON.stringify({ email: 'someone@example.com' })));
      for (const route of [
        '/login',
        '/signUp',
        '/forgetPassword',
        '/verifyForgetPasswordOtp',
        '/resetPass',
        '/verificationCode',
      ]) {
        await page.goto(route);
        await page.waitForLoadState('networkidle');
        await screenshot(page, `accounts${route.replace('/', '-')}-${viewport}`);
      }
      await context.close();
      const signedIn = await newContext({ viewport, signedIn: true });
      const modalPage = await signedIn.newPage();
      for (const route of ['/editProfile', '/aboutMe']) {
        await modalPage.goto(route);
        await modalPage.getByRole('dialog').waitFor();
        await screenshot(modalPage, `accounts${route.replace('/', '-')}-${viewport}`);
      }
      await signedIn.close();
    }
  });
});
