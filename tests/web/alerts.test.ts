import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ALERTS, showAlert } from '../../web/lib/alerts';

afterEach(async () => {
  const { default: Swal } = await import('sweetalert2');
  // sweetalert2 finishes opening on a 10 ms timer; one left pending would fire after jsdom is gone.
  await new Promise((resolve) => setTimeout(resolve, 20));
  Swal.close();
});

describe('alerts', () => {
  it("shows 'Subscription Required' with SPEC.md's text and resolves true on 'Try Free Trial'", async () => {
    const user = userEvent.setup();
    const confirmed = showAlert(ALERTS.subscriptionRequired);
    expect(await screen.findByRole('heading', { name: 'Subscription Required' })).toBeInTheDocument();
    expect(
      screen.getByText('You need a subscription to send messages. Upgrade for a 3-day free trial, cancel anytime!'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try Free Trial' }));
    await expect(confirmed).resolves.toBe(true);
  });

  it('resolves false when the user cancels', async () => {
    const user = userEvent.setup();
    const confirmed = showAlert(ALERTS.confirmCancelSubscription);
    await user.click(await screen.findByRole('button', { name: 'Keep it' }));
    await expect(confirmed).resolves.toBe(false);
  });

  it("shows 'Oops...' for a failed send", async () => {
    void showAlert(ALERTS.sendFailed);
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Oops...' })).toBeInTheDocument());
    expect(screen.getByText('Failed to send message. Please try again.')).toBeInTheDocument();
  });
});
