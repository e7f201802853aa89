import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../web/app/paths';
import { activeDetails, DETAILS, details, PACKAGES, PORTAL, packages, SWITCH, trialDetails } from './billing-fixtures';
import { CHATS, chatList, closeDialogs } from './chat-fixtures';
import { type ApiCall, fakeApi, json } from './fake-api';
import { renderApp, signedInSession } from './render-app';

vi.mock('../../web/features/billing/redirect', () => ({ redirectTo: vi.fn() }));
const { redirectTo } = await import('../../web/features/billing/redirect');

const TRIAL_END = '2026-11-27T12:00:00.000Z';
const PORTAL_URL = 'https://billing.stripe.com/p/session/test_1';
const CARD = { brand: 'visa', last4: '4242' };
const INVOICE = {
  number: 'ADW-0001',
  date: '2026-10-24T12:00:00.000Z',
  amount: { amountCents: 2222, currency: 'usd' },
  status: 'paid',
  hostedInvoiceUrl: 'https://invoice.stripe.com/i/acct_1/test_1',
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime('2026-11-25T10:00:00.000Z');
  vi.spyOn(navigator, 'language', 'get').mockReturnValue('en-US');
});
afterEach(async () => {
  await closeDialogs();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.mocked(redirectTo).mockClear();
});

/** The plain details, or with `include=account` the card and invoices too (as the Worker answers). */
const detailsWith =
  (subscription: Record<string, unknown>, account: Record<string, unknown> = {}) =>
  (call: ApiCall) =>
    details(call.search.get('include') === 'account' ? { ...subscription, ...account } : subscription);

const manage = () => within(screen.getByRole('dialog', { name: 'Manage Subscription' }));

async function answerDialog(button: string) {
  const popup = await screen.findByRole('dialog', { name: /\?$/ });
  await userEvent.click(within(popup).getByRole('button', { name: button }));
  fireEvent.animationEnd(popup);
  await waitFor(() => expect(document.querySelector('.swal2-container')).toBeNull());
}

describe('/manageSubscription', () => {
  it('shows status, the next charge, the card and the invoices with links to their hosted pages', async () => {
    fakeApi({
      [DETAILS]: detailsWith(activeDetails(), { card: CARD, invoices: [INVOICE] }),
      [PACKAGES]: packages,
    });
    await renderApp(paths.manageSubscription, signedInSession);
    const rows = await screen.findByTestId('subscription-details');
    expect(rows).toHaveTextContent('StatusActive');
    expect(rows).toHaveTextContent('Next charge$222.22 on Nov 24, 2027');
    await waitFor(() => expect(rows).toHaveTextContent('CardVisa ending in 4242'));
    const invoices = screen.getByTestId('invoices');
    expect(invoices).toHaveTextContent('Oct 24, 2026 (ADW-0001)$22.22paid');
    expect(within(invoices).getByRole('link', { name: /View invoice Oct 24, 2026/ })).toHaveAttribute(
      'href',
      INVOICE.hostedInvoiceUrl,
    );
  });

  it('shows no card and no invoices when the API gives none, and the trial countdown with its first charge', async () => {
    fakeApi({ [DETAILS]: detailsWith(trialDetails(TRIAL_END)), [PACKAGES]: packages });
    await renderApp(paths.manageSubscription, signedInSession);
    const rows = await screen.findByTestId('subscription-details');
    expect(rows).toHaveTextContent('StatusTrial');
    expect(rows).toHaveTextContent('Next charge$22.22 on Nov 27, 2026');
    expect(manage().getByTestId('plan-status')).toHaveTextContent(
      'Trial: 2 days left. Then Standard, $22.22 a month, from Nov 27, 2026.',
    );
    await screen.findByRole('button', { name: 'Switch to Premium' });
    expect(rows).not.toHaveTextContent('Card');
    expect(screen.queryByTestId('invoices')).not.toBeInTheDocument();
  });

  it('switches plan only after a confirmation that says what changes and how it is charged', async () => {
    let switched = false;
    const premiumTrial = trialDetails(TRIAL_END, {
      type: 'Premium',
      amount: '$222.22',
      packId: 'premium',
      afterTrial: {
        packId: 'premium',
        plan: 'Premium',
        interval: 'year',
        amount: { amountCents: 22222, currency: 'usd' },
        firstChargeAt: TRIAL_END,
      },
    });
    const api = fakeApi({
      [DETAILS]: (call) => detailsWith(switched ? premiumTrial : trialDetails(TRIAL_END))(call),
      [PACKAGES]: packages,
      [SWITCH]: () => {
        switched = true;
        return json({ success: true, Message: 'Plan changed to Premium.', subscription: premiumTrial });
      },
    });
    await renderApp(paths.manageSubscription, signedInSession);
    await userEvent.click(await screen.findByRole('button', { name: 'Switch to Premium' }));
    const dialog = await screen.findByRole('dialog', { name: 'Switch to Premium?' });
    expect(dialog).toHaveTextContent(
      'You move to Premium now and your trial runs on. Nothing is charged until Nov 27, 2026, then $222.22 a year.',
    );
    await answerDialog('Keep my plan');
    expect(api.callsTo('POST', '/api/subscription/switch')).toHaveLength(0);

    await userEvent.click(manage().getByRole('button', { name: 'Switch to Premium' }));
    await screen.findByRole('dialog', { name: 'Switch to Premium?' });
    await answerDialog('Switch to Premium');
    expect(await screen.findByText('Plan changed to Premium.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/subscription/switch')[0]?.body).toEqual({ packId: 'premium' });
    await waitFor(() => expect(screen.getByTestId('subscription-details')).toHaveTextContent('Plan typePremium'));
    expect(await screen.findByRole('button', { name: 'Switch to Standard' })).toBeInTheDocument();
  }, 15_000);

  it('says an active plan switch is prorated on the next invoice', async () => {
    fakeApi({ [DETAILS]: detailsWith(activeDetails()), [PACKAGES]: packages });
    await renderApp(paths.manageSubscription, signedInSession);
    await userEvent.click(await screen.findByRole('button', { name: 'Switch to Standard' }));
    expect(await screen.findByRole('dialog', { name: 'Switch to Standard?' })).toHaveTextContent(
      'You move to Standard at $22.22 a month now. What is left of your Premium period is credited and the difference is prorated on your next invoice.',
    );
  });

  it("'Manage billing' asks for a portal session and goes there", async () => {
    const api = fakeApi({
      [DETAILS]: detailsWith(activeDetails()),
      [PACKAGES]: packages,
      [PORTAL]: json({ success: true, url: PORTAL_URL }),
    });
    await renderApp(paths.manageSubscription, signedInSession);
    await userEvent.click(await screen.findByRole('button', { name: 'Manage billing' }));
    await waitFor(() => expect(redirectTo).toHaveBeenCalledWith(PORTAL_URL));
    expect(api.callsTo('POST', '/api/subscription/portal')).toHaveLength(1);
  });

  it('opens the portal at once, once, on ?billing=portal (the payment-failed mail)', async () => {
    const api = fakeApi({
      [DETAILS]: detailsWith(activeDetails({ status: 'past_due', nextChargeAt: null, nextChargeAmount: null })),
      [PACKAGES]: packages,
      [PORTAL]: json({ success: true, url: PORTAL_URL }),
    });
    const { router } = await renderApp(`${paths.manageSubscription}?billing=portal`, signedInSession);
    await waitFor(() => expect(redirectTo).toHaveBeenCalledWith(PORTAL_URL));
    expect(router.state.location.search).toBe('');
    expect(manage().getByTestId('plan-status')).toHaveTextContent('Your last payment failed.');
    expect(api.callsTo('POST', '/api/subscription/portal')).toHaveLength(1);
  });

  it("shows the server's message when the portal cannot open", async () => {
    fakeApi({
      [CHATS]: chatList([]),
      [DETAILS]: detailsWith(activeDetails()),
      [PACKAGES]: packages,
      [PORTAL]: json({ code: 'not_found', message: 'You have no billing account yet. Choose a plan first.' }, 404),
    });
    await renderApp(paths.manageSubscription, signedInSession);
    await userEvent.click(await screen.findByRole('button', { name: 'Manage billing' }));
    expect(await screen.findByText('You have no billing account yet. Choose a plan first.')).toBeInTheDocument();
    expect(redirectTo).not.toHaveBeenCalled();
  });
});
