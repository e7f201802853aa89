import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../web/app/paths';
import { CHATS, chatHistory, chatList, history, message, SEND, sseStream } from './chat-fixtures';
import { fakeApi } from './fake-api';
import { renderApp, signedInSession } from './render-app';

beforeEach(() => {
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:preview'), revokeObjectURL: vi.fn() });
});

const agentGroup = () => screen.findByRole('group', { name: 'Agent for this chat' });

describe('specialist agents (ads persona)', () => {
  it('offers the four agents for a new chat, the advisor chosen, and sends the one picked', async () => {
    const sse = sseStream();
    const api = fakeApi({ [CHATS]: chatList([]), [SEND]: () => sse.response });
    await renderApp(paths.chat, signedInSession);
    const group = await agentGroup();
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual([
      'Ads advisor',
      'Sales',
      'Marketing',
      'Negotiation',
    ]);
    expect(within(group).getByRole('radio', { name: 'Ads advisor' })).toBeChecked();

    const user = userEvent.setup();
    await user.click(within(group).getByRole('radio', { name: 'Negotiation' }));
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'What fee should an agency charge?{Enter}');
    await waitFor(() => expect(api.callsTo('POST', '/api/chatbot/message')).toHaveLength(1));
    const form = api.callsTo('POST', '/api/chatbot/message')[0]?.body as FormData;
    expect(form.get('agent')).toBe('negotiation');
    sse.close();
  });

  it("shows the chat's agent above its messages, and no picker for a chat already under way", async () => {
    fakeApi({
      [CHATS]: chatList([]),
      [history('n1')]: chatHistory(
        'n1',
        [message('User', 'Rate cards?'), message('Bot', 'Ask for the discount.')],
        'Rate cards',
        'negotiation',
      ),
    });
    await renderApp('/chat/n1', signedInSession);
    expect(await screen.findByTestId('chat-agent')).toHaveTextContent('Agent: Negotiation');
    expect(screen.queryByRole('group', { name: 'Agent for this chat' })).not.toBeInTheDocument();
  });
});

describe('the coach persona', () => {
  it('greets coaches, offers no agents and shows no agent header', async () => {
    fakeApi(
      { [CHATS]: chatList([]), [history('c1')]: chatHistory('c1', [message('User', 'Warm-up?')]) },
      { persona: 'coach' },
    );
    const view = await renderApp(paths.chat, signedInSession);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'What session are we planning today?' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/I am a robot, so verify my plans/)).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Agent for this chat' })).not.toBeInTheDocument();
    view.unmount();
    await renderApp('/chat/c1', signedInSession);
    await screen.findByText('Warm-up?');
    expect(screen.queryByTestId('chat-agent')).not.toBeInTheDocument();
  });
});
