import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CHAT_SAVED, CHAT_UNSAVED, SAVE_FAILED } from '../../web/features/chat/use-save-chat';
import { CHATS, chat, chatHistory, chatList, history, message } from './chat-fixtures';
import { type ApiCall, fakeApi, json } from './fake-api';
import { renderApp, signedInSession } from './render-app';
import { setViewportWidth } from './viewport';

const now = new Date().toISOString();
const sidebar = () => document.getElementById('sidebar') as HTMLElement;
const SAVE = 'POST /api/chatbot/save-chat/c1';

/** The save toggle as the Worker answers it: each call flips the chat's state. */
function saveToggle(startSaved = false) {
  let saved = startSaved;
  return () => {
    saved = !saved;
    return json({ _id: 'c1', saved });
  };
}

function historyOf(saved: boolean) {
  return async () => {
    const res = chatHistory('c1', [message('User', 'Hi'), message('Bot', 'Hello there.')], 'Budget pacing');
    const body = (await res.json()) as { chatHistory: object };
    return json({ chatHistory: { ...body.chatHistory, saved } });
  };
}

async function open(
  path: string,
  answers: Record<string, Response | ((call: ApiCall) => Response | Promise<Response>)>,
) {
  const api = fakeApi({
    [CHATS]: chatList([chat('c1', 'Budget pacing', now), chat('c2', 'Bidding', now)]),
    [history('c1')]: historyOf(false),
    ...answers,
  });
  const view = await renderApp(path, signedInSession);
  await within(sidebar()).findByRole('link', { name: 'Budget pacing' });
  return { ...view, api, user: userEvent.setup() };
}

describe('saving a chat from the sidebar', () => {
  it("'Save' marks the entry as saved and says so; 'Unsave' takes the mark away", async () => {
    const { user, api } = await open('/', { [SAVE]: saveToggle() });
    const link = () => within(sidebar()).getByRole('link', { name: /^Budget pacing/ });
    expect(within(link()).queryByRole('img', { name: 'Saved' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Options for Budget pacing' }));
    await user.click(screen.getByRole('menuitem', { name: 'Save' }));
    expect(await within(link()).findByRole('img', { name: 'Saved' })).toBeInTheDocument();
    expect(await screen.findByText(CHAT_SAVED)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/chatbot/save-chat/c1')).toHaveLength(1);
    expect(within(sidebar()).getByRole('link', { name: 'Bidding' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Options for Budget pacing' }));
    await user.click(screen.getByRole('menuitem', { name: 'Unsave' }));
    await waitFor(() => expect(within(link()).queryByRole('img', { name: 'Saved' })).not.toBeInTheDocument());
    expect(await screen.findByText(CHAT_UNSAVED)).toBeInTheDocument();
  });

  it('keeps the entry unmarked and says so when saving fails', async () => {
    const { user } = await open('/', { [SAVE]: new Response('Bad gateway', { status: 502 }) });
    await user.click(screen.getByRole('button', { name: 'Options for Budget pacing' }));
    await user.click(screen.getByRole('menuitem', { name: 'Save' }));
    expect(await screen.findByText(SAVE_FAILED)).toBeInTheDocument();
    expect(within(sidebar()).queryByRole('img', { name: 'Saved' })).not.toBeInTheDocument();
  });

  it("links to 'Saved chats' and 'Chat editor', and a narrow sidebar closes when one is followed", async () => {
    setViewportWidth(800);
    const { user } = await open('/chat/c1', {});
    await user.click(screen.getByRole('button', { name: 'Open sidebar' }));
    const nav = within(sidebar()).getByRole('navigation', { name: 'Saved work' });
    expect(within(nav).getByRole('link', { name: 'Chat editor' })).toHaveAttribute('href', '/chat-editor');
    await user.click(within(nav).getByRole('link', { name: 'Saved chats' }));
    expect(sidebar()).toHaveAttribute('inert');
  });
});

describe("the chat's header", () => {
  beforeEach(() => {
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:chat'), revokeObjectURL: vi.fn() });
  });

  it("names the chat and saves it: the header reads 'Unsave' and the sidebar shows the mark", async () => {
    const { user } = await open('/chat/c1', { [SAVE]: saveToggle() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Budget pacing' })).toBeInTheDocument();
    const actions = screen.getByRole('toolbar', { name: 'Chat actions' });
    await user.click(within(actions).getByRole('button', { name: 'Save' }));
    expect(await within(actions).findByRole('button', { name: 'Unsave' })).toBeInTheDocument();
    expect(within(sidebar()).getByRole('img', { name: 'Saved' })).toBeInTheDocument();
  });

  it("offers 'Unsave' for a chat saved before", async () => {
    await open('/chat/c1', { [history('c1')]: historyOf(true) });
    const actions = await screen.findByRole('toolbar', { name: 'Chat actions' });
    expect(within(actions).getByRole('button', { name: 'Unsave' })).toBeInTheDocument();
  });

  it('exports the chat as Markdown, prints it and opens the share dialog', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const { user, api } = await open('/chat/c1', {
      'GET /api/chatbot/export/c1': new Response('# Budget pacing', {
        headers: { 'content-type': 'text/markdown', 'content-disposition': 'attachment; filename="budget-pacing.md"' },
      }),
      'GET /api/shares': json({ shares: [] }),
    });
    const actions = await screen.findByRole('toolbar', { name: 'Chat actions' });
    await user.click(within(actions).getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalled());
    expect(api.callsTo('GET', '/api/chatbot/export/c1')[0]?.headers.get('Authorization')).toBe('Bearer access-token');

    await user.click(within(actions).getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();

    await user.click(within(actions).getByRole('button', { name: 'Share' }));
    expect(await screen.findByRole('dialog', { name: 'Share this chat' })).toBeInTheDocument();
  });

  it('folds the actions into one menu', async () => {
    setViewportWidth(360);
    const { user } = await open('/chat/c1', { [SAVE]: saveToggle() });
    await user.click(await screen.findByRole('button', { name: 'Chat actions' }));
    const menu = screen.getByRole('menu', { name: 'Chat actions' });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Save', 'Export', 'Print', 'Share']);
    await user.click(within(menu).getByRole('menuitem', { name: 'Save' }));
    expect(screen.queryByRole('menu', { name: 'Chat actions' })).not.toBeInTheDocument();
    expect(await screen.findByText(CHAT_SAVED)).toBeInTheDocument();
  });
});
