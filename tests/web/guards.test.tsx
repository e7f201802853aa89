import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../../web/app/paths';
import { renderApp, signedInSession } from './render-app';

const PROTECTED = [paths.chat, '/chat/abc-123', paths.editProfile, paths.upgrade, paths.manageSubscription];
const GUEST_ONLY = [
  paths.login,
  paths.signUp,
  paths.forgetPassword,
  paths.verifyForgetPasswordOtp,
  paths.resetPass,
  paths.congratulations,
];
const UNGUARDED = [
  paths.home,
  paths.verificationCode,
  paths.helpAndSupport,
  paths.settings,
  paths.faq,
  paths.termsAndConditions,
  paths.terms,
  paths.privacy,
  paths.aboutMe,
];

describe('protected routes', () => {
  it.each(PROTECTED)(
    'send a signed-out user from %s to /login, replacing history, with the origin as from',
    async (path) => {
      const { router } = await renderApp(`${path}?tab=1#top`);
      await waitFor(() => expect(router.state.location.pathname).toBe(paths.login));
      expect(router.state.historyAction).toBe('REPLACE');
      expect(router.state.location.state).toEqual({ from: `${path}?tab=1#top` });
    },
  );

  it.each(PROTECTED)('open %s for a signed-in user', async (path) => {
    const { router } = await renderApp(path, signedInSession);
    expect(await screen.findByRole('banner')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(path);
  });

  it('count a user with only an access token as signed in', async () => {
    const { router } = await renderApp(paths.upgrade, { accessToken: 'token-only' });
    expect(router.state.location.pathname).toBe(paths.upgrade);
  });

  it('count a user with only a user record as signed in', async () => {
    const { router } = await renderApp(paths.upgrade, { user: { name: 'Ada', email: 'ada@example.com' } });
    expect(router.state.location.pathname).toBe(paths.upgrade);
  });
});

describe('guest-only routes', () => {
  it.each(GUEST_ONLY)('send a signed-in user from %s to /, remembering the origin', async (path) => {
    const { router } = await renderApp(path, signedInSession);
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.chat));
    expect(router.state.location.state).toEqual({ from: path });
  });

  it.each(GUEST_ONLY)('open %s for a signed-out user', async (path) => {
    const { router } = await renderApp(path);
    expect(router.state.location.pathname).toBe(path);
  });
});

describe('unguarded routes', () => {
  it.each(UNGUARDED)('open %s signed out and signed in', async (path) => {
    expect((await renderApp(path)).router.state.location.pathname).toBe(path);
  });

  it.each(UNGUARDED)('keep %s for a signed-in user', async (path) => {
    expect((await renderApp(path, signedInSession)).router.state.location.pathname).toBe(path);
  });
});

describe('other paths', () => {
  it('redirect /register to /signUp', async () => {
    const { router } = await renderApp(paths.register);
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.signUp));
  });

  it('show Page Not Found with a Back to Home link to /home', async () => {
    await renderApp('/definitely/not/here');
    expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', paths.home);
  });
});
