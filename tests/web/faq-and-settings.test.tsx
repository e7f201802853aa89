import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '../../web/app/paths';
import { adsContent } from '../../web/content/ads';
import { coachContent } from '../../web/content/coach';
import { DARK_MODE_KEY } from '../../web/lib/preferences';
import { fakeApi } from './fake-api';
import { renderApp, signedInSession } from './render-app';

describe('/faq', () => {
  it.each([
    ['ads', 'What is AdWise?'],
    ['coach', 'How do I prompt the AI to get a good session plan?'],
  ])("lists the %s persona's questions, one answer open at a time", async (persona, question) => {
    fakeApi({}, { persona });
    await renderApp(paths.faq);
    const dialog = await screen.findByRole('dialog', { name: 'FAQ' });
    await within(dialog).findByRole('button', { name: question });
    const questions = within(dialog).getAllByRole('button', { expanded: false });
    expect(questions).toHaveLength(11);
    const user = userEvent.setup();
    await user.click(questions[0] as HTMLElement);
    await user.click(questions[3] as HTMLElement);
    expect(within(dialog).getAllByRole('button', { expanded: true })).toEqual([questions[3]]);
  });

  it.each([
    ['ads', adsContent, 'action plan', 'saved tip'],
    ['coach', coachContent, 'session plan', 'saved drill'],
  ])("describes the %s persona's saved work as it exists", (_persona, content, plan, highlight) => {
    const answers = content.faq.items.map((item) => item.answer).join(' ');
    for (const feature of [
      'Saved chats',
      'Save as plan',
      'Chat editor',
      'save as you type',
      'Highlight',
      'Markdown',
      'PDF',
      'revoke',
    ]) {
      expect(answers).toContain(feature);
    }
    expect(answers).toContain(plan);
    expect(answers).toContain(highlight);
    expect(answers).not.toMatch(/not available yet/i);
  });

  it('closes on Escape, back to where the user was', async () => {
    const { router } = await renderApp([paths.helpAndSupport, paths.faq]);
    await screen.findByRole('dialog', { name: 'FAQ' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.helpAndSupport));
  });
});

describe('/settings', () => {
  it("shows the user's plan, and Update goes to /upgrade", async () => {
    const { router } = await renderApp(paths.settings, signedInSession);
    const plan = await screen.findByTestId('settings-plan');
    expect(plan).toHaveTextContent('Free');
    expect(plan).toHaveTextContent('$0 per 30 days');
    expect(plan).not.toHaveTextContent('80$');
    await userEvent.click(within(plan).getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.upgrade));
  });

  it('switches dark mode on and off', async () => {
    await renderApp(paths.settings, signedInSession);
    const toggle = await screen.findByRole('switch', { name: 'Dark mode' });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(document.documentElement).toHaveClass('dark');
    expect(localStorage.getItem(DARK_MODE_KEY)).toBe('true');
    await userEvent.click(toggle);
    expect(document.documentElement).not.toHaveClass('dark');
  });

  it('asks a visitor to log in to see a plan', async () => {
    await renderApp(paths.settings);
    const dialog = await screen.findByRole('dialog', { name: 'Settings' });
    expect(within(dialog).getByRole('link', { name: 'Log In' })).toHaveAttribute('href', paths.login);
  });
});

describe('the settings menu', () => {
  it('has a Dark mode switch that every screen follows', async () => {
    await renderApp(paths.helpAndSupport);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Settings' }));
    const item = screen.getByRole('menuitemcheckbox', { name: /Dark mode/ });
    expect(item).toHaveAttribute('aria-checked', 'false');
    await user.click(item);
    expect(item).toHaveAttribute('aria-checked', 'true');
    expect(document.documentElement).toHaveClass('dark');
    expect(localStorage.getItem(DARK_MODE_KEY)).toBe('true');
  });
});
