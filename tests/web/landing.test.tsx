import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../web/app/paths';
import { PLANS } from '../../worker/contract/plans';
import { fakeApi } from './fake-api';
import { renderApp, signedInSession } from './render-app';
import { setViewportWidth } from './viewport';

beforeEach(() => {
  Element.prototype.scrollIntoView = vi.fn();
});

const openLanding = async (session?: typeof signedInSession) => {
  const view = await renderApp(paths.home, session);
  await screen.findByRole('heading', { level: 1 });
  return view;
};
const sectionNav = () => within(screen.getByRole('banner')).getByRole('navigation', { name: 'Sections' });

describe('/home', () => {
  it('offers the six sections in the top nav, Home first and highlighted', async () => {
    await openLanding();
    const links = within(sectionNav()).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Home',
      'Scale',
      'Why Us',
      'How it Works',
      'About',
      'Pricing',
    ]);
    expect(links[0]).toHaveAttribute('aria-current', 'true');
    for (const id of ['home', 'scale', 'why-us', 'how-it-works', 'about', 'faq', 'pricing']) {
      expect(document.getElementById(id)).toBeInTheDocument();
    }
  });

  it('scrolls to a section when its link is clicked and names it in the address', async () => {
    await openLanding();
    await userEvent.click(within(sectionNav()).getByRole('link', { name: 'Pricing' }));
    expect(Element.prototype.scrollIntoView).toHaveBeenCalled();
    expect(window.location.hash).toBe('#pricing');
    expect(document.getElementById('pricing')).toHaveFocus();
  });

  it('shows Log In and Sign Up to a visitor and Chat Now to a signed-in user', async () => {
    const { unmount } = await openLanding();
    const banner = within(screen.getByRole('banner'));
    expect(banner.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', paths.login);
    expect(banner.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', paths.signUp);
    expect(banner.queryByRole('link', { name: 'Chat Now' })).not.toBeInTheDocument();
    unmount();

    await openLanding(signedInSession);
    const signedIn = within(screen.getByRole('banner'));
    expect(signedIn.getByRole('link', { name: 'Chat Now' })).toHaveAttribute('href', paths.chat);
    expect(signedIn.queryByRole('link', { name: 'Log In' })).not.toBeInTheDocument();
  });

  it("prices the plans as SPEC.md does, Free's button disabled, the others to sign-up", async () => {
    await openLanding();
    const pricing = within(document.getElementById('pricing') as HTMLElement);
    const free = within(pricing.getByRole('article', { name: 'Free' }));
    expect(free.getByText('$0')).toBeInTheDocument();
    expect(free.getByText('per 30 days')).toBeInTheDocument();
    expect(free.getByRole('button')).toBeDisabled();
    const standard = within(pricing.getByRole('article', { name: 'Standard' }));
    expect(standard.getByText('$22.22')).toBeInTheDocument();
    expect(standard.getByText('per month')).toBeInTheDocument();
    expect(standard.getByText('MOST POPULAR')).toBeInTheDocument();
    expect(standard.getByText('Email support')).toBeInTheDocument();
    expect(standard.getByRole('link')).toHaveAttribute('href', paths.signUp);
    const premium = within(pricing.getByRole('article', { name: 'Premium' }));
    expect(premium.getByText('$222.22')).toBeInTheDocument();
    expect(premium.getByText('Save $44.42')).toBeInTheDocument();
    expect(premium.getByText('Custom strategy consultation')).toBeInTheDocument();
  });

  it('sends a signed-in user from a paid plan to /upgrade', async () => {
    await openLanding(signedInSession);
    const pricing = within(document.getElementById('pricing') as HTMLElement);
    expect(pricing.getByRole('link', { name: 'Upgrade to Standard' })).toHaveAttribute('href', paths.upgrade);
    expect(pricing.getByRole('link', { name: 'Upgrade to Premium' })).toHaveAttribute('href', paths.upgrade);
  });

  it('opens one FAQ answer at a time', async () => {
    await openLanding();
    const faq = within(document.getElementById('faq') as HTMLElement);
    const [first, second] = faq.getAllByRole('button');
    if (!first || !second) throw new Error('no questions');
    await userEvent.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(faq.getByText(/An AI assistant for advertisers/)).toBeVisible();
    await userEvent.click(second);
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(faq.getAllByRole('button', { expanded: true })).toHaveLength(1);
  });

  it('sets the title and description for the persona', async () => {
    document.head.innerHTML = '<meta name="description" content="" /><meta property="og:title" content="" />';
    await openLanding();
    expect(document.title).toBe('AdWise: your AI advertising assistant');
    expect(document.querySelector('meta[property="og:title"]')).toHaveAttribute('content', document.title);
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/advertisers/);
  });

  it('speaks to coaches in the coach persona, with the 11 questions of SPEC.md', async () => {
    fakeApi({}, { persona: 'coach' });
    await openLanding();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Plan better sessions in minutes, not evenings',
    );
    const faq = within(document.getElementById('faq') as HTMLElement);
    expect(faq.getAllByRole('button')).toHaveLength(11);
    expect(faq.getByText('Does it work offline?')).toBeInTheDocument();
    expect(document.querySelector('main')?.textContent).not.toMatch(/advertis|campaign|ad spend/i);
  });

  it('falls back to the advertisers persona when the config cannot be read', async () => {
    fakeApi({ 'GET /api/config': () => Promise.reject(new TypeError('offline')) });
    await openLanding();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Agency-grade ad advice');
  });
});

describe('the mobile menu', () => {
  it('opens below 1024 px and closes on Escape, giving focus back', async () => {
    setViewportWidth(360);
    await openLanding();
    const open = screen.getByRole('button', { name: 'Open menu' });
    await userEvent.click(open);
    const menu = screen.getByRole('dialog', { name: 'Menu' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(
      expect.arrayContaining(['Home', 'Scale', 'Why Us', 'How it Works', 'About', 'Pricing', 'Log In', 'Sign Up']),
    );
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
    await waitFor(() => expect(open).toHaveFocus());
  });

  it('closes and scrolls when a section is chosen', async () => {
    setViewportWidth(360);
    await openLanding();
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Menu' })).getByRole('link', { name: 'About' }));
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
    await waitFor(() => expect(window.location.hash).toBe('#about'));
  });
});

describe('the plans module', () => {
  it("keeps Premium's saving true to the prices", () => {
    const [, standard, premium] = PLANS;
    const saving = (standard?.amount ?? 0) * 12 - (premium?.amount ?? 0);
    expect(premium?.saving).toBe(`Save $${saving.toFixed(2)}`);
  });
});
