import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, newContext, type Page, screenshot, watchForErrors } from './browser';
import { DevCheckoutPage, ManageSubscriptionPage, UpgradePage } from './pages/billing-pages';
import { ChatScreen } from './pages/chat-screen';

afterAll(closeBrowser);

/** SPEC.md section 8, word for word. */
const ALERTS = {
  confirmCancelSubscription: {
    title: 'Cancel subscription?',
    text: 'Are you sure you want to cancel your subscription? This action cannot be undone.',
  },
};

const path = (page: Page) => new URL(page.url()).pathname;
/** Waits for a dialog's opening animation to end, so its screenshot shows it whole. */
const dialogSettled = (page: Page) =>
  page.waitForFunction(() =>
    [...document.querySelectorAll('.swal2-popup')].every((popup) =>
      popup.getAnimations().every((animation) => animation.playState === 'finished'),
    ),
  );
const toast = (page: Page, text: string | RegExp) =>
  page.getByRole('status').filter({ hasText: text }).first().waitFor();

/** A small PNG drawn in the page. */
async function png(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 320;
    canvas.height = 200;
    const context = canvas.getContext('2d') as CanvasRenderingContext2D;
    context.fillStyle = '#16a34a';
    context.fillRect(0, 0, 320, 200);
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.split(',')[1] ?? '', 'base64');
}

describe('the purchase loop with no Stripe key (dev checkout)', () => {
  it('stops a free user after 3 questions, sells Standard with a trial, allows images, and cancels', async () => {
    const context = await newContext({ signedIn: true });
    const page = await context.newPage();
    const errors = watchForErrors(page);
    const chat = new ChatScreen(page);
    await page.goto('/');
    await chat.welcome().waitFor();
    // A Free user may attach a report's CSV export, not an image: the control opens for the report alone.
    await expect.poll(() => page.getByTestId('chat-image-input').getAttribute('accept')).toBe('.csv,text/csv');

    // Three free questions in one chat.
    await chat.ask('How should I set a daily budget with $3000 per month?');
    await page.waitForURL(/\/chat\//);
    await chat.waitForReply(1);
    await chat.ask('What is a good ROAS?');
    await chat.waitForReply(2);
    await chat.ask('My CTR is low, what should I do?');
    await chat.waitForReply(3);

    // The third answer brings the meter to 0: the composer locks before a fourth can be sent.
    await page.getByTestId('quota-notice').waitFor();
    await screenshot(page, 'billing-quota-locked-desktop');
    expect(await chat.userMessages().count()).toBe(3);
    expect(await chat.input().isDisabled()).toBe(true);
    await page.getByTestId('quota-notice').getByRole('link', { name: 'Start your 3-day free trial' }).click();
    await page.waitForURL('**/upgrade');

    // Upgrade: three cards, Buy Now on Standard, the dev checkout.
    const upgrade = new UpgradePage(page);
    await upgrade.card('premium').getByText('Save $44.42').waitFor();
    expect(await upgrade.card('standard').innerText()).toContain('Most Popular');
    expect(await upgrade.card('free').getByRole('button').isDisabled()).toBe(true);
    await screenshot(page, 'billing-upgrade-desktop');
    await upgrade.buyNow('standard').click();
    await page.waitForURL('**/dev/checkout?session=*');
    const checkout = new DevCheckoutPage(page);
    expect(await checkout.heading().innerText()).toBe('Subscribe to AdWise Standard');
    expect(await checkout.dueToday().innerText()).toBe('$0.00');
    await page.getByText('3 days free').waitFor();
    await screenshot(page, 'billing-dev-checkout-desktop');
    await checkout.pay().click();

    // Back in the app, trialling.
    await page.waitForURL('**/manageSubscription?checkout=success');
    const manage = new ManageSubscriptionPage(page);
    await manage.status().getByText('Your 3-day free trial of Standard has started.', { exact: false }).waitFor();
    expect(await manage.details().innerText()).toMatch(/Plan type\s+Standard[\s\S]*Price\s+\$22\.22/);
    await screenshot(page, 'billing-trial-started-desktop');
    await manage.dialog().getByRole('button', { name: 'Close' }).click();
    await page.waitForURL((url) => url.pathname === '/');

    // A trialling user sends an image; the promo and notices are gone.
    await chat.welcome().waitFor();
    expect(await page.getByText('Start Your Free Trial').count()).toBe(0);
    await chat.imageInput().setInputFiles({ name: 'ad.png', mimeType: 'image/png', buffer: await png(page) });
    await chat.imagePreview().getByText('ad.png').waitFor();
    await chat.ask('What do you think of this ad creative?');
    await chat.userMessages().first().getByRole('img', { name: 'Attached' }).waitFor();
    await chat.waitForReply(1);
    await screenshot(page, 'billing-trial-image-desktop');

    // Cancel on /manageSubscription: confirm, the message, back after 2 s; the plan lasts to its end.
    const before = path(page);
    await page.getByRole('button', { name: 'Settings' }).click();
    await page.getByRole('menuitem', { name: 'Manage Subscription' }).click();
    await page.waitForURL('**/manageSubscription');
    await manage.cancelButton().click();
    const confirm = page.getByRole('dialog', { name: ALERTS.confirmCancelSubscription.title });
    await confirm.getByText(ALERTS.confirmCancelSubscription.text).waitFor();
    await dialogSettled(page);
    await screenshot(page, 'billing-cancel-confirm-desktop');
    await confirm.getByRole('button', { name: 'Yes, cancel it' }).click();
    await toast(page, /^Subscription cancelled successfully\./);
    await manage.cancelNote().waitFor();
    await screenshot(page, 'billing-cancelled-desktop');
    await page.waitForURL((url) => url.pathname === before);
    await page.goto('/manageSubscription');
    await manage.cancelNote().waitFor();
    expect(await manage.cancelButton().count()).toBe(0);
    expect(await manage.details().innerText()).toContain('Standard');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('billing screens at 360 px', () => {
  it('upgrade, dev checkout and a trial on a phone look finished', async () => {
    const context = await newContext({ signedIn: true, viewport: 'mobile' });
    const page = await context.newPage();
    const errors = watchForErrors(page);
    await page.goto('/upgrade');
    const upgrade = new UpgradePage(page);
    await upgrade.card('premium').waitFor();
    await screenshot(page, 'billing-upgrade-mobile');
    await upgrade.buyNow('premium').click();
    await page.waitForURL('**/dev/checkout?session=*');
    await new DevCheckoutPage(page).dueToday().waitFor();
    await screenshot(page, 'billing-dev-checkout-mobile');
    await new DevCheckoutPage(page).pay().click();
    await page.waitForURL('**/manageSubscription?checkout=success');
    await new ManageSubscriptionPage(page).status().getByText('Premium', { exact: false }).waitFor();
    await screenshot(page, 'billing-trial-started-mobile');
    await page.goto('/upgrade');
    await page.getByRole('heading', { name: 'Already Subscribed' }).waitFor();
    await screenshot(page, 'billing-already-subscribed-mobile');
    const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
    expect(widths[0]).toBeLessThanOrEqual(widths[1] ?? 0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
