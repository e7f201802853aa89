import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '../../web/app/paths';
import { AUTH_KEY, useSession } from '../../web/lib/session';
import { apiError, deferred, fakeApi, json } from './fake-api';
import { renderApp } from './render-app';

const session = {
  accessToken: 'new-access',
  refreshToken: 'new-refresh',
  user: { id: 'u1', name: 'Ada Lovelace', email: 'ada@example.com', role: 'Free', emailVerified: true },
};

async function fillIn(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  return user;
}

describe('/login', () => {
  it('shows the form: heading, show/hide password, remember me (off), forgot password and sign-up links', async () => {
    await renderApp(paths.login);
    expect(await screen.findByRole('heading', { name: 'Log In' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', paths.forgetPassword);
    expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', paths.signUp);
    expect(screen.getByRole('img', { name: /campaign chart/ })).toBeInTheDocument();

    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it.each([
    ['', '', 'Email is required', 'Password is required'],
    ['ada@', '12345', 'Invalid email address', 'Password must be at least 6 characters'],
  ])('validates %j / %j', async (email, password, emailError, passwordError) => {
    const api = fakeApi();
    await renderApp(paths.login);
    const user = userEvent.setup();
    const emailBox = await screen.findByLabelText('Email');
    if (email) await user.type(emailBox, email);
    if (password) await user.type(screen.getByLabelText('Password'), password);
    await user.click(screen.getByRole('button', { name: 'Log In' }));

    expect(await screen.findByText(emailError)).toHaveAttribute('id', emailBox.getAttribute('aria-describedby'));
    expect(emailBox).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(passwordError)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/auth/login')).toHaveLength(0);
  });

  it("shows 'Signing in...' while busy, then signs in, remembers the e-mail when asked and returns to the origin", async () => {
    const answer = deferred<Response>();
    const api = fakeApi({ 'POST /api/auth/login': () => answer.promise });
    const { router } = await renderApp(paths.editProfile);
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.login));
    const user = await fillIn(' Ada@Example.com ', 'secret-pass');
    await user.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await user.click(screen.getByRole('button', { name: 'Log In' }));

    expect(await screen.findByRole('button', { name: 'Signing in...' })).toBeDisabled();
    answer.resolve(json(session));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.editProfile));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(api.callsTo('POST', '/api/auth/login')[0]?.body).toEqual({
      email: 'ada@example.com',
      password: 'secret-pass',
    });
    expect(useSession.getState()).toMatchObject(session);
    expect(JSON.parse(localStorage.getItem(AUTH_KEY) ?? '{}')).toMatchObject({ accessToken: 'new-access' });
    expect(JSON.parse(localStorage.getItem('email') ?? '{}')).toEqual({ email: 'ada@example.com', remember: true });
  });

  it('goes to / without an origin, and forgets the stored e-mail when remember me is off', async () => {
    fakeApi({ 'POST /api/auth/login': json(session) });
    localStorage.setItem('email', JSON.stringify({ email: 'ada@example.com' }));
    const { router } = await renderApp(paths.login);
    const user = userEvent.setup();
    expect(await screen.findByLabelText('Email')).toHaveValue('ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.chat));
    expect(localStorage.getItem('email')).toBeNull();
  });

  it('prefills the remembered e-mail, with remember me on', async () => {
    localStorage.setItem('email', JSON.stringify({ email: 'ada@example.com', remember: true }));
    await renderApp(paths.login);
    expect(await screen.findByLabelText('Email')).toHaveValue('ada@example.com');
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
  });

  it("shows the server's message on failure and stays signed out", async () => {
    fakeApi({
      'POST /api/auth/login': apiError(
        429,
        'rate_limited',
        'Too many failed attempts. Please wait 15 minutes and try again.',
      ),
    });
    const { router } = await renderApp(paths.login);
    const user = await fillIn('ada@example.com', 'wrong-pass');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(
      await screen.findByText('Too many failed attempts. Please wait 15 minutes and try again.'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.login);
    expect(useSession.getState().accessToken).toBeNull();
  });

  it("falls back to 'Incorrect email/password, please try again.' when the server gives no message", async () => {
    fakeApi({ 'POST /api/auth/login': new Response('<html>Bad gateway</html>', { status: 502 }) });
    const showError = vi.spyOn(toast, 'error');
    await renderApp(paths.login);
    const user = await fillIn('ada@example.com', 'wrong-pass');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByText('Incorrect email/password, please try again.')).toBeInTheDocument();
    expect(showError).toHaveBeenCalledWith('Incorrect email/password, please try again.', { duration: 1000 });
    expect(screen.getByRole('button', { name: 'Log In' })).toBeEnabled();
  });

  it('hides the Google button when no client id is configured', async () => {
    await renderApp(paths.login);
    await screen.findByRole('heading', { name: 'Log In' });
    expect(screen.queryByTestId('google-sign-in')).not.toBeInTheDocument();
    expect(document.querySelector('script[src*="accounts.google.com"]')).toBeNull();
  });
});
