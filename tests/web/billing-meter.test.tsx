import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../web/app/paths';
import { preloadMarkdown } from '../../web/features/chat/bot-reply';
import { DETAILS, details, freeDetails } from './billing-fixtures';
import { CHATS, chat, chatList, closeDialogs, message, SEND, sseStream } from './chat-fixtures';
import { fakeApi } from './fake-api';
import { renderApp, signedInSession } from './render-app';

beforeAll(() => preloadMarkdown(), 60_000);
beforeEach(() => {
  vi.spyOn(navigator, 'language', 'get').mockReturnValue('en-GB');
});
afterEach(async () => {
  await closeDialogs();
  vi.restoreAllMocks();
});

describe('the free question meter', () => {
  it("shows the server's 'N of 3 questions left' and the renew date under the composer, and asks again once a reply ends", async () => {
    let left = 2;
    const sse = sseStream();
    const api = fakeApi({
      [CHATS]: chatList([]),
      [DETAILS]: () => details(freeDetails(left)),
      [SEND]: () => {
        left = 1;
        return sse.response;
      },
    });
    await renderApp(paths.chat, signedInSession);
    expect(await screen.findByTestId('question-meter')).toHaveTextContent('2 of 3 questions left · 1 more on 3 Dec');

    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'How do I pace a budget?{Enter}');
    const stored = message('User', 'How do I pace a budget?', { _id: 'u-1' });
    sse.send('start', { chatId: 'n1', chat: chat('n1', 'Budget', stored.timestamp), userMessage: stored });
    sse.send('snapshot', { messageId: 'b-1', text: 'Evenly.' });
    const readsBefore = api.callsTo('GET', '/api/subscription/details').length;
    // Still streaming: the meter has not been asked again.
    expect(screen.getByTestId('question-meter')).toHaveTextContent('2 of 3 questions left');

    sse.send('done', { message: message('Bot', 'Evenly.', { _id: 'b-1' }) });
    sse.close();
    await waitFor(() => expect(screen.getByTestId('question-meter')).toHaveTextContent('1 of 3 questions left'));
    expect(api.callsTo('GET', '/api/subscription/details').length).toBe(readsBefore + 1);
  }, 15_000);

  it('says 3 of 3 with no renew date before any question, and shows the quota notice with the meter at 0', async () => {
    fakeApi({ [CHATS]: chatList([]), [DETAILS]: details(freeDetails(3)) });
    const { unmount } = await renderApp(paths.chat, signedInSession);
    expect(await screen.findByTestId('question-meter')).toHaveTextContent(/^3 of 3 questions left$/);
    expect(screen.queryByTestId('quota-notice')).not.toBeInTheDocument();
    unmount();

    fakeApi({ [CHATS]: chatList([]), [DETAILS]: details(freeDetails(0)) });
    await renderApp(paths.chat, signedInSession);
    expect(await screen.findByTestId('question-meter')).toHaveTextContent('0 of 3 questions left · 1 more on 3 Dec');
    expect(screen.getByTestId('quota-notice')).toHaveTextContent('You have used your free questions');
    expect(screen.getByRole('textbox', { name: 'Message' })).toBeDisabled();
  });

  it('shows the meter in Settings for a Free user', async () => {
    fakeApi({ [CHATS]: chatList([]), [DETAILS]: details(freeDetails(1)) });
    await renderApp(paths.settings, signedInSession);
    const plan = await screen.findByTestId('settings-plan');
    await waitFor(() =>
      expect(plan.querySelector('[data-testid="question-meter"]')).toHaveTextContent(
        '1 of 3 questions left · 1 more on 3 Dec',
      ),
    );
  });
});
