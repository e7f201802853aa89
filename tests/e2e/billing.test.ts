import { afterAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './axe';
import { closeBrowser, newContext, type Page, screenshot, VIEWPORTS, watchForErrors } from './browser';
import {
  DevBillingPage,
  DevCheckoutPage,
  ManageSubscriptionPage,
  PlanIndicators,
  UpgradePage,
} from './pages/billing-pages';
import { ChatScreen } from './pages/chat-screen';

afterAll(closeBrowser);

const CONFIRM_CANCEL = 'Cancel subscription?';
/** en-US, as the browser here reads: 'Trial: 2 days left. Then Standard, $22.22 a month, from Nov 28, 2026.' */
const COUNTDOWN =
  /^Trial: 2 days left\. Then Standard, \$22\.22 a month, from [A-Z][a-z]{2} \d{1,2}, \d{4}\. Cancel trial$/;
const toast = (page: Page, text: string | RegExp) =>
  page.getByRole('status').filter({ hasText: text }).first().waitFor();
const settled = (page: Page) =>
  page.waitForFunction(() =>
    [...document.querySelectorAll('.swal2-popup')].every((popup) =>
      popup.getAnimations().every((animation) => animation.playState === 'finished'),
    ),
  );

/** Buys Standard through /upgrade and the dev checkout, as a user does; lands on /manageSubscription trialling. */
async function startTrial(page: Page) {
  await page.goto('/upgrade');
  await new UpgradePage(page).buyNow('standard').click();
  await page.waitForURL('**/dev/checkout?session=*');
  await new DevCheckoutPage(page).pay().click();
  await page.waitForURL('**/manageSubscription?checkout=success');
}

describe('a free user', () => {
  it('watches the meter go 3 → 0 and the composer lock', async () => {
    const context = await newContext({ signedIn: true });
    const page = await context.newPage();
    const errors = watchForErrors(page);
    const chat = new ChatScreen(page);
    const plan = new PlanIndicators(page);
    await page.goto('/');
    await expect.poll(() => plan.meter().innerText()).toBe('3 of 3 questions left');
    await plan.promo().waitFor();

    const questions = ['What is a good ROAS?', 'My CTR is low, what should I do?', 'How do I pace $3000 a month?'];
    for (const [i, question] of questions.entries()) {
      await chat.ask(question);
      await chat.waitForReply(i + 1);
      await expect
        .poll(() => plan.meter().innerText())
        .toMatch(new RegExp(`^${2 - i} of 3 questions left · 1 more on [A-Z][a-z]{2} \\d{1,2}$`));
      if (i === 0) await screenshot(page, 'billing-meter-desktop');
    }
    await page.getByTestId('quota-notice').waitFor();
    expect(await chat.input().isDisabled()).toBe(true);
    expect(await chat.sendButton().isDisabled()).toBe(true);
    await screenshot(page, 'billing-meter-locked-desktop');

    await page.goto('/settings');
    await expect.poll(() => plan.meter().innerText()).toMatch(/^0 of 3 questions left · 1 more on /);
    expect(errors).toEqual([]);
    await context.close();
  }, 90_000);
});

describe('a trial user', () => {
  it('sees the countdown in the sidebar and on /manageSubscription, cancels the trial, then resumes', async () => {
    const context = await newContext({ signedIn: true });
    const page = await context.newPage();
    const errors = watchForErrors(page);
    const manage = new ManageSubscriptionPage(page);
    const plan = new PlanIndicators(page);
    await startTrial(page);
    await expect.poll(() => manage.planStatus().innerText()).toMatch(COUNTDOWN);
    expect(await manage.details().innerText()).toMatch(/Status\s+Trial[\s\S]*Next charge\s+\$22\.22 on /);
    expect(await manage.invoices().count()).toBe(0);

    await page.goto('/');
    await expect.poll(() => plan.sidebarStatus().innerText()).toMatch(COUNTDOWN);
    expect(await plan.promo().count()).toBe(0);
    expect(await plan.meter().count()).toBe(0);
    await screenshot(page, 'billing-trial-sidebar-desktop');

    // Cancel trial from the sidebar: the same confirmation as Cancel Subscription.
    await plan.sidebarStatus().getByRole('button', { name: 'Cancel trial' }).click();
    const confirm = page.getByRole('dialog', { name: CONFIRM_CANCEL });
    await settled(page);
    await confirm.getByRole('button', { name: 'Yes, cancel it' }).click();
    await toast(page, /^Subscription cancelled successfully\./);
    await expect.poll(() => plan.sidebarStatus().innerText()).toMatch(/^Trial: 2 days left\. Ends on .+\. Resume$/);
    await screenshot(page, 'billing-trial-cancelled-sidebar-desktop');

    await page.goto('/manageSubscription');
    await manage.cancelNote().waitFor();
    expect(await manage.details().innerText()).toMatch(/Status\s+Ending[\s\S]*Ends on\s+/);
    await manage.dialog().getByRole('button', { name: 'Resume Subscription' }).click();
    await toast(page, /^Subscription resumed successfully\./);
    await expect.poll(() => manage.planStatus().innerText()).toMatch(COUNTDOWN);
    expect(await manage.cancelNote().count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);
});

describe('switching plan', () => {
  it('through /manageSubscription (confirmed, proration said) and through the dev billing page', async () => {
    const context = await newContext({ signedIn: true });
    const page = await context.newPage();
    const errors = watchForErrors(page);
    const manage = new ManageSubscriptionPage(page);
    await startTrial(page);
    await page.goto('/manageSubscription');

    await manage.switchTo('Premium').click();
    const confirm = manage.confirm('Switch to Premium?');
    await confirm.getByText(/your trial runs on\. Nothing is charged until .+, then \$222\.22 a year\./).waitFor();
    await settled(page);
    await screenshot(page, 'billing-switch-confirm-desktop');
    await confirm.getByRole('button', { name: 'Switch to Premium' }).click();
    await toast(page, 'Plan changed to Premium.');
    await expect.poll(() => manage.details().innerText()).toMatch(/Plan type\s+Premium/);
    await manage.switchTo('Standard').waitFor();

    // Manage billing: the dev billing page, as Stripe's portal with a key.
    await manage.manageBilling().click();
    await page.waitForURL('**/dev/billing?session=*');
    const billing = new DevBillingPage(page);
    expect(await billing.planLine().innerText()).toContain('$222.22');
    await billing.button('Change card').click();
    await billing.notice().waitFor();
    const card = await billing.card().innerText();
    await billing.button(/^Switch to Standard/).click();
    await billing.notice().filter({ hasText: 'Plan changed to Standard.' }).waitFor();
    await screenshot(page, 'billing-dev-portal-desktop');
    await billing.back().click();
    await page.waitForURL('**/manageSubscription');
    await expect.poll(() => manage.details().innerText()).toMatch(/Plan type\s+Standard/);
    const last4 = card.match(/\d{4}$/)?.[0] ?? 'none';
    await expect.poll(() => manage.details().innerText()).toContain(`ending in ${last4}`);
    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);

  it('opens the portal at once from the payment-failed mail link', async () => {
    const context = await newContext({ signedIn: true, subscribed: true });
    const page = await context.newPage();
    await page.goto('/manageSubscription?billing=portal');
    await page.waitForURL('**/dev/billing?session=*');
    await new DevBillingPage(page).planLine().waitFor();
    await context.close();
  });
});

describe('billing screens, 360 and 1440 px, light and dark', () => {
  for (const viewport of ['mobile', 'desktop'] as const) {
    for (const dark of [false, true]) {
      const name = `${viewport}-${dark ? 'dark' : 'light'}`;
      it(`look finished and axe finds nothing serious (${name})`, async () => {
        const context = await newContext({ signedIn: true, subscribed: true, viewport });
        if (dark) await context.addInitScript(() => localStorage.setItem('darkMode', 'true'));
        const page = await context.newPage();
        const errors = watchForErrors(page);
        const manage = new ManageSubscriptionPage(page);
        await page.goto('/manageSubscription');
        await manage.planStatus().waitFor();
        await manage.switchTo('Premium').waitFor();
        await screenshot(page, `billing-manage-${name}`);
        expect(await seriousViolations(page)).toEqual([]);
        const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
        expect(widths[0]).toBeLessThanOrEqual(widths[1] ?? VIEWPORTS.mobile.width);

        await manage.dialog().getByRole('button', { name: 'Close' }).click();
        const plan = new PlanIndicators(page);
        if (viewport === 'mobile') await page.getByRole('button', { name: 'Open sidebar' }).click();
        await plan.sidebarStatus().waitFor();
        // The sidebar slides in on a phone: the shot waits for it to stop.
        await page.waitForFunction(() => document.getAnimations().every((a) => a.playState === 'finished'));
        await screenshot(page, `billing-sidebar-${name}`);
        expect(await seriousViolations(page)).toEqual([]);
        expect(errors).toEqual([]);
        await context.close();
      }, 60_000);
    }
  }

  it('the free meter at 360 px, dark', async () => {
    const context = await newContext({ signedIn: true, viewport: 'mobile' });
    await context.addInitScript(() => localStorage.setItem('darkMode', 'true'));
    const page = await context.newPage();
    await page.goto('/');
    await new PlanIndicators(page).meter().waitFor();
    await screenshot(page, 'billing-meter-mobile-dark');
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});
