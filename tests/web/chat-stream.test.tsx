import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../web/app/paths';
import { preloadMarkdown } from '../../web/features/chat/bot-reply';
import {
  CHATS,
  chat,
  chatHistory,
  chatList,
  closeDialogs,
  history,
  message,
  SEND,
  sseStream,
  stop,
  stream,
} from './chat-fixtures';
import { apiError, fakeApi, json } from './fake-api';
import { renderApp, signedInSession } from './render-app';

// The markdown renderer is a lazy chunk of some 200 modules: transformed once here, not inside a test's wait.
beforeAll(() => preloadMarkdown(), 60_000);

beforeEach(() => {
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:preview'), revokeObjectURL: vi.fn() });
});

afterEach(closeDialogs);

const messageList = () => screen.getByRole('list', { name: 'Messages' });
const sidebar = () => document.getElementById('sidebar') as HTMLElement;
const botMessages = () => screen.queryAllByTestId('bot-message');
const userMessages = () => screen.queryAllByTestId('user-message');

async function ask(text: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByRole('textbox', { name: 'Message' }), `${text}{Enter}`);
  return user;
}

describe('sending a new chat', () => {
  it('shows the question at once, goes to /chat/{id} on start, streams the reply and stores it', async () => {
    const sse = sseStream();
    const api = fakeApi({ [CHATS]: chatList([]), [SEND]: () => sse.response });
    const { router } = await renderApp(paths.chat, signedInSession);
    await ask('How do I pace a budget?');

    // Optimistic: on screen before the server has said anything, with the waiting words.
    expect(within(messageList()).getByText('How do I pace a budget?')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('');
    expect(screen.getByRole('status')).toHaveTextContent('Thinking...');
    expect(screen.getByRole('button', { name: 'Stop reply' })).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/chatbot/message')[0]?.headers.get('Accept')).toBe('text/event-stream');

    const stored = message('User', 'How do I pace a budget?', { _id: 'u-1' });
    api.calls.length = 0;
    sse.send('start', {
      chatId: 'n1',
      chat: chat('n1', 'How do I pace a budget?', stored.timestamp),
      userMessage: stored,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/chat/n1'));
    // The new chat heads the sidebar at once, without asking for the list again.
    expect(await within(sidebar()).findByRole('link', { name: 'How do I pace a budget?' })).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/chatbot/all-chats')).toHaveLength(0);

    sse.send('snapshot', { messageId: 'b-1', text: '' });
    sse.send('delta', { text: 'Spend **evenly**' });
    sse.send('delta', { text: ' across the month.' });
    expect((await within(messageList()).findByText('evenly')).tagName).toBe('STRONG');
    await waitFor(() => expect(botMessages()[0]).toHaveTextContent('Spend evenly across the month.'));
    expect(screen.queryByRole('button', { name: 'Copy reply' })).not.toBeInTheDocument();

    sse.send('done', { message: message('Bot', 'Spend **evenly** across the month.', { _id: 'b-1' }) });
    sse.close();
    expect(await screen.findByRole('button', { name: 'Copy reply' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send' })).toBeInTheDocument();
    expect(userMessages()).toHaveLength(1);
    expect(botMessages()).toHaveLength(1);
  }, 15_000); // the first send also loads the markdown chunk and the chat screen

  it("removes the question and shows 'Oops...' when the send fails", async () => {
    fakeApi({ [CHATS]: chatList([]), [SEND]: apiError(500, 'internal', 'Something went wrong. Please try again.') });
    const { router } = await renderApp(paths.chat, signedInSession);
    await ask('Will this fail?');

    expect(await screen.findByRole('heading', { name: 'Oops...' })).toBeInTheDocument();
    expect(screen.getByText('Failed to send message. Please try again.')).toBeInTheDocument();
    expect(screen.queryByText('Will this fail?')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.chat);
  });

  it('keeps a reply that loses its connection: it follows the chat again', async () => {
    const first = sseStream();
    const again = sseStream();
    const api = fakeApi({ [CHATS]: chatList([]), [SEND]: () => first.response, [stream('n2')]: () => again.response });
    const { router } = await renderApp(paths.chat, signedInSession);
    await ask('Hold on');
    first.send('start', {
      chatId: 'n2',
      chat: chat('n2', 'Hold on', new Date().toISOString()),
      userMessage: message('User', 'Hold on', { _id: 'u-2' }),
    });
    first.send('snapshot', { messageId: 'b-2', text: 'Part' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/chat/n2'));
    await screen.findByText('Part');
    first.fail();

    await waitFor(() => expect(api.callsTo('GET', '/api/chatbot/stream/n2')).toHaveLength(1));
    again.send('snapshot', { messageId: 'b-2', text: 'Part and the rest' });
    again.send('done', { message: message('Bot', 'Part and the rest', { _id: 'b-2' }) });
    again.close();
    expect(await screen.findByText('Part and the rest')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Oops...' })).not.toBeInTheDocument();
  });
});

describe('an existing chat', () => {
  it('sends with its chat id and appends the reply after the history', async () => {
    const sse = sseStream();
    const api = fakeApi({
      [CHATS]: chatList([chat('e1', 'Budget', new Date().toISOString())]),
      [history('e1')]: chatHistory('e1', [message('User', 'Earlier'), message('Bot', 'Earlier answer')]),
      [SEND]: () => sse.response,
    });
    await renderApp('/chat/e1', signedInSession);
    await screen.findByText('Earlier answer');
    await ask('And now?');
    const form = api.callsTo('POST', '/api/chatbot/message')[0]?.body as FormData;
    expect(form.get('chatId')).toBe('e1');

    sse.send('start', {
      chatId: 'e1',
      chat: chat('e1', 'Existing', new Date().toISOString()),
      userMessage: message('User', 'And now?', { _id: 'u-3' }),
    });
    sse.send('snapshot', { messageId: 'b-3', text: 'Now this.' });
    sse.send('done', { message: message('Bot', 'Now this.', { _id: 'b-3' }) });
    sse.close();
    await waitFor(() => expect(botMessages()).toHaveLength(2));
    expect(botMessages()[1]).toHaveTextContent('Now this.');
    expect(userMessages().map((m) => m.textContent)).toEqual(['Earlier', 'And now?']);
  });

  it('stops a streaming reply through the server and notes it', async () => {
    const sse = sseStream();
    const api = fakeApi({
      [CHATS]: chatList([]),
      [history('e2')]: chatHistory('e2', []),
      [SEND]: () => sse.response,
      [stop('e2')]: () => {
        sse.send('done', { message: message('Bot', 'Half', { _id: 'b-4', status: 'stopped' }) });
        sse.close();
        return json({ stopped: true });
      },
    });
    await renderApp('/chat/e2', signedInSession);
    await ask('Long answer please');
    sse.send('start', {
      chatId: 'e2',
      chat: chat('e2', 'Existing', new Date().toISOString()),
      userMessage: message('User', 'Long answer please', { _id: 'u-4' }),
    });
    sse.send('snapshot', { messageId: 'b-4', text: 'Half' });
    await screen.findByText('Half');

    await userEvent.click(screen.getByRole('button', { name: 'Stop reply' }));
    expect(api.callsTo('POST', '/api/chatbot/stop/e2')).toHaveLength(1);
    expect(await screen.findByText('You stopped this reply.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send' })).toBeInTheDocument();
  });

  it("regenerates a cut-off reply with 'Retry': no second question, the reply replaced in place", async () => {
    const sse = sseStream();
    const question = message('User', 'What is a good CPA?', { _id: 'u-e3' });
    const api = fakeApi({
      [CHATS]: chatList([]),
      [history('e3')]: chatHistory('e3', [question, message('Bot', '', { _id: 'b-e3', status: 'incomplete' })]),
      [SEND]: () => sse.response,
    });
    await renderApp('/chat/e3', signedInSession);
    expect(await screen.findByText('This reply was cut off before it finished.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));

    const sends = api.callsTo('POST', '/api/chatbot/message');
    expect(sends).toHaveLength(1);
    const form = sends[0]?.body as FormData;
    expect(form.get('retryOf')).toBe('b-e3');
    expect(form.get('chatId')).toBe('e3');
    expect(form.get('userMessage')).toBeNull();
    expect(form.get('clientId')).toMatch(/^[\w-]{1,64}$/);
    expect(userMessages()).toHaveLength(1);
    expect(botMessages()).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();

    sse.send('start', { chatId: 'e3', chat: chat('e3', 'A chat', question.timestamp), userMessage: question });
    sse.send('snapshot', { messageId: 'b-e3', text: '' });
    sse.send('delta', { text: 'A good CPA is below your margin.' });
    sse.send('done', { message: message('Bot', 'A good CPA is below your margin.', { _id: 'b-e3' }) });
    sse.close();
    expect(await screen.findByRole('button', { name: 'Copy reply' })).toBeInTheDocument();
    expect(userMessages()).toHaveLength(1);
    expect(botMessages()).toHaveLength(1);
    expect(botMessages()[0]).toHaveTextContent('A good CPA is below your margin.');
    expect(screen.queryByText('This reply was cut off before it finished.')).not.toBeInTheDocument();
  });
});

describe('a page reloaded mid-reply', () => {
  it('follows the reply still being written and shows it continuing', async () => {
    const sse = sseStream();
    const api = fakeApi({
      [CHATS]: chatList([]),
      [history('r1')]: chatHistory('r1', [
        message('User', 'Explain bidding'),
        message('Bot', 'Bidding is', { _id: 'b-r1', status: 'streaming' }),
      ]),
      [stream('r1')]: () => sse.response,
    });
    await renderApp('/chat/r1', signedInSession);
    await waitFor(() => expect(api.callsTo('GET', '/api/chatbot/stream/r1')).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Stop reply' })).toBeInTheDocument();

    sse.send('snapshot', { messageId: 'b-r1', text: 'Bidding is how' });
    sse.send('delta', { text: ' you pay for results.' });
    await waitFor(() => expect(botMessages()[0]).toHaveTextContent('Bidding is how you pay for results.'));

    sse.send('done', { message: message('Bot', 'Bidding is how you pay for results.', { _id: 'b-r1' }) });
    sse.close();
    expect(await screen.findByRole('button', { name: 'Copy reply' })).toBeInTheDocument();
    expect(botMessages()).toHaveLength(1);
  });

  it('reloads the history when the reply has finished meanwhile (204)', async () => {
    let historyCalls = 0;
    const api = fakeApi({
      [CHATS]: chatList([]),
      [history('r2')]: () =>
        chatHistory('r2', [
          message('User', 'Explain CPM'),
          historyCalls++ === 0
            ? message('Bot', 'CPM is', { _id: 'b-r2', status: 'streaming' })
            : message('Bot', 'CPM is the cost per thousand impressions.', { _id: 'b-r2' }),
        ]),
      [stream('r2')]: new Response(null, { status: 204 }),
    });
    await renderApp('/chat/r2', signedInSession);
    expect(await screen.findByText('CPM is the cost per thousand impressions.')).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/chatbot/stream/r2')).toHaveLength(1);
    expect(api.callsTo('GET', '/api/chatbot/history/r2')).toHaveLength(2);
  });

  it('marks a reply the server left unfinished as cut off, without asking again', async () => {
    const api = fakeApi({
      [CHATS]: chatList([]),
      [history('r3')]: chatHistory('r3', [
        message('User', 'Explain CTR'),
        message('Bot', 'CTR is', { _id: 'b-r3', status: 'streaming' }),
      ]),
      [stream('r3')]: new Response(null, { status: 204 }),
    });
    await renderApp('/chat/r3', signedInSession);
    expect(await screen.findByText('This reply was cut off before it finished.')).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/chatbot/stream/r3')).toHaveLength(1);
    fireEvent.focus(window);
    expect(api.callsTo('GET', '/api/chatbot/stream/r3')).toHaveLength(1);
  });
});
