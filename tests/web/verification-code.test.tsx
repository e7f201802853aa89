import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '../../web/app/paths';
import { useSession } from '../../web/lib/session';
import { apiError, deferred, fakeApi, json } from './fake-api';
import { renderApp, signedInSession } from './render-app';

const storeEmail = () => localStorage.setItem('email', JSON.stringify({ email: 'ada@example.com' }));
const verified = { ...signedInSession.user, id: 'u1', emailVerified: true };

async function typeCode(code: string) {
  const user = userEvent.setup();
  const first = await screen.findByRole('textbox', { name: 'Digit 1' });
  if (code) {
    await user.click(first);
    await user.keyboard(code);
  }
  await user.click(screen.getByRole('button', { name: 'Verify' }));
  return user;
}

describe('/verificationCode', () => {
  it('asks to sign up when no e-mail is stored', async () => {
    await renderApp(paths.verificationCode);
    expect(await screen.findByRole('link', { name: 'Sign up' })).toHaveAttribute('href', paths.signUp);
    expect(screen.queryByRole('button', { name: 'Verify' })).not.toBeInTheDocument();
  });

  it.each([
    [6, '123', 'Please enter a valid 6-digit code.'],
    [4, '12', 'Please enter a valid 4-digit code.'],
  ])('needs all %i digits', async (otpLength, code, message) => {
    storeEmail();
    const api = fakeApi({}, { otpLength });
    await renderApp(paths.verificationCode);
    await waitFor(() => expect(screen.getAllByRole('textbox', { name: /Digit/ })).toHaveLength(otpLength));
    await typeCode(code);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Verification code' })).toHaveAttribute('aria-describedby', 'otp-error');
    expect(api.callsTo('POST', '/api/auth/verify-otp')).toHaveLength(0);
  });

  it("says 'Email not found. Please try again.' when the stored e-mail has gone", async () => {
    storeEmail();
    const api = fakeApi();
    await renderApp(paths.verificationCode);
    await screen.findByRole('textbox', { name: 'Digit 1' });
    localStorage.removeItem('email');
    await typeCode('123456');
    expect(await screen.findByText('Email not found. Please try again.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/auth/verify-otp')).toHaveLength(0);
  });

  it("shows 'Verifying...', then updates the user, toasts success and goes to /", async () => {
    storeEmail();
    const answer = deferred<Response>();
    const api = fakeApi({ 'POST /api/auth/verify-otp': () => answer.promise });
    const { router } = await renderApp(paths.verificationCode, signedInSession);
    await typeCode('123456');

    expect(await screen.findByRole('button', { name: 'Verifying...' })).toBeDisabled();
    answer.resolve(json({ message: 'Verification successful!', user: verified }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.chat));
    expect(await screen.findByText('Verification successful!')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/auth/verify-otp')[0]?.body).toEqual({ email: 'ada@example.com', otp: '123456' });
    expect(useSession.getState().user).toMatchObject({ emailVerified: true });
  });

  it("shows the server's message on failure", async () => {
    storeEmail();
    fakeApi({ 'POST /api/auth/verify-otp': apiError(422, 'validation', 'That code is wrong or has expired.') });
    const { router } = await renderApp(paths.verificationCode);
    await typeCode('123456');
    expect(await screen.findByText('That code is wrong or has expired.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.verificationCode);
  });

  it("falls back to 'Verification failed. Please try again.'", async () => {
    storeEmail();
    fakeApi({ 'POST /api/auth/verify-otp': new Response(null, { status: 500 }) });
    await renderApp(paths.verificationCode);
    await typeCode('123456');
    expect(await screen.findByText('Verification failed. Please try again.')).toBeInTheDocument();
  });
});

describe('resending the code', () => {
  const RESEND = 'POST /authentication_app/resend_otp/';

  it('needs a signed-in user, and offers to log in', async () => {
    storeEmail();
    await renderApp(paths.verificationCode);
    expect(await screen.findByText(/Didn't receive the code\?/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', paths.login);
    expect(screen.queryByRole('button', { name: 'Resend' })).not.toBeInTheDocument();
  });

  it("shows 'Resending...', sends the bearer token and toasts the server's message", async () => {
    storeEmail();
    const answer = deferred<Response>();
    const api = fakeApi({ [RESEND]: () => answer.promise });
    await renderApp(paths.verificationCode, signedInSession);
    await userEvent.click(await screen.findByRole('button', { name: 'Resend' }));

    expect(await screen.findByRole('button', { name: 'Resending...' })).toBeDisabled();
    answer.resolve(json({ message: 'OTP resent successfully!' }));
    expect(await screen.findByText('OTP resent successfully!')).toBeInTheDocument();
    expect(api.calls.find((c) => c.path === '/authentication_app/resend_otp/')?.headers.get('Authorization')).toBe(
      'Bearer access-token',
    );
    expect(screen.getByRole('button', { name: 'Resend' })).toBeEnabled();
  });

  it.each([
    [json({ message: '' }), 'OTP resent successfully!'],
    [
      apiError(429, 'rate_limited', 'Please wait a minute before asking for another code.'),
      'Please wait a minute before asking for another code.',
    ],
    [new Response(null, { status: 500 }), 'Failed to resend OTP. Please try again.'],
  ])('toasts the right message (%#)', async (response, message) => {
    storeEmail();
    fakeApi({ [RESEND]: response });
    await renderApp(paths.verificationCode, signedInSession);
    await userEvent.click(await screen.findByRole('button', { name: 'Resend' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });
});
