import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '../../web/app/paths';
import type { Highlight, PlanSummary } from '../../web/features/saved/saved-api';
import { CHATS, chat, chatList } from './chat-fixtures';
import { type ApiCall, fakeApi, json } from './fake-api';
import { renderApp, signedInSession } from './render-app';

const saved = (id: string, name: string, timestamp: string) => ({ ...chat(id, name, timestamp), saved: true });
const SAVED = [
  saved('c1', 'Budget pacing', '2026-03-12T10:00:00.000Z'),
  saved('c2', 'Bidding strategy', '2026-03-10T10:00:00.000Z'),
];

const plan = (id: string, title: string, excerpt: string, updatedAt: string): PlanSummary => ({
  _id: id,
  title,
  excerpt,
  chatId: 'c1',
  messageId: 'm1',
  classId: null,
  version: 1,
  createdAt: updatedAt,
  updatedAt,
});
const PLANS = [
  plan('p1', 'Spring launch', 'Raise the daily budget by 20%', '2026-03-01T10:00:00.000Z'),
  plan('p2', 'Retargeting', 'Exclude buyers from the audience', '2026-03-05T10:00:00.000Z'),
];

const highlight = (id: string, quote: string, chatName: string, createdAt: string): Highlight => ({
  _id: id,
  chatId: 'c1',
  chatName,
  messageId: 'm1',
  quote,
  prefix: '',
  suffix: '',
  createdAt,
});
const HIGHLIGHTS = [
  highlight('h1', 'Cap frequency at 3 a week', 'Budget pacing', '2026-02-01T10:00:00.000Z'),
  highlight('h2', 'Bid on brand terms', 'Search ads', '2026-02-03T10:00:00.000Z'),
];

/** The sidebar reads all chats; the Chats tab reads the saved ones, a page at a time. */
const chatsAnswer = (pages: Record<string, Response>) => (call: ApiCall) =>
  call.search.get('saved') === 'true' ? (pages[call.search.get('cursor') ?? ''] ?? chatList([])).clone() : chatList([]);

async function openSaved(
  path: string = paths.savedChats,
  { chats = chatList(SAVED), plans = PLANS, highlights = HIGHLIGHTS, persona = 'ads' } = {},
) {
  const api = fakeApi(
    {
      [CHATS]: chatsAnswer({ '': chats }),
      'GET /api/plans': json({ plans }),
      'GET /api/highlights': json({ highlights }),
    },
    { persona },
  );
  const view = await renderApp(path, signedInSession);
  const main = screen.getByRole('main');
  await within(main).findByRole('heading', { name: 'Saved chats' });
  return { ...view, api, main, user: userEvent.setup() };
}

const linkNames = (main: HTMLElement) =>
  within(within(main).getByRole('tabpanel'))
    .getAllByRole('link')
    .map((link) => link.getAttribute('href'));

describe('/saved-chats', () => {
  it('lists the saved chats newest first, each linking to its chat with its date', async () => {
    const { main, api } = await openSaved();
    const budget = await within(main).findByRole('link', { name: /Budget pacing/ });
    expect(budget).toHaveAttribute('href', '/chat/c1');
    expect(budget).toHaveTextContent('March 12, 2026');
    expect(linkNames(main)).toEqual(['/chat/c1', '/chat/c2']);
    expect(api.callsTo('GET', '/api/chatbot/all-chats').some((c) => c.search.get('saved') === 'true')).toBe(true);
  });

  it("pages through the saved chats with the server's cursor", async () => {
    const api = fakeApi({
      [CHATS]: chatsAnswer({
        '': chatList([SAVED[0] as ReturnType<typeof saved>], 'next-1'),
        'next-1': chatList([SAVED[1] as ReturnType<typeof saved>]),
      }),
    });
    await renderApp(paths.savedChats, signedInSession);
    const main = screen.getByRole('main');
    await within(main).findByRole('link', { name: /Bidding strategy/ });
    const pages = api.callsTo('GET', '/api/chatbot/all-chats').filter((c) => c.search.get('saved') === 'true');
    expect(pages.map((c) => c.search.get('cursor'))).toEqual([null, 'next-1']);
  });

  it('moves between tabs with the arrow keys, keeps the tab in the URL and opens on it after a reload', async () => {
    const { main, router, user } = await openSaved();
    const tabs = within(main).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Chats', 'Plans', 'Highlights']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(tabs[1]).toHaveAttribute('tabindex', '-1');
    (tabs[0] as HTMLElement).focus();
    await user.keyboard('{ArrowRight}');
    expect(tabs[1]).toHaveAttribute('aria-selected', 'true');
    expect(tabs[1]).toHaveFocus();
    expect(router.state.location.search).toBe('?tab=plans');
    expect(within(main).getByRole('tabpanel')).toHaveAccessibleName('Plans');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowLeft}');
    expect(router.state.location.search).toBe('?tab=highlights');
    await within(main).findByRole('link', { name: /Bid on brand terms/ });

    cleanup();
    const reloaded = await openSaved(`${paths.savedChats}?tab=highlights`);
    expect(within(reloaded.main).getByRole('tab', { name: 'Highlights' })).toHaveAttribute('aria-selected', 'true');
  });

  it('lists plans newest first, linking to the editor, and highlights linking to their passage', async () => {
    const { main } = await openSaved(`${paths.savedChats}?tab=plans`);
    await within(main).findByRole('link', { name: /Retargeting/ });
    expect(linkNames(main)).toEqual(['/chat-editor/p2', '/chat-editor/p1']);
    expect(within(main).getByRole('link', { name: /Spring launch/ })).toHaveTextContent('Raise the daily budget');

    cleanup();
    const highlights = await openSaved(`${paths.savedChats}?tab=highlights`);
    await within(highlights.main).findByRole('link', { name: /Cap frequency/ });
    expect(linkNames(highlights.main)).toEqual(['/chat/c1?highlight=h2', '/chat/c1?highlight=h1']);
    expect(within(highlights.main).getByRole('link', { name: /Cap frequency/ })).toHaveTextContent(
      'From Budget pacingFebruary 1, 2026',
    );
  });

  it('filters the open tab by its search box: chat names, plan titles and excerpts, quotes and chat names', async () => {
    const { main, user } = await openSaved();
    await within(main).findByRole('link', { name: /Budget pacing/ });
    const search = within(main).getByRole('searchbox', { name: 'Search saved chats' });
    await user.type(search, 'BIDDING');
    expect(linkNames(main)).toEqual(['/chat/c2']);
    await user.type(search, 'x');
    expect(within(main).getByText('No matching saved chats.')).toBeInTheDocument();
    await user.click(within(main).getByRole('button', { name: 'Clear search' }));
    expect(linkNames(main)).toHaveLength(2);

    await user.click(within(main).getByRole('tab', { name: 'Plans' }));
    const planSearch = within(main).getByRole('searchbox', { name: 'Search action plans' });
    expect(planSearch).toHaveValue('');
    await user.type(planSearch, 'exclude buyers');
    await waitFor(() => expect(linkNames(main)).toEqual(['/chat-editor/p2']));

    await user.click(within(main).getByRole('tab', { name: 'Highlights' }));
    const tipSearch = within(main).getByRole('searchbox', { name: 'Search saved tips' });
    await user.type(tipSearch, 'search ads');
    await waitFor(() => expect(linkNames(main)).toEqual(['/chat/c1?highlight=h2']));
    await user.clear(tipSearch);
    await user.type(tipSearch, 'frequency');
    expect(linkNames(main)).toEqual(['/chat/c1?highlight=h1']);
  });

  it.each([
    [
      'ads',
      [
        "No saved chats yet. Open a chat's menu in the sidebar and choose Save.",
        'No action plans yet. Under any reply, choose Save as plan.',
        'No saved tips yet. Select a passage of a reply and choose Highlight.',
      ],
    ],
    [
      'coach',
      [
        "No saved chats yet. Open a chat's menu in the sidebar and choose Save.",
        'No session plans yet. Under any reply, choose Save as plan.',
        'No saved drills yet. Select a passage of a reply and choose Highlight.',
      ],
    ],
  ])('says how to fill each empty tab in the %s persona', async (persona, [chats, plans, highlights]) => {
    const { main, user } = await openSaved(paths.savedChats, {
      chats: chatList([]),
      plans: [],
      highlights: [],
      persona,
    });
    expect(await within(main).findByText(chats as string)).toBeInTheDocument();
    await user.click(within(main).getByRole('tab', { name: 'Plans' }));
    expect(await within(main).findByText(plans as string)).toBeInTheDocument();
    await user.click(within(main).getByRole('tab', { name: 'Highlights' }));
    expect(await within(main).findByText(highlights as string)).toBeInTheDocument();
  });

  it('sends a visitor to log in', async () => {
    const { router } = await renderApp(paths.savedChats);
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.login));
  });
});
