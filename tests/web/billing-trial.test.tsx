import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../web/app/paths';
import { preloadMarkdown } from '../../web/features/chat/bot-reply';
import { ATTACH_LABEL } from '../../web/features/chat/image-notes';
import { ALERTS } from '../../web/lib/alerts';
import {
  activeDetails,
  CANCEL,
  cancelledTrialDetails,
  DETAILS,
  details,
  freeDetails,
  PORTAL,
  RESUME,
  trialDetails,
} from './billing-fixtures';
import { CHATS, chatList, closeDialogs } from './chat-fixtures';
import { fakeApi, json } from './fake-api';
import { renderApp, signedInSession } from './render-app';

vi.mock('../../web/features/billing/redirect', () => ({ redirectTo: vi.fn() }));
const { redirectTo } = await import('../../web/features/billing/redirect');

const NOW = '2026-11-25T10:00:00.000Z';
const IN_TWO_DAYS = '2026-11-27T12:00:00.000Z';
const IN_FIVE_HOURS = '2026-11-25T15:30:00.000Z';

beforeAll(() => preloadMarkdown(), 60_000);
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  vi.spyOn(navigator, 'language', 'get').mockReturnValue('en-GB');
});
afterEach(async () => {
  await closeDialogs();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.mocked(redirectTo).mockClear();
});

const sidebar = () => screen.getByRole('complementary', { name: 'Chats' });
const planStatus = async () => within(sidebar()).findByTestId('plan-status');

async function answerDialog(button: string) {
  await userEvent.click(await screen.findByRole('button', { name: button }));
  const popup = document.querySelector('.swal2-popup');
  if (popup) fireEvent.animationEnd(popup);
  await waitFor(() => expect(document.querySelector('.swal2-container')).toBeNull());
}

describe("the sidebar's plan area", () => {
  it('counts a trial down in days and says what it turns into, when and for how much', async () => {
    fakeApi({ [CHATS]: chatList([]), [DETAILS]: details(trialDetails(IN_TWO_DAYS)) });
    await renderApp(paths.chat, signedInSession);
    // en-GB names the dollar 'US$'.
    expect(await planStatus()).toHaveTextContent(
      'Trial: 2 days left. Then Standard, US$22.22 a month, from 27 Nov 2026.',
    );
    expect(within(sidebar()).queryByText('Start Your Free Trial')).not.toBeInTheDocument();
  });

  it('counts the last day down in hours', async () => {
    fakeApi({ [CHATS]: chatList([]), [DETAILS]: details(trialDetails(IN_FIVE_HOURS)) });
    await renderApp(paths.chat, signedInSession);
    expect(await planStatus()).toHaveTextContent(/^Trial: 5 hours left\. Then Standard/);
  });

  it("'Cancel trial' asks first, then cancels; the area then says when it ends, with Resume", async () => {
    let cancelled = false;
    const api = fakeApi({
      [CHATS]: chatList([]),
      [DETAILS]: () => details(cancelled ? cancelledTrialDetails(IN_TWO_DAYS) : trialDetails(IN_TWO_DAYS)),
      [CANCEL]: () => {
        cancelled = true;
        return json({
          success: true,
          Message: 'Subscription cancelled successfully. You keep your plan until November 27, 2026.',
          subscription: cancelledTrialDetails(IN_TWO_DAYS),
        });
      },
    });
    await renderApp(paths.chat, signedInSession);
    await userEvent.click(within(await planStatus()).getByRole('button', { name: 'Cancel trial' }));
    expect(await screen.findByText(ALERTS.confirmCancelSubscription.text)).toBeInTheDocument();
    await answerDialog('Keep it');
    expect(api.callsTo('POST', '/api/subscription/cancel')).toHaveLength(0);

    await userEvent.click(within(await planStatus()).getByRole('button', { name: 'Cancel trial' }));
    await answerDialog('Yes, cancel it');
    expect(await screen.findByText(/^Subscription cancelled successfully\./)).toBeInTheDocument();
    await waitFor(async () => expect(await planStatus()).toHaveTextContent('Trial: 2 days left. Ends on 27 Nov 2026.'));
    expect(within(sidebar()).getByRole('button', { name: 'Resume' })).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/subscription/cancel')).toHaveLength(1);
  }, 15_000);

  it('Resume clears the end and the countdown says what comes next again', async () => {
    const api = fakeApi({
      [CHATS]: chatList([]),
      [DETAILS]: details(cancelledTrialDetails(IN_TWO_DAYS)),
      [RESUME]: json({
        success: true,
        Message: 'Subscription resumed successfully. Your plan renews on November 27, 2026.',
        subscription: trialDetails(IN_TWO_DAYS),
      }),
    });
    await renderApp(paths.chat, signedInSession);
    await userEvent.click(within(await planStatus()).getByRole('button', { name: 'Resume' }));
    expect(await screen.findByText(/^Subscription resumed successfully\./)).toBeInTheDocument();
    await waitFor(async () => expect(await planStatus()).toHaveTextContent(/Then Standard/));
    expect(api.callsTo('POST', '/api/subscription/resume')).toHaveLength(1);
  });

  it("says a failed payment and 'Update card' opens the billing portal", async () => {
    fakeApi({
      [CHATS]: chatList([]),
      [DETAILS]: details(activeDetails({ status: 'past_due', nextChargeAt: null, nextChargeAmount: null })),
      [PORTAL]: json({ success: true, url: 'http://localhost/dev/billing?session=abc' }),
    });
    await renderApp(paths.chat, signedInSession);
    expect(await planStatus()).toHaveTextContent('Your last payment failed.');
    await userEvent.click(within(await planStatus()).getByRole('button', { name: 'Update card' }));
    await waitFor(() => expect(redirectTo).toHaveBeenCalledWith('http://localhost/dev/billing?session=abc'));
  });

  it('shows nothing for an active plan that renews, and the promo (not a status) to a Free user', async () => {
    fakeApi({ [CHATS]: chatList([]), [DETAILS]: details(activeDetails()) });
    const { unmount } = await renderApp(paths.chat, signedInSession);
    await waitFor(() => expect(screen.getByRole('button', { name: ATTACH_LABEL.ads })).toBeEnabled());
    expect(within(sidebar()).queryByTestId('plan-status')).not.toBeInTheDocument();
    unmount();

    fakeApi({ [CHATS]: chatList([]), [DETAILS]: details(freeDetails(2)) });
    await renderApp(paths.chat, signedInSession);
    expect(await within(sidebar()).findByText('Start Your Free Trial')).toBeInTheDocument();
    expect(within(sidebar()).queryByTestId('plan-status')).not.toBeInTheDocument();
  });
});
