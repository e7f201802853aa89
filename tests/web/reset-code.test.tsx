import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '../../web/app/paths';
import { apiError, deferred, fakeApi, json } from './fake-api';
import { renderApp } from './render-app';

const storeEmail = () => localStorage.setItem('email', JSON.stringify({ email: 'ada@example.com' }));

async function submitCode(code: string) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('textbox', { name: 'Digit 1' }));
  if (code) await user.keyboard(code);
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

describe('/verifyForgetPasswordOtp', () => {
  it('renders nothing without a stored e-mail', async () => {
    const { router, container } = await renderApp(paths.verifyForgetPasswordOtp);
    // Wait until the lazy screen has loaded and rendered its (empty) self.
    await waitFor(() => expect(router.state.initialized).toBe(true));
    expect(router.state.location.pathname).toBe(paths.verifyForgetPasswordOtp);
    expect(container.textContent).toBe('');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows the code boxes for the stored e-mail', async () => {
    storeEmail();
    await renderApp(paths.verifyForgetPasswordOtp);
    expect(await screen.findByText('ada@example.com')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Reset code' })).toBeInTheDocument();
  });

  it.each([
    [6, 'Please enter a valid 6-digit OTP.'],
    [4, 'Please enter a valid 4-digit OTP.'],
  ])('needs all %i digits', async (otpLength, message) => {
    storeEmail();
    const api = fakeApi({}, { otpLength });
    await renderApp(paths.verifyForgetPasswordOtp);
    await waitFor(() => expect(screen.getAllByRole('textbox', { name: /Digit/ })).toHaveLength(otpLength));
    await submitCode('1');
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/auth/verify-otp')).toHaveLength(0);
  });

  it("says 'Email not found. Please try again.' when the stored e-mail has gone", async () => {
    storeEmail();
    const api = fakeApi();
    await renderApp(paths.verifyForgetPasswordOtp);
    await screen.findByRole('textbox', { name: 'Digit 1' });
    localStorage.removeItem('email');
    await submitCode('246810');
    expect(await screen.findByText('Email not found. Please try again.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/auth/verify-otp')).toHaveLength(0);
  });

  it("shows 'Verifying...', checks the code as a reset code, stores it and goes on with the e-mail", async () => {
    storeEmail();
    const answer = deferred<Response>();
    const api = fakeApi({ 'POST /api/auth/verify-otp': () => answer.promise });
    const { router } = await renderApp(paths.verifyForgetPasswordOtp);
    await submitCode('246810');

    expect(await screen.findByRole('button', { name: 'Verifying...' })).toBeDisabled();
    answer.resolve(json({ message: 'OTP verified successfully!', user: null }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.resetPass));
    expect(router.state.location.state).toEqual({ email: 'ada@example.com' });
    expect(await screen.findByText('OTP verified successfully!')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/auth/verify-otp')[0]?.body).toEqual({
      email: 'ada@example.com',
      otp: '246810',
      purpose: 'reset_password',
    });
    expect(JSON.parse(localStorage.getItem('otp') ?? '{}')).toEqual({ otp: '246810' });
  });

  it.each([
    [apiError(422, 'validation', 'That code is wrong or has expired.'), 'That code is wrong or has expired.'],
    [new Response(null, { status: 500 }), 'Failed to verify OTP. Please try again.'],
  ])('shows the failure (%#)', async (response, message) => {
    storeEmail();
    fakeApi({ 'POST /api/auth/verify-otp': response });
    const { router } = await renderApp(paths.verifyForgetPasswordOtp);
    await submitCode('246810');
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.verifyForgetPasswordOtp);
    expect(localStorage.getItem('otp')).toBeNull();
  });
});
