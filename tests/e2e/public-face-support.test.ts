import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { POLICY_FILES, renderPolicy } from '../../scripts/policies.ts';
import {
  asCoach,
  baseURL,
  closeBrowser,
  focusedInside,
  newContext,
  type Page,
  screenshot,
  viewportShot,
  watchForErrors,
} from './browser';
import { AppShell } from './pages/app-shell';
import { LandingPage } from './pages/landing-page';
import { HelpPage, ModalDialog, PolicyPage } from './pages/support-pages';

// The public face's support side (help form, policies, FAQ and settings modals, dark mode); the landing page is in public-face.test.ts.
afterAll(closeBrowser);

const SUPPORT_EMAIL = 'support@adwise.app';
const path = (page: Page) => new URL(page.url()).pathname;
const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text }).first().waitFor();
describe('help and support', () => {
  it('validates, sends a signed-out report with the typed e-mail, mails support and goes back', async () => {
    const context = await newContext();
    const page = await context.newPage();
    const help = new HelpPage(page);
    await page.goto('/home');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Help & Support' }).click();
    await help.heading().waitFor();
    await help.send().click();
    await page.getByText('Please describe your problem').waitFor();
    await page.getByText('Email is required').waitFor();

    const email = `visitor-${Date.now()}@example.com`;
    const problem = `The pricing page froze on my phone (${Date.now()}).`;
    await help.email().fill(email);
    await help.description().fill(problem);
    await help.send().click();
    await toast(page, 'Feedback submitted successfully!');
    await page.waitForURL('**/home');
    const mails = await (await fetch(`${baseURL()}/api/dev/mailbox?to=${SUPPORT_EMAIL}`)).json();
    expect(mails.find((mail: { text: string }) => mail.text.includes(problem))?.text).toContain(email);
    await context.close();
  });

  it("sends a signed-in user's report with their e-mail hidden, and Cancel goes back", async () => {
    const context = await newContext({ signedIn: true });
    const page = await context.newPage();
    const help = new HelpPage(page);
    await page.goto('/upgrade');
    await new AppShell(page).openSettings();
    await page.getByRole('menuitem', { name: 'Help & Support' }).click();
    await help.heading().waitFor();
    expect(await help.email().count()).toBe(0);
    await help.description().fill('Search does not find my chat about bidding.');
    await viewportShot(page, 'wt-ads-06-help');
    await help.cancel().click();
    await page.waitForURL('**/upgrade');

    await page.goto('/helpAndSupport');
    await help.description().fill('Search does not find my chat about bidding.');
    await help.send().click();
    await toast(page, 'Feedback submitted successfully!');
    await context.close();
  });
});

describe('terms and privacy', () => {
  it.each([
    ['/terms', 'Terms and Conditions', 'terms'],
    ['/TermsAndConditions', 'Terms and Conditions', 'terms'],
    ['/privacyAndPolicy', 'Privacy Policy', 'privacy'],
  ] as const)('%s shows the policy rendered from the repository, signed out', async (route, title, slug) => {
    const context = await newContext();
    const page = await context.newPage();
    const errors = watchForErrors(page);
    await page.goto(route);
    await new PolicyPage(page).heading(title).waitFor();
    const served = await (await fetch(`${baseURL()}/api/policy/${slug}`)).json();
    expect(served.policy.content).toBe(renderPolicy(readFileSync(POLICY_FILES[slug], 'utf8')));
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the error state when the policy cannot be fetched', async () => {
    const context = await newContext();
    const page = await context.newPage();
    await page.route('**/api/policy/terms', (route) =>
      route.fulfill({ status: 503, json: { code: 'unavailable', message: 'Service unavailable.' } }),
    );
    await page.goto('/terms');
    const alert = new PolicyPage(page).alert();
    await alert.getByText('Failed to fetch Terms and Conditions.').waitFor();
    await alert.getByText('Error fetching Terms and Conditions: Service unavailable.').waitFor();
    await screenshot(page, 'public-terms-error-desktop');
    await page.unroute('**/api/policy/terms');
    await alert.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('heading', { level: 1, name: 'Terms and Conditions' }).waitFor();
    await context.close();
  });
});

describe('modals', () => {
  it('FAQ opens one answer at a time, keeps Tab inside and closes on Escape', async () => {
    const context = await newContext({ signedIn: true });
    const page = await context.newPage();
    const faq = new ModalDialog(page, 'FAQ');
    await page.goto('/home');
    await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }).click();
    await faq.questions().first().waitFor();
    await faq.questions().nth(2).click();
    await faq.questions().nth(4).click();
    expect(await faq.expanded().count()).toBe(1);
    await viewportShot(page, 'wt-ads-07-faq');
    for (let i = 0; i < 20; i++) {
      await page.keyboard.press('Tab');
      expect(await focusedInside(page, 'dialog')).toBe(true);
    }
    await page.keyboard.press('Escape');
    await page.waitForURL('**/home');
    await context.close();
  });

  it('Settings shows the real plan, and Update goes to /upgrade', async () => {
    const context = await newContext({ signedIn: true });
    const page = await context.newPage();
    const settings = new ModalDialog(page, 'Settings');
    await page.goto('/settings');
    const plan = page.getByTestId('settings-plan');
    await plan.waitFor();
    expect(await plan.textContent()).toContain('Free');
    await viewportShot(page, 'wt-ads-05-settings');
    await settings.dialog().getByRole('button', { name: 'Update' }).click();
    await page.waitForURL('**/upgrade');
    await context.close();
  });
});

describe('dark mode', () => {
  it('is switched from the settings menu, kept across reloads, and themes every screen', async () => {
    const context = await newContext({ signedIn: true });
    const page = await context.newPage();
    const shell = new AppShell(page);
    await page.goto('/helpAndSupport');
    await shell.openSettings();
    await shell
      .settingsMenu()
      .getByRole('menuitemcheckbox', { name: /Dark mode/ })
      .click();
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('darkMode'))).toBe('true');
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    for (const route of ['/helpAndSupport', '/home', '/terms', '/login']) {
      await page.goto(route);
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
      expect(await background()).not.toBe('rgb(255, 255, 255)');
    }
    await page.goto('/home');
    await new LandingPage(page).heading().waitFor();
    await viewportShot(page, 'wt-ads-08-dark');
    await page.getByRole('banner').getByRole('button', { name: 'Dark mode' }).click();
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(false);
    await context.close();
  });
});

describe('walkthrough frames for the coach persona', () => {
  it('captures the coach FAQ, settings and dark landing', async () => {
    const context = await newContext({ signedIn: true });
    const page = await context.newPage();
    await asCoach(page);
    await page.goto('/faq');
    const faq = new ModalDialog(page, 'FAQ');
    await faq.questions().nth(1).click();
    await viewportShot(page, 'wt-coach-07-faq');
    await page.goto('/settings');
    await page.getByTestId('settings-plan').waitFor();
    await viewportShot(page, 'wt-coach-05-settings');
    await page.goto('/helpAndSupport');
    await new HelpPage(page).description().fill("How do I find last week's under-10s plan?");
    await viewportShot(page, 'wt-coach-06-help');
    await page.evaluate(() => localStorage.setItem('darkMode', 'true'));
    await page.goto('/home');
    await new LandingPage(page).heading().waitFor();
    await viewportShot(page, 'wt-coach-08-dark');
    expect(path(page)).toBe('/home');
    await context.close();
  });
});
