import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../../web/app/paths';
import type { PublicShare } from '../../web/features/share/share-api';
import { apiError, fakeApi, json } from './fake-api';
import { renderApp, signedInSession } from './render-app';

const PUBLIC = 'GET /api/shares/public/tok';

const planShare: PublicShare = {
  kind: 'plan',
  title: 'Spring launch',
  ownerName: 'Ada Lovelace',
  createdAt: '2026-03-10T12:00:00.000Z',
  plan: { body: '## Week 1\n\n- Raise the daily budget by **20%**' },
  chat: null,
};

const chatShare: PublicShare = {
  kind: 'chat',
  title: 'Budget pacing',
  ownerName: null,
  createdAt: '2026-03-11T12:00:00.000Z',
  plan: null,
  chat: {
    messages: [
      {
        _id: 'm1',
        sent_by: 'User',
        text_content: 'How fast should I spend?',
        timestamp: '2026-03-11T11:00:00.000Z',
        image_url: '/api/shares/public/tok/images/m1',
      },
      {
        _id: 'm2',
        sent_by: 'Bot',
        text_content: 'Spend **evenly** across the week.',
        timestamp: '2026-03-11T11:00:05.000Z',
        image_url: null,
      },
    ],
  },
};

const robots = () => document.head.querySelector('meta[name="robots"]')?.getAttribute('content');

describe('/share/:token', () => {
  it("shows a plan's snapshot with its owner's name, outside the app frame, asking not to be indexed", async () => {
    const api = fakeApi({ [PUBLIC]: json({ share: planShare }) });
    await renderApp(paths.share('tok'), signedInSession);
    const main = screen.getByRole('main');
    expect(await within(main).findByRole('heading', { level: 1, name: 'Spring launch' })).toBeInTheDocument();
    expect(main).toHaveTextContent('Shared by Ada Lovelace · Snapshot of March 10, 2026');
    expect(await within(main).findByRole('heading', { level: 2, name: 'Week 1' })).toBeInTheDocument();
    expect(within(main).getByText('20%').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: 'Try it free' })).toHaveAttribute('href', paths.signUp);
    expect(screen.getByRole('link', { name: /AdWise/ })).toHaveAttribute('href', paths.home);
    expect(document.getElementById('sidebar')).toBeNull();
    expect(robots()).toBe('noindex');
    expect(document.title).toBe('Spring launch · AdWise');
    // A reader's link is public: the signed-in owner's token never goes with it.
    expect(api.callsTo('GET', '/api/shares/public/tok')[0]?.headers.get('Authorization')).toBeNull();
  });

  it("shows a chat's messages as the chat screen does, with its images and without a name", async () => {
    fakeApi({ [PUBLIC]: json({ share: chatShare }) });
    await renderApp(paths.share('tok'));
    const main = screen.getByRole('main');
    const question = await within(main).findByTestId('user-message');
    expect(question).toHaveTextContent('How fast should I spend?');
    expect(within(question).getByRole('img', { name: 'Attached' })).toHaveAttribute(
      'src',
      '/api/shares/public/tok/images/m1',
    );
    const answer = within(main).getByTestId('bot-message');
    expect(await within(answer).findByText('evenly')).toHaveProperty('tagName', 'STRONG');
    expect(main).toHaveTextContent('Snapshot of March 11, 2026');
    expect(main).not.toHaveTextContent('Shared by');
  });

  it('answers an unknown or revoked link with the 404 page', async () => {
    fakeApi({ [PUBLIC]: apiError(404, 'not_found', 'Not found.') });
    await renderApp(paths.share('tok'));
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', paths.home);
    expect(robots()).toBe('noindex');
  });
});
