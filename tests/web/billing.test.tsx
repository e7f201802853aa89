import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { paths } from '../../web/app/paths';
import { BILLING_TEXT } from '../../web/features/billing/billing-api';
import { preloadMarkdown } from '../../web/features/chat/bot-reply';
import { ATTACH_LABEL } from '../../web/features/chat/image-notes';
import { ALERTS } from '../../web/lib/alerts';
import { cancelledTrialDetails } from './billing-fixtures';
import { CHATS, chatList, closeDialogs, freePlan, PLAN, SEND, trialPlan } from './chat-fixtures';
import { apiError, deferred, fakeApi, json } from './fake-api';
import { renderApp, signedInSession } from './render-app';

vi.mock('../../web/features/billing/redirect', () => ({ redirectTo: vi.fn() }));
const { redirectTo } = await import('../../web/features/billing/redirect');

beforeAll(() => preloadMarkdown(), 60_000);
afterEach(async () => {
  await closeDialogs();
  vi.mocked(redirectTo).mockClear();
  vi.useRealTimers();
});

const PACKAGES = 'GET /api/package/active';
const CHECKOUT = 'POST /api/subscription/stripe-session';
const CANCEL = 'POST /api/subscription/cancel';
const packages = json({
  packages: [
    { packId: 'standard', id: 'standard', name: 'Standard', subscriptionType: 'Monthly', amount: 22.22 },
    { packId: 'premium', id: 'premium', name: 'Premium', subscriptionType: 'Yearly', amount: 222.22 },
  ],
});
const QUOTA_USED = 'You have used your 3 free questions for the last 30 days.';

/** Confirms or dismisses a sweetalert2 dialog; jsdom never ends its closing animation, so this does. */
async function answerDialog(button: string) {
  await userEvent.click(await screen.findByRole('button', { name: button }));
  const popup = document.querySelector('.swal2-popup');
  if (popup) fireEvent.animationEnd(popup);
  await waitFor(() => expect(document.querySelector('.swal2-container')).toBeNull());
}

describe('the free quota in the chat screen', () => {
  it("answers the server's 402 with 'Subscription Required'; 'Try Free Trial' goes to /upgrade and the composer closes", async () => {
    let left = 1;
    fakeApi({
      [CHATS]: chatList([]),
      [PLAN]: () => freePlan(left),
      [SEND]: () => {
        left = 0;
        return apiError(402, 'payment_required', QUOTA_USED);
      },
      [PACKAGES]: packages,
    });
    const { router } = await renderApp(paths.chat, signedInSession);
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Message' }), 'A fourth question{Enter}');

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: ALERTS.subscriptionRequired.title })).toBeInTheDocument();
    expect(within(dialog).getByText(ALERTS.subscriptionRequired.text)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(screen.queryByText('A fourth question')).not.toBeInTheDocument();
    // Behind the dialog (hidden from assistive tech while it is open), the composer has closed.
    await waitFor(() => expect(screen.getByTestId('quota-notice')).toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: 'Message', hidden: true })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Send', hidden: true })).toBeDisabled();
    expect(screen.getByRole('button', { name: ATTACH_LABEL.ads, hidden: true })).toBeDisabled();

    await answerDialog('Try Free Trial');
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.upgrade));
  });

  it('opens with input, attach and send disabled and the notices shown when no questions are left', async () => {
    fakeApi({ [CHATS]: chatList([]), [PLAN]: freePlan(0) });
    await renderApp(paths.chat, signedInSession);
    expect(await screen.findByTestId('quota-notice')).toHaveTextContent('You have used your free questions');
    expect(screen.getByRole('textbox', { name: 'Message' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    expect(screen.getByRole('button', { name: ATTACH_LABEL.ads })).toBeDisabled();
    expect(screen.getByText('Start Your Free Trial')).toBeInTheDocument();
  });

  it('hides the sidebar promo and every notice from a paid user', async () => {
    fakeApi({ [CHATS]: chatList([]), [PLAN]: trialPlan() });
    await renderApp(paths.chat, signedInSession);
    await waitFor(() => expect(screen.getByRole('button', { name: ATTACH_LABEL.ads })).toBeEnabled());
    expect(screen.queryByText('Start Your Free Trial')).not.toBeInTheDocument();
    expect(screen.queryByTestId('quota-notice')).not.toBeInTheDocument();
  });
});

describe('/upgrade', () => {
  it("shows Free (disabled), Standard 'Most Popular' and Premium 'Save $44.42'; Buy Now shows 'Processing...' and goes to checkout", async () => {
    const answer = deferred<Response>();
    const api = fakeApi({ [PACKAGES]: packages, [PLAN]: freePlan(), [CHECKOUT]: () => answer.promise });
    await renderApp(paths.upgrade, signedInSession);
    const free = await screen.findByTestId('plan-free');
    expect(within(free).getByRole('button', { name: 'Current Plan' })).toBeDisabled();
    const standard = screen.getByTestId('plan-standard');
    expect(standard).toHaveTextContent('Most Popular');
    expect(standard).toHaveTextContent('$22.22');
    expect(standard).toHaveTextContent('Photo upload for AI analysis');
    const premium = screen.getByTestId('plan-premium');
    expect(premium).toHaveTextContent('Save $44.42');
    expect(premium).toHaveTextContent('$222.22');
    expect(screen.getByText('Every paid plan starts with a 3-day free trial. Cancel anytime.')).toBeInTheDocument();

    await userEvent.click(within(standard).getByRole('button', { name: /Buy Now/ }));
    expect(within(standard).getByRole('button', { name: 'Processing...' })).toBeDisabled();
    expect(within(premium).getByRole('button', { name: /Buy Now/ })).toBeDisabled();
    answer.resolve(json({ success: true, url: 'https://checkout.stripe.com/c/pay/cs_test_1' }));
    await waitFor(() => expect(redirectTo).toHaveBeenCalledWith('https://checkout.stripe.com/c/pay/cs_test_1'));
    expect(api.callsTo('POST', '/api/subscription/stripe-session')[0]?.body).toEqual({ packId: 'standard' });
  });

  it("says 'Failed to create Stripe session. Please try again.' when checkout cannot start", async () => {
    fakeApi({ [PACKAGES]: packages, [PLAN]: freePlan(), [CHECKOUT]: apiError(502, 'unavailable', 'Stripe is down') });
    await renderApp(paths.upgrade, signedInSession);
    await userEvent.click(within(await screen.findByTestId('plan-premium')).getByRole('button', { name: /Buy Now/ }));
    expect(await screen.findByText(BILLING_TEXT.checkoutFailed)).toBeInTheDocument();
    expect(within(screen.getByTestId('plan-premium')).getByRole('button', { name: /Buy Now/ })).toBeEnabled();
    expect(redirectTo).not.toHaveBeenCalled();
  });

  it("shows a subscribed or trialling user 'Already Subscribed' with a link to /manageSubscription", async () => {
    fakeApi({ [PACKAGES]: packages, [PLAN]: trialPlan() });
    await renderApp(paths.upgrade, signedInSession);
    expect(await screen.findByRole('heading', { name: 'Already Subscribed' })).toBeInTheDocument();
    expect(screen.getByText(/in your free trial until March 13, 2026/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Manage Subscription' })).toHaveAttribute('href', paths.manageSubscription);
    expect(screen.queryByTestId('plan-standard')).not.toBeInTheDocument();
  });

  it("shows 'Error Loading Plans' with the server's message and a Go Back button", async () => {
    fakeApi({ [PACKAGES]: apiError(503, 'unavailable', 'Plans are resting.'), [PLAN]: freePlan() });
    const { router } = await renderApp([paths.chat, paths.upgrade], signedInSession);
    expect(await screen.findByRole('heading', { name: 'Error Loading Plans' })).toBeInTheDocument();
    expect(screen.getByText('Plans are resting.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Go Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.chat));
  });
});

describe('/manageSubscription', () => {
  it('shows plan type, dates and price; cancel asks first, shows the message and goes back after 2 s', async () => {
    let cancelled = false;
    const api = fakeApi({
      [CHATS]: chatList([]),
      [PLAN]: () => trialPlan({ cancelAtPeriodEnd: cancelled }),
      [CANCEL]: () => {
        cancelled = true;
        return json({
          success: true,
          Message: 'Subscription cancelled successfully. You keep your plan until March 13, 2026.',
          subscription: cancelledTrialDetails('2026-03-13T12:00:00.000Z'),
        });
      },
    });
    const { router } = await renderApp([paths.chat, paths.manageSubscription], signedInSession);
    const rows = await screen.findByTestId('subscription-details');
    expect(rows).toHaveTextContent('Plan typeStandard');
    expect(rows).toHaveTextContent('Price$22.22');
    expect(rows).toHaveTextContent('Effective dateMarch 10, 2026');
    expect(rows).toHaveTextContent('Expiry dateMarch 13, 2026');

    await userEvent.click(screen.getByRole('button', { name: 'Cancel Subscription' }));
    expect(await screen.findByText(ALERTS.confirmCancelSubscription.text)).toBeInTheDocument();
    await answerDialog('Keep it');
    expect(api.callsTo('POST', '/api/subscription/cancel')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Cancel Subscription' }));
    await answerDialog('Yes, cancel it');
    expect(await screen.findByText(/^Subscription cancelled successfully\./)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/subscription/cancel')).toHaveLength(1);
    expect(await screen.findByTestId('cancel-note')).toHaveTextContent('March 13, 2026');
    expect(router.state.location.pathname).toBe(paths.manageSubscription);
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.chat), { timeout: 3000 });
  });

  it("offers a Free user 'Please Subscribe to a Plan' and 'Update Subscription', both to /upgrade", async () => {
    fakeApi({ [PLAN]: freePlan(), [PACKAGES]: packages });
    const { router } = await renderApp(paths.manageSubscription, signedInSession);
    expect(await screen.findByRole('link', { name: 'Please Subscribe to a Plan' })).toHaveAttribute(
      'href',
      paths.upgrade,
    );
    expect(screen.getByTestId('subscription-details')).toHaveTextContent('Plan typeFree');
    expect(screen.getByTestId('subscription-details')).toHaveTextContent('Expiry dateN/A');
    expect(screen.queryByRole('button', { name: 'Cancel Subscription' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Update Subscription' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.upgrade));
  });

  it("says 'Failed to cancel subscription. Please try again.' when the call fails without a message", async () => {
    fakeApi({ [PLAN]: trialPlan(), [CANCEL]: () => new Response('oops', { status: 500 }) });
    await renderApp(paths.manageSubscription, signedInSession);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel Subscription' }));
    await answerDialog('Yes, cancel it');
    expect(await screen.findByText(BILLING_TEXT.cancelFailed)).toBeInTheDocument();
  });
});
