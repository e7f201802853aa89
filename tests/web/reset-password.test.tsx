import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '../../web/app/paths';
import { apiError, deferred, fakeApi, json } from './fake-api';
import { renderApp } from './render-app';

const PASSWORD_UPDATED = 'Your password has been updated, please change your password regularly';
const RESET = 'POST /api/auth/password/reset/verify';

function storeResetState() {
  localStorage.setItem('email', JSON.stringify({ email: 'ada@example.com' }));
  localStorage.setItem('otp', JSON.stringify({ otp: '246810' }));
}

async function submit(password: string, confirm: string) {
  const user = userEvent.setup();
  const field = await screen.findByLabelText('New password');
  if (password) await user.type(field, password);
  if (confirm) await user.type(screen.getByLabelText('Confirm password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Reset' }));
  return user;
}

describe('/resetPass', () => {
  it('toggles each password between shown and hidden', async () => {
    await renderApp(paths.resetPass);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Show new password' }));
    expect(screen.getByLabelText('New password')).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Show confirm password' }));
    expect(screen.getByLabelText('Confirm password')).toHaveAttribute('type', 'text');
  });

  it.each([
    ['', '', ['Password is required', 'Confirm password is required']],
    ['short', 'short', ['Password must be at least 8 characters long']],
    ['long-enough', 'different', ['Passwords do not match']],
  ])('validates %j / %j', async (password, confirm, messages) => {
    storeResetState();
    const api = fakeApi();
    await renderApp(paths.resetPass);
    await submit(password, confirm);
    for (const message of messages) expect(await screen.findByText(message)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/auth/password/reset/verify')).toHaveLength(0);
  });

  it("says 'Email is missing. Please try again.' without the stored code or e-mail", async () => {
    localStorage.setItem('email', JSON.stringify({ email: 'ada@example.com' }));
    const api = fakeApi();
    await renderApp(paths.resetPass);
    await submit('long-enough', 'long-enough');
    expect(await screen.findByText('Email is missing. Please try again.')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it("shows 'Resetting...', then resets, clears the code and congratulates", async () => {
    storeResetState();
    const answer = deferred<Response>();
    const api = fakeApi({ [RESET]: () => answer.promise });
    await renderApp(paths.resetPass);
    await submit('new-password', 'new-password');

    expect(await screen.findByRole('button', { name: 'Resetting...' })).toBeDisabled();
    answer.resolve(json({ message: 'Password reset successfully!' }));
    const dialog = await screen.findByRole('dialog', { name: 'Congratulations!' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByText(PASSWORD_UPDATED)).toBeInTheDocument();
    expect(await screen.findByText('Password reset successfully!')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/auth/password/reset/verify')[0]?.body).toEqual({
      email: 'ada@example.com',
      otp: '246810',
      newPassword: 'new-password',
    });
    expect(localStorage.getItem('otp')).toBeNull();
  });

  it('prefers the e-mail passed in navigation state', async () => {
    storeResetState();
    const api = fakeApi({ [RESET]: json({ message: 'Password reset successfully!' }) });
    const { router } = await renderApp(paths.forgetPassword);
    await screen.findByRole('heading', { name: 'Verify' });
    await router.navigate(paths.resetPass, { state: { email: 'state@example.com' } });
    await submit('new-password', 'new-password');
    await screen.findByRole('dialog');
    expect(api.callsTo('POST', '/api/auth/password/reset/verify')[0]?.body).toMatchObject({
      email: 'state@example.com',
    });
  });

  it.each([
    [apiError(422, 'validation', 'That code is wrong or has expired.'), 'That code is wrong or has expired.'],
    [new Response(null, { status: 502 }), 'Failed to reset password. Please try again.'],
  ])('shows the failure (%#) and keeps the code', async (response, message) => {
    storeResetState();
    fakeApi({ [RESET]: response });
    await renderApp(paths.resetPass);
    await submit('new-password', 'new-password');
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(localStorage.getItem('otp')).not.toBeNull();
  });
});

describe('the congratulations modal', () => {
  async function openModal(history: string[]) {
    storeResetState();
    fakeApi({ [RESET]: json({ message: 'Password reset successfully!' }) });
    const view = await renderApp(history);
    await submit('new-password', 'new-password');
    return { ...view, dialog: await screen.findByRole('dialog', { name: 'Congratulations!' }) };
  }

  it("goes to /login with 'Login'", async () => {
    const { router, dialog } = await openModal([paths.resetPass]);
    await userEvent.click(within(dialog).getByRole('link', { name: 'Login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.login));
  });

  it('returns to the previous page on Escape', async () => {
    const { router } = await openModal([paths.verifyForgetPasswordOtp, paths.resetPass]);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.verifyForgetPasswordOtp));
  });

  it('goes to / (and so to /login, signed out) when closed with no page before it', async () => {
    const { router, dialog } = await openModal([paths.resetPass]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.login));
    expect(router.state.location.state).toEqual({ from: paths.chat });
  });
});

describe('/congratulations', () => {
  it('confirms the change and links to Log In', async () => {
    await renderApp(paths.congratulations);
    expect(await screen.findByRole('heading', { name: 'Congratulations!' })).toBeInTheDocument();
    expect(screen.getByText(PASSWORD_UPDATED)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', paths.login);
  });
});
