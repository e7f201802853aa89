import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { RATING_FAILED, RATING_THANKS } from '../../web/features/chat/rate-reply';
import { RATING_MESSAGES } from '../../worker/contract/messages';
import { CHATS, chat, chatHistory, chatList, history, message } from './chat-fixtures';
import { type ApiCall, apiError, fakeApi, json } from './fake-api';
import { renderApp, signedInSession } from './render-app';

const RATE = 'PUT /api/chatbot/messages/r1/rating';

/** The rating route as the Worker answers it: the rating and the reason it stored. */
const echo = (call: ApiCall) => {
  const body = call.body as { rating: string | null; reason?: string };
  return json({ rating: body.rating, reason: body.rating ? (body.reason ?? null) : null });
};

async function open(rating: 'up' | 'down' | null, answer: Response | ((call: ApiCall) => Response) = echo) {
  const api = fakeApi({
    [CHATS]: chatList([chat('c1', 'Budget pacing', new Date().toISOString())]),
    [history('c1')]: chatHistory('c1', [
      message('User', 'How should I pace $3,000 a month?'),
      message('Bot', 'Spend $98.68 a day.', { _id: 'r1', rating }),
    ]),
    [RATE]: answer,
  });
  await renderApp('/chat/c1', signedInSession);
  await screen.findByText('Spend $98.68 a day.');
  const good = await screen.findByRole('button', { name: 'Good answer' });
  const bad = screen.getByRole('button', { name: 'Bad answer' });
  return { api, good, bad, user: userEvent.setup() };
}

const bodies = (api: ReturnType<typeof fakeApi>) =>
  api.callsTo('PUT', '/api/chatbot/messages/r1/rating').map((c) => c.body);

describe('rating a reply', () => {
  // jsdom lays nothing out and has no scrollIntoView.
  const scrolled = vi.fn();
  beforeEach(() => {
    scrolled.mockClear();
    Element.prototype.scrollIntoView = scrolled;
  });

  it('shows the stored rating as pressed', async () => {
    const { good, bad } = await open('down');
    expect(bad).toHaveAttribute('aria-pressed', 'true');
    expect(good).toHaveAttribute('aria-pressed', 'false');
  });

  it('thumbs up presses at once and thanks; pressing it again clears the rating', async () => {
    const { api, good, bad, user } = await open(null);
    await user.click(good);
    expect(good).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByText(RATING_THANKS)).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();

    await user.click(good);
    expect(good).toHaveAttribute('aria-pressed', 'false');
    expect(bad).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(bodies(api)).toEqual([{ rating: 'up' }, { rating: null }]));
  });

  it('thumbs down asks what was wrong and sends the quick reasons with the words typed', async () => {
    const { api, bad, user } = await open(null);
    await user.click(bad);
    expect(bad).toHaveAttribute('aria-pressed', 'true');
    const form = await screen.findByRole('form', { name: 'What was wrong? (optional)' });
    expect(scrolled).toHaveBeenCalledWith({ block: 'nearest' });
    expect(within(form).getByRole('button', { name: 'Wrong' })).toHaveFocus();
    await user.click(within(form).getByRole('button', { name: 'Wrong' }));
    await user.click(within(form).getByRole('button', { name: 'Too long' }));
    expect(within(form).getByRole('button', { name: 'Wrong' })).toHaveAttribute('aria-pressed', 'true');
    await user.type(within(form).getByRole('textbox', { name: 'Tell us more' }), 'It ignored my budget');
    await user.click(within(form).getByRole('button', { name: 'Send' }));

    expect(await screen.findByText(RATING_THANKS)).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(bad).toHaveAttribute('aria-pressed', 'true');
    expect(bodies(api)).toEqual([
      { rating: 'down' },
      { rating: 'down', reason: 'Wrong; Too long. It ignored my budget' },
    ]);
    expect(bad).toHaveFocus();
  });

  it('Skip keeps the thumbs down without a reason', async () => {
    const { api, bad, user } = await open(null);
    await user.click(bad);
    await user.click(await screen.findByRole('button', { name: 'Skip' }));
    expect(await screen.findByText(RATING_THANKS)).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(bad).toHaveAttribute('aria-pressed', 'true');
    expect(bodies(api)).toEqual([{ rating: 'down' }]);
  });

  it('Escape closes the question, and pressing thumbs down again clears the rating', async () => {
    const { api, bad, user } = await open(null);
    await user.click(bad);
    await screen.findByRole('form');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(bad).toHaveFocus();
    await user.click(bad);
    expect(bad).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    await waitFor(() => expect(bodies(api)).toEqual([{ rating: 'down' }, { rating: null }]));
  });

  it('undoes the press and says why when the rating is not saved', async () => {
    const { good, bad, user } = await open('up', apiError(409, 'conflict', RATING_MESSAGES.replyStreaming));
    await user.click(bad);
    expect(await screen.findByText(RATING_MESSAGES.replyStreaming)).toBeInTheDocument();
    expect(good).toHaveAttribute('aria-pressed', 'true');
    expect(bad).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('falls back to its own words when the server gives none', async () => {
    const { good, user } = await open(null, new Response('Bad gateway', { status: 502 }));
    await user.click(good);
    expect(await screen.findByText(RATING_FAILED)).toBeInTheDocument();
    expect(good).toHaveAttribute('aria-pressed', 'false');
  });
});
