import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '../../web/app/paths';
import { apiError, deferred, fakeApi, json } from './fake-api';
import { renderApp } from './render-app';

async function requestCode(email: string) {
  const user = userEvent.setup();
  await screen.findByRole('heading', { name: 'Verify' });
  if (email) await user.type(screen.getByLabelText('Email'), email);
  await user.click(screen.getByRole('button', { name: 'Get OTP' }));
}

describe('/forgetPassword', () => {
  it.each([
    ['', 'Email is required'],
    ['not-an-email', 'Invalid email address'],
  ])('validates %j', async (email, message) => {
    const api = fakeApi();
    await renderApp(paths.forgetPassword);
    await requestCode(email);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/auth/password/reset')).toHaveLength(0);
  });

  it("shows 'Sending...', stores the e-mail, toasts the server's message and goes to the code screen", async () => {
    const answer = deferred<Response>();
    const api = fakeApi({ 'POST /api/auth/password/reset': () => answer.promise });
    const { router } = await renderApp(paths.forgetPassword);
    await requestCode('Ada@Example.com');

    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
    answer.resolve(json({ message: 'If an account exists for that e-mail, a code is on its way.' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.verifyForgetPasswordOtp));
    expect(await screen.findByText('If an account exists for that e-mail, a code is on its way.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/auth/password/reset')[0]?.body).toEqual({ email: 'ada@example.com' });
    expect(JSON.parse(localStorage.getItem('email') ?? '{}')).toEqual({ email: 'ada@example.com' });
  });

  it("toasts 'OTP sent successfully!' when the server sends no message", async () => {
    fakeApi({ 'POST /api/auth/password/reset': json({ message: '' }) });
    await renderApp(paths.forgetPassword);
    await requestCode('ada@example.com');
    expect(await screen.findByText('OTP sent successfully!')).toBeInTheDocument();
  });

  it("shows SPEC.md's failure message, trailing space included", async () => {
    fakeApi({ 'POST /api/auth/password/reset': apiError(422, 'validation', 'Invalid email address') });
    const { router } = await renderApp(paths.forgetPassword);
    await requestCode('ada@example.com');
    expect(
      await screen.findByText('Invalid Email Please Try Again Or Contact Admin ', { normalizer: (text) => text }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.forgetPassword);
    expect(localStorage.getItem('email')).toBeNull();
  });

  it("shows the server's message when it is asked to wait", async () => {
    fakeApi({
      'POST /api/auth/password/reset': apiError(
        429,
        'rate_limited',
        'Please wait a minute before asking for another code.',
      ),
    });
    await renderApp(paths.forgetPassword);
    await requestCode('ada@example.com');
    expect(await screen.findByText('Please wait a minute before asking for another code.')).toBeInTheDocument();
  });
});
