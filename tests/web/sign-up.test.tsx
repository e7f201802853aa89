import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '../../web/app/paths';
import { useSession } from '../../web/lib/session';
import { apiError, deferred, fakeApi, json } from './fake-api';
import { renderApp } from './render-app';

const TERMS_ERROR = "You must accept the company's terms and conditions to submit the form.";
const created = {
  message: 'Signup successful! Please verify your email.',
  accessToken: 'new-access',
  refreshToken: 'new-refresh',
  user: { id: 'u1', name: 'Ada', email: 'ada@example.com', role: 'Free', emailVerified: false },
};

async function fillIn(fields: { name?: string; email?: string; password?: string; confirm?: string; terms?: boolean }) {
  const user = userEvent.setup();
  await screen.findByRole('heading', { name: 'Sign Up' });
  if (fields.name) await user.type(screen.getByLabelText('Username'), fields.name);
  if (fields.email) await user.type(screen.getByLabelText('Email'), fields.email);
  if (fields.password) await user.type(screen.getByLabelText('Password'), fields.password);
  if (fields.confirm) await user.type(screen.getByLabelText('Confirm Password'), fields.confirm);
  if (fields.terms) await user.click(screen.getByRole('checkbox', { name: /I accept the/ }));
  return user;
}
const valid = { name: 'Ada', email: 'Ada@Example.com', password: 'long-enough', confirm: 'long-enough', terms: true };

describe('/signUp', () => {
  it('links to the terms and to /login', async () => {
    await renderApp(paths.signUp);
    expect(await screen.findByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute(
      'href',
      paths.termsAndConditions,
    );
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', paths.login);
  });

  it('shows every required-field message', async () => {
    const api = fakeApi();
    await renderApp(paths.signUp);
    const user = await fillIn({});
    await user.click(screen.getByRole('button', { name: 'Register' }));
    for (const message of ['Name is required', 'Email is required', 'Password is required']) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.getByText('Confirm password is required')).toBeInTheDocument();
    expect(screen.getByText(TERMS_ERROR)).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /I accept the/ })).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('POST', '/api/auth/signup')).toHaveLength(0);
  });

  it('checks the e-mail pattern, password length and the confirmation', async () => {
    await renderApp(paths.signUp);
    const user = await fillIn({
      name: 'Ada',
      email: 'ada@example.toolong',
      password: 'short',
      confirm: 'other',
      terms: true,
    });
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Please enter a valid email')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters long')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'long-enough');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
  });

  it("shows 'Registering...', then signs in, stores the e-mail and goes to /verificationCode", async () => {
    const answer = deferred<Response>();
    const api = fakeApi({ 'POST /api/auth/signup': () => answer.promise });
    const { router } = await renderApp(paths.signUp);
    const user = await fillIn(valid);
    await user.click(screen.getByRole('button', { name: 'Register' }));

    expect(await screen.findByRole('button', { name: 'Registering...' })).toBeDisabled();
    answer.resolve(json(created, 201));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.verificationCode));
    expect(await screen.findByText('Signup successful! Please verify your email.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/auth/signup')[0]?.body).toEqual({
      name: 'Ada',
      email: 'ada@example.com',
      password: 'long-enough',
    });
    expect(useSession.getState()).toMatchObject({ accessToken: 'new-access', user: { email: 'ada@example.com' } });
    expect(JSON.parse(localStorage.getItem('email') ?? '{}')).toEqual({ email: 'ada@example.com' });
  });

  it("shows the server's message on failure", async () => {
    fakeApi({ 'POST /api/auth/signup': apiError(409, 'conflict', 'An account with this e-mail already exists.') });
    const { router } = await renderApp(paths.signUp);
    const user = await fillIn(valid);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('An account with this e-mail already exists.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.signUp);
  });

  it("falls back to 'An error occurred during signup. Please try again.'", async () => {
    fakeApi({ 'POST /api/auth/signup': new Response('oops', { status: 500 }) });
    await renderApp(paths.signUp);
    const user = await fillIn(valid);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('An error occurred during signup. Please try again.')).toBeInTheDocument();
    expect(localStorage.getItem('email')).toBeNull();
  });
});
