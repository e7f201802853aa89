import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../web/app/paths';
import { GIS_SCRIPT_URL, type GoogleIdentity } from '../../web/features/auth/google-identity';
import { useSession } from '../../web/lib/session';
import { apiError, fakeApi, json } from './fake-api';
import { renderApp } from './render-app';

const CLIENT_ID = 'client.apps.googleusercontent.com';

/** Google's script, as if it had loaded: records the options and lets the test play the popup. */
function fakeGoogle() {
  let callback: ((response: { credential?: string }) => void) | undefined;
  const id: GoogleIdentity = {
    initialize: vi.fn((options) => {
      callback = options.callback;
    }),
    renderButton: vi.fn((parent: HTMLElement) => {
      parent.appendChild(Object.assign(document.createElement('button'), { textContent: 'Sign in with Google' }));
    }),
  };
  window.google = { accounts: { id } };
  return { id, signInWith: (credential: string) => act(async () => callback?.({ credential })) };
}

afterEach(() => {
  delete window.google;
  for (const script of document.querySelectorAll(`script[src="${GIS_SCRIPT_URL}"]`)) script.remove();
});

describe('Google sign-in on /login', () => {
  it("loads Google's script only when a client id is configured", async () => {
    fakeApi({}, { googleClientId: CLIENT_ID });
    await renderApp(paths.login);
    await waitFor(() => expect(document.querySelector(`script[src="${GIS_SCRIPT_URL}"]`)).not.toBeNull());
  });

  it("renders Google's button and exchanges its credential for a session", async () => {
    const google = fakeGoogle();
    const session = { accessToken: 'a', refreshToken: 'r', user: { name: 'Grace', email: 'grace@example.com' } };
    const api = fakeApi({ 'POST /api/auth/oauth/google': json(session) }, { googleClientId: CLIENT_ID });
    const { router } = await renderApp(paths.login);

    expect(await screen.findByRole('button', { name: 'Sign in with Google' })).toBeInTheDocument();
    expect(google.id.initialize).toHaveBeenCalledWith(expect.objectContaining({ client_id: CLIENT_ID }));
    await google.signInWith('google-id-token');

    await waitFor(() => expect(router.state.location.pathname).toBe(paths.chat));
    expect(api.callsTo('POST', '/api/auth/oauth/google')[0]?.body).toEqual({ credential: 'google-id-token' });
    expect(useSession.getState()).toMatchObject(session);
    expect(localStorage.getItem('email')).toBeNull(); // "Remember me" is opt-in
  });

  it("shows 'Failed to login with Google. Please try again.' when the exchange fails", async () => {
    const google = fakeGoogle();
    fakeApi(
      { 'POST /api/auth/oauth/google': apiError(401, 'unauthorized', 'Some server text') },
      { googleClientId: CLIENT_ID },
    );
    const { router } = await renderApp(paths.login);
    await screen.findByRole('button', { name: 'Sign in with Google' });
    await google.signInWith('bad-token');

    expect(await screen.findByText('Failed to login with Google. Please try again.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.login);
    expect(useSession.getState().accessToken).toBeNull();
  });
});
