import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { preloadMarkdown } from '../../web/features/chat/bot-reply';
import { PASSAGE_CHANGED } from '../../web/features/chat/highlight-list';
import type { Highlight } from '../../web/features/chat/highlights-api';
import { FLASH_HIGHLIGHT, MARK_HIGHLIGHT } from '../../web/features/chat/paint-highlights';
import { CHATS, chatHistory, chatList, history, message } from './chat-fixtures';
import { type ApiCall, fakeApi, json } from './fake-api';
import { renderApp, signedInSession } from './render-app';

beforeAll(() => preloadMarkdown(), 60_000);

const REPLY = 'Start with **a daily budget** of $20. Then raise the bid by 10% when the cost per click drops.';
const RENDERED = 'Start with a daily budget of $20. Then raise the bid by 10% when the cost per click drops.';
const HIGHLIGHTS = 'GET /api/highlights';

const saved = (id: string, quote: string, prefix = '', suffix = ''): Highlight => ({
  _id: id,
  chatId: 'c1',
  chatName: 'Budget',
  messageId: 'bot-1',
  quote,
  prefix,
  suffix,
  createdAt: '2026-03-10T12:00:00.000Z',
});

/** jsdom has neither the CSS Custom Highlight API nor layout: a registry that records what is painted. */
function paintedTexts() {
  const registry = new Map<string, Set<Range>>();
  vi.stubGlobal('CSS', { highlights: registry });
  vi.stubGlobal('Highlight', class extends Set<Range> {});
  return () => [...(registry.get(MARK_HIGHLIGHT) ?? [])].map((range) => range.toString());
}

async function openChat(highlights: Highlight[], answers = {}, config = {}, path = '/chat/c1') {
  const api = fakeApi(
    {
      [CHATS]: chatList([]),
      [history('c1')]: chatHistory('c1', [message('User', 'Budget?'), message('Bot', REPLY, { _id: 'bot-1' })]),
      [HIGHLIGHTS]: json({ highlights }),
      ...answers,
    },
    config,
  );
  const view = await renderApp(path, signedInSession);
  const reply = await screen.findByRole('article', { name: 'Reply' });
  await waitFor(() => expect(reply).toHaveTextContent(RENDERED));
  return { ...view, api, reply, user: userEvent.setup() };
}

/** Selects `quote` inside the reply's rendered text, as a drag or Shift+arrows would. */
function select(reply: HTMLElement, quote: string) {
  const walker = document.createTreeWalker(reply, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  let seen = 0;
  const start = RENDERED.indexOf(quote);
  const end = start + quote.length;
  while (walker.nextNode()) {
    const node = walker.currentNode as Text;
    if (start >= seen && start < seen + node.length) range.setStart(node, start - seen);
    if (end > seen && end <= seen + node.length) range.setEnd(node, end - seen);
    seen += node.length;
  }
  const selection = document.getSelection();
  selection?.removeAllRanges();
  selection?.addRange(range);
  fireEvent(document, new Event('selectionchange'));
}

beforeEach(() => {
  Range.prototype.getBoundingClientRect = () => new DOMRect(100, 300, 80, 20);
});

describe('drawing highlights', () => {
  it('marks a saved passage in the rendered reply, across elements, and lists it under the reply', async () => {
    const painted = paintedTexts();
    await openChat([saved('h1', 'a daily budget of $20', 'Start with ', '. Then raise')]);
    await waitFor(() => expect(painted()).toEqual(['a daily budget of $20']));
    const list = screen.getByTestId('reply-highlights');
    expect(within(list).getByText('1 saved tip')).toBeInTheDocument();
    expect(within(list).getByText('a daily budget of $20').tagName).toBe('MARK');
    expect(within(list).queryByText(PASSAGE_CHANGED)).not.toBeInTheDocument();
  });

  it("lists a highlight whose passage is gone as 'This passage changed', with its text", async () => {
    const painted = paintedTexts();
    await openChat([saved('h1', 'lower the bid by 5%'), saved('h2', 'raise the bid')]);
    const list = await screen.findByTestId('reply-highlights');
    expect(list).toHaveAttribute('open');
    expect(within(list).getByText('2 saved tips')).toBeInTheDocument();
    const changed = within(list).getByText(PASSAGE_CHANGED).closest('li') as HTMLElement;
    expect(changed).toHaveTextContent('lower the bid by 5%');
    expect(painted()).toEqual(['raise the bid']);
  });

  it('removes a highlight from the list under the reply', async () => {
    const painted = paintedTexts();
    const { user, api } = await openChat([saved('h1', 'raise the bid')], {
      'DELETE /api/highlights/h1': json({ message: 'Highlight removed.' }),
    });
    await waitFor(() => expect(painted()).toEqual(['raise the bid']));
    await user.click(screen.getByRole('button', { name: 'Remove highlight' }));
    expect(await screen.findByText('Saved tip removed')).toBeInTheDocument();
    expect(api.callsTo('DELETE', '/api/highlights/h1')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByTestId('reply-highlights')).not.toBeInTheDocument());
    expect(painted()).toEqual([]);
  });
});

describe('opening a highlight from its link', () => {
  it('scrolls to the passage, flashes it and puts the focus on the reply', async () => {
    paintedTexts();
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    const { reply } = await openChat(
      [saved('h1', 'a daily budget'), saved('h2', 'raise the bid')],
      {},
      {},
      '/chat/c1?highlight=h2',
    );
    await waitFor(() => expect(scrolled).toHaveBeenCalledOnce());
    expect(scrolled.mock.contexts[0]).toBe(reply.querySelector('p'));
    const flash = (CSS.highlights as unknown as Map<string, Set<Range>>).get(FLASH_HIGHLIGHT);
    expect([...(flash ?? [])].map((range) => range.toString())).toEqual(['raise the bid']);
    expect(reply).toHaveFocus();
  });
});

describe('highlighting a selection', () => {
  const created = (body: unknown) => json({ highlight: { ...saved('h9', ''), ...(body as object) } }, 201);

  it("offers 'Highlight (Alt+H)' at a selection in a reply and stores the text-quote selector", async () => {
    const painted = paintedTexts();
    const { user, api, reply } = await openChat([], { 'POST /api/highlights': ({ body }: ApiCall) => created(body) });
    select(reply, 'raise the bid by 10%');
    await user.click(await screen.findByRole('button', { name: 'Highlight (Alt+H)' }));
    expect(api.callsTo('POST', '/api/highlights')[0]?.body).toEqual({
      messageId: 'bot-1',
      quote: 'raise the bid by 10%',
      prefix: 'ith a daily budget of $20. Then ',
      suffix: ' when the cost per click drops.',
    });
    expect(await screen.findByText('Saved tip added')).toBeInTheDocument();
    await waitFor(() => expect(painted()).toEqual(['raise the bid by 10%']));
    expect(screen.queryByRole('button', { name: 'Highlight (Alt+H)' })).not.toBeInTheDocument();
  });

  it('highlights with the shortcut, in the coach words, leaving out blank space at the ends', async () => {
    const { user, api, reply } = await openChat(
      [],
      { 'POST /api/highlights': ({ body }: ApiCall) => created(body) },
      {
        persona: 'coach',
      },
    );
    select(reply, ' Then raise ');
    await user.keyboard('{Alt>}h{/Alt}');
    await waitFor(() => expect(api.callsTo('POST', '/api/highlights')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/highlights')[0]?.body).toMatchObject({ quote: 'Then raise' });
    expect(await screen.findByText('Saved drill added')).toBeInTheDocument();
  });

  it('offers nothing for a selection outside a reply, and says so when the server refuses', async () => {
    const { user, api, reply } = await openChat([], {
      'POST /api/highlights': json({ code: 'validation', message: 'Highlights can be at most 2,000 characters.' }, 400),
    });
    const question = screen.getByText('Budget?');
    const range = document.createRange();
    range.selectNodeContents(question);
    document.getSelection()?.removeAllRanges();
    document.getSelection()?.addRange(range);
    fireEvent(document, new Event('selectionchange'));
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(screen.queryByRole('button', { name: 'Highlight (Alt+H)' })).not.toBeInTheDocument();
    expect(api.callsTo('POST', '/api/highlights')).toHaveLength(0);

    select(reply, 'daily budget');
    await user.click(await screen.findByRole('button', { name: 'Highlight (Alt+H)' }));
    expect(await screen.findByText('Highlights can be at most 2,000 characters.')).toBeInTheDocument();
  });
});
