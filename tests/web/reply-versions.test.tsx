import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { preloadMarkdown } from '../../web/features/chat/bot-reply';
import { VERSION_MESSAGES } from '../../worker/contract/messages';
import { CHATS, chat, chatHistory, chatList, closeDialogs, history, message, SEND, sseStream } from './chat-fixtures';
import { apiError, fakeApi, json } from './fake-api';
import { renderApp, signedInSession } from './render-app';

beforeAll(() => preloadMarkdown(), 60_000);
afterEach(closeDialogs);

const version = (replyId: string) => `PUT /api/chatbot/messages/${replyId}/version`;
const botMessages = () => screen.queryAllByTestId('bot-message');
const userMessages = () => screen.queryAllByTestId('user-message');

const earlier = [
  message('User', 'What is ROAS?', { _id: 'u-0' }),
  message('Bot', 'Revenue over spend.', { _id: 'b-0' }),
];
const question = message('User', 'What is a good CTR?', { _id: 'u-1' });
const secondOfThree = message('Bot', 'About 3% on search.', { _id: 'b-1', version: 2, versions: 3 });

describe("a reply's versions", () => {
  it("shows '< 2/3 >' and switches the question and the reply together", async () => {
    const api = fakeApi({
      [CHATS]: chatList([]),
      [history('v1')]: chatHistory('v1', [...earlier, question, secondOfThree]),
      [version('b-1')]: json({
        question: { ...question, text_content: 'What is a good CTR for display?' },
        reply: { ...secondOfThree, text_content: 'About 0.5% on display.', version: 1 },
      }),
    });
    await renderApp('/chat/v1', signedInSession);
    const reply = (await screen.findByText('About 3% on search.')).closest('li') as HTMLElement;
    expect(within(reply).getByText('Version 2 of 3')).toBeInTheDocument();
    // A reply with one version shows no switcher.
    expect(within(botMessages()[0] as HTMLElement).queryByRole('button', { name: 'Previous version' })).toBeNull();

    await userEvent.click(within(reply).getByRole('button', { name: 'Previous version' }));
    expect(api.callsTo('PUT', '/api/chatbot/messages/b-1/version')[0]?.body).toEqual({ version: 1 });
    expect(await screen.findByText('About 0.5% on display.')).toBeInTheDocument();
    expect(screen.getByText('What is a good CTR for display?')).toBeInTheDocument();
    expect(screen.queryByText('What is a good CTR?')).not.toBeInTheDocument();
    expect(screen.getByText('Version 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous version' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next version' })).toBeEnabled();
  }, 15_000);

  it('keeps the switcher and Regenerate on a new version stopped before any text', async () => {
    fakeApi({
      [CHATS]: chatList([]),
      [history('v3')]: chatHistory('v3', [
        question,
        message('Bot', '', { _id: 'b-2', status: 'stopped', version: 2, versions: 2 }),
      ]),
    });
    await renderApp('/chat/v3', signedInSession);
    expect(await screen.findByText('You stopped this reply.')).toBeInTheDocument();
    expect(screen.getByText('Version 2 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous version' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Regenerate reply' })).toBeEnabled();
    // Nothing to copy, rate or save.
    expect(screen.queryByRole('button', { name: 'Copy reply' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Good answer' })).toBeNull();
  });

  it('keeps the shown version and says why when the server refuses the switch', async () => {
    fakeApi({
      [CHATS]: chatList([]),
      [history('v2')]: chatHistory('v2', [question, secondOfThree]),
      [version('b-1')]: apiError(409, 'conflict', 'Please wait for the current reply to finish, or stop it.'),
    });
    await renderApp('/chat/v2', signedInSession);
    await userEvent.click(await screen.findByRole('button', { name: 'Next version' }));
    expect(await screen.findByText('Please wait for the current reply to finish, or stop it.')).toBeInTheDocument();
    expect(screen.getByText('About 3% on search.')).toBeInTheDocument();
    expect(screen.getByText('Version 2 of 3')).toBeInTheDocument();
  });

  it('shows what another tab chose when that tab switched the reply first', async () => {
    let shown = secondOfThree;
    fakeApi({
      [CHATS]: chatList([]),
      [history('v4')]: () => chatHistory('v4', [question, shown]),
      [version('b-1')]: () => {
        shown = { ...secondOfThree, text_content: 'About 0.5% on display.', version: 3 };
        return apiError(409, 'conflict', VERSION_MESSAGES.changedElsewhere);
      },
    });
    await renderApp('/chat/v4', signedInSession);
    await userEvent.click(await screen.findByRole('button', { name: 'Previous version' }));
    expect(await screen.findByText(VERSION_MESSAGES.changedElsewhere)).toBeInTheDocument();
    expect(await screen.findByText('About 0.5% on display.')).toBeInTheDocument();
    expect(screen.getByText('Version 3 of 3')).toBeInTheDocument();
  });
});

describe('Regenerate', () => {
  it('asks the last question again through the send and streams the new version in place', async () => {
    const sse = sseStream();
    const api = fakeApi({
      [CHATS]: chatList([]),
      [history('g1')]: chatHistory('g1', [...earlier, question, message('Bot', 'About 3%.', { _id: 'b-1' })]),
      [SEND]: () => sse.response,
    });
    await renderApp('/chat/g1', signedInSession);
    await screen.findByText('About 3%.');
    // Only the last reply offers it.
    const buttons = screen.getAllByRole('button', { name: 'Regenerate reply' });
    expect(buttons).toHaveLength(1);
    expect(botMessages()[1]).toContainElement(buttons[0] as HTMLElement);

    await userEvent.click(buttons[0] as HTMLElement);
    const form = api.callsTo('POST', '/api/chatbot/message')[0]?.body as FormData;
    expect(form.get('retryOf')).toBe('b-1');
    expect(form.get('chatId')).toBe('g1');
    expect(form.get('userMessage')).toBeNull();
    // While it streams: the new version counted, every control off.
    expect(await screen.findByText('Version 2 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous version' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Edit message' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Regenerate reply' })).not.toBeInTheDocument();
    expect(userMessages()).toHaveLength(2);

    sse.send('start', { chatId: 'g1', chat: chat('g1', 'A chat', question.timestamp), userMessage: question });
    sse.send('snapshot', { messageId: 'b-1', text: '' });
    sse.send('delta', { text: 'Around 3.2% on search.' });
    sse.send('done', {
      message: message('Bot', 'Around 3.2% on search.', { _id: 'b-1', version: 2, versions: 2 }),
    });
    sse.close();
    expect(await screen.findByRole('button', { name: 'Regenerate reply' })).toBeEnabled();
    expect(botMessages()).toHaveLength(2);
    expect(botMessages()[1]).toHaveTextContent('Around 3.2% on search.');
    expect(screen.getByRole('button', { name: 'Previous version' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Edit message' })).toBeEnabled();
  }, 15_000);

  it('leaves a cut-off reply to Retry, which answers again in its place for free', async () => {
    fakeApi({
      [CHATS]: chatList([]),
      [history('g2')]: chatHistory('g2', [question, message('Bot', 'About', { _id: 'b-1', status: 'incomplete' })]),
    });
    await renderApp('/chat/g2', signedInSession);
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy reply' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Regenerate reply' })).not.toBeInTheDocument();
  });
});

describe('Edit the last question', () => {
  it('opens the text in place; Esc and Cancel leave it, Ctrl+Enter sends it as an edit', async () => {
    const sse = sseStream();
    const api = fakeApi({
      [CHATS]: chatList([]),
      [history('d1')]: chatHistory('d1', [...earlier, question, message('Bot', 'About 3%.', { _id: 'b-1' })]),
      [SEND]: () => sse.response,
    });
    await renderApp('/chat/d1', signedInSession);
    await screen.findByText('About 3%.');
    const user = userEvent.setup();
    // Only the last question can be edited.
    expect(screen.getAllByRole('button', { name: 'Edit message' })).toHaveLength(1);
    expect(userMessages()[1]).toContainElement(screen.getByRole('button', { name: 'Edit message' }));

    await user.click(screen.getByRole('button', { name: 'Edit message' }));
    const box = screen.getByRole('textbox', { name: 'Edit your message' });
    expect(box).toHaveValue('What is a good CTR?');
    expect(box).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('textbox', { name: 'Edit your message' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit message' }));
    await user.clear(screen.getByRole('textbox', { name: 'Edit your message' }));
    expect(screen.getByRole('button', { name: 'Save and send' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('What is a good CTR?')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/chatbot/message')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Edit message' }));
    const edit = screen.getByRole('textbox', { name: 'Edit your message' });
    await user.clear(edit);
    await user.type(edit, 'What is a good CTR for display?');
    await user.keyboard('{Control>}{Enter}{/Control}');

    const form = api.callsTo('POST', '/api/chatbot/message')[0]?.body as FormData;
    expect(form.get('editOf')).toBe('u-1');
    expect(form.get('userMessage')).toBe('What is a good CTR for display?');
    expect(form.get('chatId')).toBe('d1');
    expect(form.get('retryOf')).toBeNull();
    // The edited question shows at once, in place of the old; the reply waits for its new version.
    expect(userMessages().map((m) => m.textContent)).toEqual(['What is ROAS?', 'What is a good CTR for display?']);
    expect(screen.queryByText('About 3%.')).not.toBeInTheDocument();
    expect(await screen.findByText('Version 2 of 2')).toBeInTheDocument();

    const stored = { ...question, text_content: 'What is a good CTR for display?' };
    sse.send('start', { chatId: 'd1', chat: chat('d1', 'A chat', question.timestamp), userMessage: stored });
    sse.send('snapshot', { messageId: 'b-1', text: 'About 0.5%.' });
    sse.send('done', { message: message('Bot', 'About 0.5%.', { _id: 'b-1', version: 2, versions: 2 }) });
    sse.close();
    await waitFor(() => expect(botMessages()[1]).toHaveTextContent('About 0.5%.'));
    expect(await screen.findByRole('button', { name: 'Regenerate reply' })).toBeEnabled();
    expect(userMessages()).toHaveLength(2);
  }, 15_000);
});
