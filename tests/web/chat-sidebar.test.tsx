import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../web/app/paths';
import { groupChats } from '../../web/features/chat/group-chats';
import { SEARCH_DEBOUNCE_MS } from '../../web/features/chat/use-chat-search';
import { ROWS_PER_PAGE } from '../../web/features/chat/use-row-limit';
import { CHATS, chat, chatHistory, chatList, closeDialogs, history, SEARCH } from './chat-fixtures';
import { apiError, deferred, fakeApi, json } from './fake-api';
import { renderApp, signedInSession } from './render-app';
import { setViewportWidth } from './viewport';

afterEach(closeDialogs);

const DAY = 24 * 60 * 60 * 1000;
const now = Date.now();
const iso = (ms: number) => new Date(ms).toISOString();
const budget = chat('c1', 'Budget pacing', iso(now - 60_000));
const bidding = chat('c2', 'Bidding strategy', iso(now - DAY));
const untitled = chat('c3', '', iso(now - 5 * DAY));
const CHATS_ANSWER = chatList([budget, bidding, untitled]);

const list = () => screen.getByTestId('chat-list');

/** Answers the confirm dialog; jsdom never ends sweetalert2's closing animation, so this does. */
async function answerDialog(button: 'Delete' | 'Cancel') {
  await userEvent.click(await screen.findByRole('button', { name: button }));
  const popup = document.querySelector('.swal2-popup');
  if (popup) fireEvent.animationEnd(popup);
  await waitFor(() => expect(document.querySelector('.swal2-container')).toBeNull());
}
const sidebar = () => document.getElementById('sidebar') as HTMLElement;

async function openSidebar(path: string = paths.chat, answers = {}) {
  const api = fakeApi({ [CHATS]: CHATS_ANSWER, [history('c1')]: chatHistory('c1', []), ...answers });
  const view = await renderApp(path, signedInSession);
  await within(sidebar()).findByRole('link', { name: 'Budget pacing' });
  return { ...view, api, user: userEvent.setup() };
}

describe('grouping the chat list', () => {
  it("puts chats under 'Today', 'Yesterday', then 'MMMM d, yyyy', newest first in and across groups", () => {
    const at = new Date(2026, 2, 10, 15, 0);
    const local = (d: number, h: number) => new Date(2026, 2, d, h).toISOString();
    const groups = groupChats(
      [
        chat('a', 'morning', local(10, 9)),
        chat('b', 'old', new Date(2026, 1, 1, 12).toISOString()),
        chat('c', 'afternoon', local(10, 14)),
        chat('d', 'last week', local(5, 8)),
        chat('e', 'last night', local(9, 23)),
        chat('f', 'no time', ''),
      ],
      at,
    );
    expect(groups.map((g) => [g.label, g.chats.map((c) => c.chat_name)])).toEqual([
      ['Today', ['no time', 'afternoon', 'morning']],
      ['Yesterday', ['last night']],
      ['March 5, 2026', ['last week']],
      ['February 1, 2026', ['old']],
    ]);
  });

  it("shows the groups with 'Untitled Chat' for a chat with no name, and highlights the open chat", async () => {
    await openSidebar('/chat/c1');
    const headings = within(list())
      .getAllByRole('heading')
      .map((h) => h.textContent);
    expect(headings.slice(0, 2)).toEqual(['Today', 'Yesterday']);
    expect(headings[2]).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
    expect(within(list()).getByRole('link', { name: 'Untitled Chat' })).toHaveAttribute('href', '/chat/c3');
    expect(within(list()).getByRole('link', { name: 'Budget pacing' })).toHaveAttribute('aria-current', 'page');
    expect(within(list()).getByRole('link', { name: 'Bidding strategy' })).not.toHaveAttribute('aria-current');
  });

  it('shows a spinner while the chats load', async () => {
    const answer = deferred<Response>();
    fakeApi({ [CHATS]: () => answer.promise });
    await renderApp(paths.chat, signedInSession);
    expect(within(sidebar()).getByRole('status', { name: 'Loading chats' })).toBeInTheDocument();
    answer.resolve(json({ chatHistories: [] }));
    expect(await within(sidebar()).findByText('No plans found.')).toBeInTheDocument();
  });

  it('closes a narrow sidebar when a chat is picked, even the open one', async () => {
    setViewportWidth(800);
    const { user } = await openSidebar('/chat/c1');
    await user.click(screen.getByRole('button', { name: 'Open sidebar' }));
    await user.click(within(list()).getByRole('link', { name: 'Budget pacing' }));
    expect(sidebar()).toHaveAttribute('inert');
  });
});

describe('the chat menu', () => {
  it('keeps one menu open at a time, closing on Escape and on an outside click', async () => {
    const { user } = await openSidebar();
    await user.click(screen.getByRole('button', { name: 'Options for Budget pacing' }));
    expect(screen.getByRole('menu', { name: 'Options for Budget pacing' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Options for Bidding strategy' }));
    expect(screen.getAllByRole('menu')).toHaveLength(1);
    expect(screen.getByRole('menu', { name: 'Options for Bidding strategy' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Options for Budget pacing' }));
    await user.click(screen.getByRole('main'));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it("renames inline: a blank name is refused, then 'Save' renames and says so", async () => {
    const { user, api } = await openSidebar(paths.chat, {
      'PUT /api/chatbot/update-chat-name/c1': json({ message: 'Chat renamed successfully!' }),
    });
    await user.click(screen.getByRole('button', { name: 'Options for Budget pacing' }));
    await user.click(screen.getByRole('menuitem', { name: 'Rename' }));
    const input = screen.getByRole('textbox', { name: 'Chat name' });
    expect(input).toHaveValue('Budget pacing');
    expect(input).toHaveFocus();

    await user.clear(input);
    await user.type(input, '   ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Chat name cannot be empty!')).toBeInTheDocument();
    expect(api.callsTo('PUT', '/api/chatbot/update-chat-name/c1')).toHaveLength(0);

    await user.clear(input);
    await user.type(input, '  Q3 budget  {Enter}');
    expect(await screen.findByText('Chat renamed successfully!')).toBeInTheDocument();
    expect(api.callsTo('PUT', '/api/chatbot/update-chat-name/c1')[0]?.body).toEqual({ newChatName: 'Q3 budget' });
    expect(within(list()).getByRole('link', { name: 'Q3 budget' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Chat name' })).not.toBeInTheDocument();
  });

  it('says so when renaming fails, and stays in rename mode', async () => {
    const { user } = await openSidebar(paths.chat, {
      'PUT /api/chatbot/update-chat-name/c1': apiError(500, 'internal', 'Something went wrong. Please try again.'),
    });
    await user.click(screen.getByRole('button', { name: 'Options for Budget pacing' }));
    await user.click(screen.getByRole('menuitem', { name: 'Rename' }));
    await user.type(screen.getByRole('textbox', { name: 'Chat name' }), ' 2');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to rename chat. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Chat name' })).toBeInTheDocument();
  });

  it('deletes the open chat after confirmation and goes to /', async () => {
    const { user, api, router } = await openSidebar('/chat/c1', {
      'DELETE /api/chatbot/delete-chat/c1': json({ message: 'Chat deleted successfully!' }),
    });
    await user.click(screen.getByRole('button', { name: 'Options for Budget pacing' }));
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    await answerDialog('Delete');

    expect(await screen.findByText('Chat deleted successfully!')).toBeInTheDocument();
    expect(api.callsTo('DELETE', '/api/chatbot/delete-chat/c1')).toHaveLength(1);
    expect(within(list()).queryByRole('link', { name: 'Budget pacing' })).not.toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.chat));
  });

  it('deletes nothing when the user cancels, and stays on another chat after deleting', async () => {
    const { user, api, router } = await openSidebar('/chat/c2', {
      [history('c2')]: chatHistory('c2', []),
      'DELETE /api/chatbot/delete-chat/c1': json({ message: 'Chat deleted successfully!' }),
    });
    await user.click(screen.getByRole('button', { name: 'Options for Budget pacing' }));
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    await answerDialog('Cancel');
    expect(api.callsTo('DELETE', '/api/chatbot/delete-chat/c1')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Options for Budget pacing' }));
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    await answerDialog('Delete');
    expect(await screen.findByText('Chat deleted successfully!')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/chat/c2');
  });

  it("says 'Failed to delete chat.' when the delete fails", async () => {
    const { user } = await openSidebar(paths.chat, {
      'DELETE /api/chatbot/delete-chat/c1': apiError(500, 'internal', 'Something went wrong. Please try again.'),
    });
    await user.click(screen.getByRole('button', { name: 'Options for Budget pacing' }));
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    await answerDialog('Delete');
    expect(await screen.findByText('Failed to delete chat.')).toBeInTheDocument();
    expect(within(list()).getByRole('link', { name: 'Budget pacing' })).toBeInTheDocument();
  });
});

describe('searching chats', () => {
  it('shows name matches at once, then merges in the server text matches with their snippets', async () => {
    const answer = deferred<Response>();
    const { user, api } = await openSidebar(paths.chat, { [SEARCH]: () => answer.promise });
    await user.type(screen.getByPlaceholderText('Search plans...'), 'BUD');

    expect(screen.getByRole('heading', { name: 'Search Results' })).toBeInTheDocument();
    const links = () =>
      within(list())
        .getAllByRole('link')
        .map((link) => link.textContent);
    expect(links()).toEqual(['Budget pacing']);
    expect(within(list()).queryByRole('heading', { name: 'Today' })).not.toBeInTheDocument();

    await waitFor(() => expect(api.callsTo('GET', '/api/chatbot/search')).toHaveLength(1));
    answer.resolve(
      json({
        results: [
          { _id: 'c1', chat_name: 'Budget pacing', timestamp: budget.timestamp, snippet: null },
          {
            _id: 'c2',
            chat_name: 'Bidding strategy',
            timestamp: bidding.timestamp,
            snippet: 'raise the [budget] by 20%',
          },
        ],
      }),
    );
    await waitFor(() => expect(links()).toEqual(['Budget pacing', 'Bidding strategyraise the budget by 20%']));
    expect(within(list()).getByText('budget', { selector: 'mark' })).toBeInTheDocument();
  });

  it('asks the server once the typing pauses, not on every keystroke', async () => {
    const { user, api } = await openSidebar(paths.chat, { [SEARCH]: json({ results: [] }) });
    await user.type(screen.getByPlaceholderText('Search plans...'), 'pacing');
    await act(() => new Promise((resolve) => setTimeout(resolve, SEARCH_DEBOUNCE_MS + 50)));
    const searches = api.calls.filter((c) => c.path === '/api/chatbot/search');
    expect(searches).toHaveLength(1);
  });

  it("says 'No matching plans found.' when neither names nor text match, and clears back to the list", async () => {
    const { user } = await openSidebar(paths.chat, { [SEARCH]: json({ results: [] }) });
    await user.type(screen.getByPlaceholderText('Search plans...'), 'zebra');
    expect(await screen.findByText('No matching plans found.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(screen.getByRole('heading', { name: 'Recent Plans' })).toBeInTheDocument();
    expect(within(list()).getByRole('heading', { name: 'Today' })).toBeInTheDocument();
  });
});

/** An IntersectionObserver that reports only when the test says the list scrolled near its end. */
function stubIntersectionObserver() {
  let report: ((entries: { isIntersecting: boolean }[]) => void) | undefined;
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
        report = callback;
      }
      observe() {}
      disconnect() {}
    },
  );
  return { scrolled: () => report?.([{ isIntersecting: true }]) };
}

describe('a long chat list', () => {
  it('renders a page of rows at a time, the next when the end of the list comes near', async () => {
    const observer = stubIntersectionObserver();
    const many = Array.from({ length: 50 }, (_, i) => chat(`k${i}`, `Plan ${i}`, iso(now - i * 60_000)));
    fakeApi({ [CHATS]: chatList(many) });
    await renderApp(paths.chat, signedInSession);
    await within(sidebar()).findByRole('link', { name: 'Plan 0' });
    const rows = () => within(list()).getAllByRole('link').length;
    expect(rows()).toBe(ROWS_PER_PAGE - 1); // the 'Today' heading is a row too

    act(() => observer.scrolled());
    expect(rows()).toBe(2 * ROWS_PER_PAGE - 1);

    // A search starts again from the first page.
    await userEvent.type(screen.getByPlaceholderText('Search plans...'), 'plan');
    expect(rows()).toBe(ROWS_PER_PAGE);
  });

  it("loads the server's next page when the rows loaded run out, and searches every chat on the server", async () => {
    const observer = stubIntersectionObserver();
    const all = Array.from({ length: 30 }, (_, i) => chat(`k${i}`, `Plan ${i}`, iso(now - i * 60_000)));
    const api = fakeApi({
      [CHATS]: (call) =>
        call.search.get('cursor') === 'after-k19' ? chatList(all.slice(20)) : chatList(all.slice(0, 20), 'after-k19'),
      [SEARCH]: json({ results: [{ ...chat('k29', 'Plan 29', iso(now)), snippet: null }] }),
    });
    await renderApp(paths.chat, signedInSession);
    await within(sidebar()).findByRole('link', { name: 'Plan 0' });
    expect(within(list()).queryByRole('link', { name: 'Plan 25' })).not.toBeInTheDocument();

    act(() => observer.scrolled());
    await within(list()).findByRole('link', { name: 'Plan 25' });
    expect(api.callsTo('GET', '/api/chatbot/all-chats').map((c) => c.search.get('cursor'))).toEqual([
      null,
      'after-k19',
    ]);
    expect(within(list()).getAllByRole('link')).toHaveLength(30);
  });

  it('finds a chat no page has loaded yet through the server search', async () => {
    stubIntersectionObserver(); // observed but never scrolled: only the first page loads
    const first = Array.from({ length: 20 }, (_, i) => chat(`k${i}`, `Plan ${i}`, iso(now - i * 60_000)));
    fakeApi({
      [CHATS]: (call) => chatList(call.search.has('cursor') ? [] : first, call.search.has('cursor') ? null : 'more'),
      [SEARCH]: json({ results: [{ ...chat('old', 'Zanzibar launch', iso(now - 90 * DAY)), snippet: null }] }),
    });
    await renderApp(paths.chat, signedInSession);
    await within(sidebar()).findByRole('link', { name: 'Plan 0' });
    await userEvent.type(screen.getByPlaceholderText('Search plans...'), 'zanzibar');
    expect(await within(list()).findByRole('link', { name: 'Zanzibar launch' })).toBeInTheDocument();
  });
});
