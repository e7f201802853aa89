import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '../../web/app/paths';
import { applyDarkMode, DARK_MODE_KEY } from '../../web/lib/preferences';
import { AUTH_KEY, useSession } from '../../web/lib/session';
import { renderApp, signedInSession } from './render-app';
import { setViewportWidth } from './viewport';

const sidebar = () => document.getElementById('sidebar') as HTMLElement;

describe('settings menu', () => {
  it('opens with the spec items and closes on an outside click', async () => {
    const user = userEvent.setup();
    await renderApp(paths.helpAndSupport);
    await user.click(screen.getByRole('button', { name: 'Settings' }));
    const menu = screen.getByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Manage Subscription', 'Help & Support', 'Terms & Conditions', 'Privacy']);
    await user.click(screen.getByRole('main'));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('stays open for a click inside and closes on Escape', async () => {
    const user = userEvent.setup();
    await renderApp(paths.helpAndSupport);
    await user.click(screen.getByRole('button', { name: 'Settings' }));
    await user.pointer({ keys: '[MouseLeft>]', target: screen.getByRole('menu') });
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('offers Logout only to a signed-in user, and Logout signs out to /login', async () => {
    const user = userEvent.setup();
    localStorage.setItem(AUTH_KEY, JSON.stringify(signedInSession));
    const { router } = await renderApp(paths.upgrade, signedInSession);
    await user.click(screen.getByRole('button', { name: 'Settings' }));
    await user.click(screen.getByRole('menuitem', { name: 'Logout' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(paths.login));
    expect(useSession.getState()).toMatchObject({ user: null, accessToken: null, refreshToken: null });
    expect(localStorage.getItem(AUTH_KEY)).toBeNull();
    expect(await screen.findByText('Logged out successfully.')).toBeInTheDocument();
  });

  it('has no Logout for a signed-out user', async () => {
    const user = userEvent.setup();
    await renderApp(paths.faq);
    await user.click(screen.getByRole('button', { name: 'Settings' }));
    expect(screen.queryByRole('menuitem', { name: 'Logout' })).not.toBeInTheDocument();
  });
});

describe('sidebar', () => {
  it('closes after navigation below 1024 px', async () => {
    setViewportWidth(800);
    const user = userEvent.setup();
    const { router } = await renderApp(paths.chat, signedInSession);
    expect(sidebar()).toHaveAttribute('inert');
    await user.click(screen.getByRole('button', { name: 'Open sidebar' }));
    expect(sidebar()).not.toHaveAttribute('inert');

    await user.click(within(sidebar()).getByRole('link', { name: /Ada Lovelace/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.editProfile));
    await waitFor(() => expect(sidebar()).toHaveAttribute('inert'));
  });

  it('stays open after navigation at 1024 px and wider', async () => {
    setViewportWidth(1024);
    const user = userEvent.setup();
    const { router } = await renderApp(paths.chat, signedInSession);
    await user.click(within(sidebar()).getByRole('link', { name: /Ada Lovelace/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.editProfile));
    expect(sidebar()).not.toHaveAttribute('inert');
  });

  it('closes on Escape and on the backdrop below 1024 px', async () => {
    setViewportWidth(360);
    const user = userEvent.setup();
    await renderApp(paths.chat, signedInSession);
    await user.click(screen.getByRole('button', { name: 'Open sidebar' }));
    await user.keyboard('{Escape}');
    expect(sidebar()).toHaveAttribute('inert');
  });

  it('follows the viewport across the breakpoint', async () => {
    await renderApp(paths.chat, signedInSession);
    expect(sidebar()).not.toHaveAttribute('inert');
    act(() => setViewportWidth(600));
    expect(sidebar()).toHaveAttribute('inert');
  });

  it('+ New Chat goes to /', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp(paths.upgrade, signedInSession);
    await user.click(screen.getByRole('button', { name: /New Chat/ }));
    expect(router.state.location.pathname).toBe(paths.chat);
  });

  it('switches heading and empty text while a search term is present, and clears it', async () => {
    const user = userEvent.setup();
    await renderApp(paths.chat, signedInSession);
    expect(screen.getByRole('heading', { name: 'Recent Plans' })).toBeInTheDocument();
    expect(screen.getByText('No plans found.')).toBeInTheDocument();

    await user.type(screen.getByPlaceholderText('Search plans...'), 'budget');
    expect(screen.getByRole('heading', { name: 'Search Results' })).toBeInTheDocument();
    expect(await screen.findByText('No matching plans found.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(screen.getByPlaceholderText('Search plans...')).toHaveValue('');
    expect(screen.getByRole('heading', { name: 'Recent Plans' })).toBeInTheDocument();
  });

  it('shows the chat list only to a signed-in user', async () => {
    await renderApp(paths.helpAndSupport);
    expect(screen.queryByText('No plans found.')).not.toBeInTheDocument();
  });

  it("shows 'Guest' in the profile link without a name, linking to /editProfile", async () => {
    await renderApp(paths.faq);
    expect(screen.getByRole('link', { name: 'Guest' })).toHaveAttribute('href', paths.editProfile);
  });

  it('shows the free-trial promo linking to /upgrade', async () => {
    await renderApp(paths.faq);
    expect(screen.getByText('Start Your Free Trial')).toBeInTheDocument();
    expect(
      screen.getByText('Unlock unlimited conversations with a 3-day free trial, cancel anytime!'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Try Free Trial' })).toHaveAttribute('href', paths.upgrade);
  });
});

describe('top bar', () => {
  it('links the logo to /home', async () => {
    await renderApp(paths.faq);
    expect(within(screen.getByRole('banner')).getByRole('link', { name: /AdWise/ })).toHaveAttribute(
      'href',
      paths.home,
    );
  });
});

describe('dark mode', () => {
  it('applies the dark style when the stored flag is set, and not otherwise', async () => {
    applyDarkMode();
    expect(document.documentElement).not.toHaveClass('dark');
    localStorage.setItem(DARK_MODE_KEY, 'true');
    applyDarkMode();
    expect(document.documentElement).toHaveClass('dark');
  });
});

describe('session persistence', () => {
  it("keeps the session under 'chat-app-root' and the 'auth' entry, and rehydrates it", async () => {
    useSession.getState().signIn(signedInSession);
    expect(JSON.parse(localStorage.getItem(AUTH_KEY) ?? '{}')).toEqual(signedInSession);
    const stored = localStorage.getItem('chat-app-root') ?? '{}';
    expect(JSON.parse(stored).state).toEqual(signedInSession);

    useSession.setState({ user: null, accessToken: null, refreshToken: null });
    localStorage.setItem('chat-app-root', stored); // as on a fresh page load
    await useSession.persist.rehydrate();
    expect(useSession.getState()).toMatchObject(signedInSession);
  });

  it('picks up a sign-out made in another tab', async () => {
    useSession.getState().signIn(signedInSession);
    localStorage.setItem(
      'chat-app-root',
      JSON.stringify({ state: { user: null, accessToken: null, refreshToken: null }, version: 0 }),
    );
    fireEvent(window, new StorageEvent('storage', { key: 'chat-app-root' }));
    await waitFor(() => expect(useSession.getState().accessToken).toBeNull());
  });
});
