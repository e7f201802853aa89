import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { paths } from '../../web/app/paths';
import { preloadMarkdown } from '../../web/features/chat/bot-reply';
import { STATUS_TEXT } from '../../web/features/plans/save-status';
import { NETWORK_ERROR_MESSAGE } from '../../web/lib/api';
import { SAVED_WORK_MESSAGES } from '../../worker/contract/messages';
import { MAX_PLAN_BODY_CHARS } from '../../worker/contract/saved-work';
import { CHATS, chatHistory, chatList, history, message } from './chat-fixtures';
import { type ApiCall, apiError, fakeApi, json } from './fake-api';
import { renderApp, signedInSession } from './render-app';
import { setViewportWidth } from './viewport';

beforeAll(() => preloadMarkdown(), 60_000);

afterEach(() => {
  sessionStorage.clear();
});

const PLAN = {
  _id: 'p1',
  title: 'Pacing plan',
  body: '# Pacing\n\nSpend evenly.',
  chatId: 'c1',
  messageId: 'm1',
  chatName: 'Budget chat',
  version: 3,
  createdAt: '2026-03-10T12:00:00.000Z',
  updatedAt: '2026-03-10T12:00:00.000Z',
};
type Plan = typeof PLAN;
const GET = 'GET /api/plans/p1';
const PUT = 'PUT /api/plans/p1';

/** The Worker's PUT: the stored version goes up by one. */
const accept = (call: ApiCall) => {
  const sent = call.body as { title: string; body: string; version: number };
  return json({ plan: { ...PLAN, title: sent.title, body: sent.body, version: sent.version + 1 } });
};
const offline = () => Promise.reject(new TypeError('Failed to fetch'));
const conflict = () => apiError(409, 'conflict', SAVED_WORK_MESSAGES.planChanged);

async function openEditor(answers: Record<string, Response | ((call: ApiCall) => Response | Promise<Response>)> = {}) {
  const api = fakeApi({ [GET]: json({ plan: PLAN }), [PUT]: accept, ...answers });
  const view = await renderApp(paths.chatEditorPlan('p1'), signedInSession);
  await screen.findByDisplayValue('Pacing plan');
  return { ...view, api, user: userEvent.setup() };
}

const body = () => screen.getByRole('textbox', { name: 'The action plan in Markdown' }) as HTMLTextAreaElement;
const title = () => screen.getByRole('textbox', { name: 'Title' }) as HTMLInputElement;
const status = () => screen.getByTestId('save-status');
const sentBodies = (api: ReturnType<typeof fakeApi>) => api.callsTo('PUT', '/api/plans/p1').map((c) => c.body);

describe('the plan editor', () => {
  it('shows the plan, its chat and a preview with the replies’ renderer', async () => {
    await openEditor();
    expect(body().value).toBe(PLAN.body);
    expect(screen.getByRole('link', { name: /From the chat 'Budget chat'/ })).toHaveAttribute(
      'href',
      paths.chatById('c1'),
    );
    const preview = screen.getByRole('region', { name: 'Preview' });
    expect(await within(preview).findByRole('heading', { name: 'Pacing' })).toBeInTheDocument();
    expect(status()).toHaveTextContent(STATUS_TEXT.saved);
  });

  it('autosaves after a pause with the version the edit started from, then with the next one', async () => {
    const { api, user } = await openEditor();
    await user.type(body(), ' Then review.');
    expect(status()).toHaveTextContent(STATUS_TEXT.saving);
    expect(sentBodies(api)).toHaveLength(0);
    await waitFor(() => expect(status()).toHaveTextContent(STATUS_TEXT.saved));
    expect(sentBodies(api)).toEqual([{ title: PLAN.title, body: `${PLAN.body} Then review.`, version: 3 }]);
    expect(
      await within(screen.getByRole('region', { name: 'Preview' })).findByText('Spend evenly. Then review.'),
    ).toBeInTheDocument();

    await user.clear(title());
    await user.type(title(), 'Weekly pacing');
    await waitFor(() => expect(sentBodies(api)).toHaveLength(2));
    expect(sentBodies(api)[1]).toEqual({ title: 'Weekly pacing', body: `${PLAN.body} Then review.`, version: 4 });
  });

  it('on a 409 keeps the edits and offers their version or mine; Keep mine saves over the fresh version', async () => {
    const server = storedPlan();
    const { api, user } = await openEditor(server.answers);
    server.savedElsewhere({ ...PLAN, body: 'Their plan.', version: 5 });
    await user.type(body(), ' Mine.');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Another tab or device changed this action plan');
    expect(status()).toHaveTextContent(STATUS_TEXT.conflict);
    expect(body().value).toBe(`${PLAN.body} Mine.`);
    // Nothing more goes while the user has not chosen, and a reload would still find the edits.
    await user.type(body(), '!');
    await new Promise((r) => setTimeout(r, 1000));
    expect(sentBodies(api)).toHaveLength(1);
    expect(JSON.stringify(Object.values(sessionStorage))).toContain('Mine.!');

    await user.click(await within(alert).findByRole('button', { name: 'Keep mine' }));
    await waitFor(() => expect(status()).toHaveTextContent(STATUS_TEXT.saved));
    expect(sentBodies(api)[1]).toEqual({ title: PLAN.title, body: `${PLAN.body} Mine.!`, version: 5 });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('Load their version shows theirs and Undo brings the user’s text back', async () => {
    const server = storedPlan();
    const { api, user } = await openEditor(server.answers);
    server.savedElsewhere({ ...PLAN, body: 'Their plan.', version: 5 });
    await user.type(body(), ' Mine.');
    const alert = await screen.findByRole('alert');
    await user.click(await within(alert).findByRole('button', { name: 'Load their version' }));
    expect(body().value).toBe('Their plan.');
    expect(status()).toHaveTextContent(STATUS_TEXT.saved);
    await user.click(screen.getByRole('button', { name: /^Undo/ }));
    expect(body().value).toBe(`${PLAN.body} Mine.`);
    await waitFor(() => expect(status()).toHaveTextContent(STATUS_TEXT.saved));
    expect(sentBodies(api).at(-1)).toEqual({ title: PLAN.title, body: `${PLAN.body} Mine.`, version: 5 });
  });

  it('restores an unsaved draft after a remount, says it is offline meanwhile, and saves it', async () => {
    const first = await openEditor({ [PUT]: offline });
    await first.user.type(body(), ' Draft.');
    await waitFor(() => expect(status()).toHaveTextContent(STATUS_TEXT.offline));
    first.unmount();
    // Leaving tries the pending save once more at once (offline still), rather than waiting for the retry.
    await waitFor(() => expect(sentBodies(first.api)).toHaveLength(2));

    const { api } = await openEditor();
    expect(body().value).toBe(`${PLAN.body} Draft.`);
    await waitFor(() => expect(status()).toHaveTextContent(STATUS_TEXT.saved));
    expect(sentBodies(api)).toEqual([{ title: PLAN.title, body: `${PLAN.body} Draft.`, version: 3 }]);
  });

  it('asks which version to keep when the draft was made over a version since replaced', async () => {
    const first = await openEditor({ [PUT]: offline });
    await first.user.type(body(), ' Draft.');
    await waitFor(() => expect(status()).toHaveTextContent(STATUS_TEXT.offline));
    first.unmount();
    // Leaving tries the pending save once more at once (offline still), rather than waiting for the retry.
    await waitFor(() => expect(sentBodies(first.api)).toHaveLength(2));

    const { api } = await openEditor({ [GET]: json({ plan: { ...PLAN, body: 'Changed elsewhere.', version: 4 } }) });
    expect(body().value).toBe(`${PLAN.body} Draft.`);
    expect(await screen.findByRole('alert')).toHaveTextContent('Another tab or device changed this action plan');
    expect(sentBodies(api)).toHaveLength(0);
  });

  it('formats with the toolbar and the shortcuts, and undoes and redoes those edits', async () => {
    const { user } = await openEditor({ [GET]: json({ plan: { ...PLAN, body: 'Spend evenly' } }) });
    body().setSelectionRange(6, 12);
    await user.click(screen.getByRole('button', { name: /^Bold/ }));
    expect(body().value).toBe('Spend **evenly**');
    expect(body().value.slice(body().selectionStart, body().selectionEnd)).toBe('evenly');

    await user.keyboard('{Control>}i{/Control}');
    expect(body().value).toBe('Spend **_evenly_**');
    await user.click(screen.getByRole('button', { name: 'Numbered list' }));
    expect(body().value).toBe('1. Spend **_evenly_**');

    await user.keyboard('{Control>}z{/Control}');
    expect(body().value).toBe('Spend **_evenly_**');
    await user.keyboard('{Control>}z{/Control}');
    await user.keyboard('{Control>}z{/Control}');
    expect(body().value).toBe('Spend evenly');
    await user.keyboard('{Control>}{Shift>}z{/Shift}{/Control}');
    expect(body().value).toBe('Spend **evenly**');
    await waitFor(() => expect(status()).toHaveTextContent(STATUS_TEXT.saved));
  });

  it('undoes typing in bursts, not a letter at a time', async () => {
    const { user } = await openEditor({ [GET]: json({ plan: { ...PLAN, body: 'Plan' } }) });
    body().setSelectionRange(4, 4);
    await user.type(body(), ' one', { initialSelectionStart: 4, initialSelectionEnd: 4 });
    await user.click(screen.getByRole('button', { name: 'Heading' }));
    expect(body().value).toBe('## Plan one');
    await user.click(screen.getByRole('button', { name: /^Undo/ }));
    expect(body().value).toBe('Plan one');
    await user.click(screen.getByRole('button', { name: /^Undo/ }));
    expect(body().value).toBe('Plan');
    await waitFor(() => expect(status()).toHaveTextContent(STATUS_TEXT.saved));
  });

  it('shows the schema’s messages and saves nothing while the title is empty or the body too long', async () => {
    const { api, user } = await openEditor();
    fireEvent.change(body(), { target: { value: 'a'.repeat(MAX_PLAN_BODY_CHARS + 1) } });
    expect(await screen.findByText(SAVED_WORK_MESSAGES.bodyTooLong)).toBeInTheDocument();
    expect(body()).toHaveAttribute('aria-invalid', 'true');
    await user.clear(title());
    expect(await screen.findByText(SAVED_WORK_MESSAGES.titleRequired)).toBeInTheDocument();
    expect(title()).toHaveAttribute('aria-invalid', 'true');
    fireEvent.change(title(), { target: { value: 'x'.repeat(201) } });
    expect(await screen.findByText(SAVED_WORK_MESSAGES.titleTooLong)).toBeInTheDocument();
    await waitFor(() => expect(status()).toHaveTextContent(STATUS_TEXT.invalid));
    expect(sentBodies(api)).toHaveLength(0);

    fireEvent.change(title(), { target: { value: 'x'.repeat(200) } });
    fireEvent.change(body(), { target: { value: 'a'.repeat(MAX_PLAN_BODY_CHARS) } });
    await waitFor(() => expect(status()).toHaveTextContent(STATUS_TEXT.saved));
    expect(sentBodies(api)).toEqual([{ title: 'x'.repeat(200), body: 'a'.repeat(MAX_PLAN_BODY_CHARS), version: 3 }]);
    expect(screen.queryByText(SAVED_WORK_MESSAGES.titleTooLong)).not.toBeInTheDocument();
  });

  it('deletes only after confirmation, then goes to /chat-editor', async () => {
    const { api, user, router } = await openEditor({
      'DELETE /api/plans/p1': json({ message: SAVED_WORK_MESSAGES.planDeleted }),
      'GET /api/plans': json({ plans: [] }),
    });
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Delete this action plan?')).toBeInTheDocument();
    await answerDialog('Cancel');
    expect(api.callsTo('DELETE', '/api/plans/p1')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await answerDialog('Delete');
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.chatEditor));
    expect(api.callsTo('DELETE', '/api/plans/p1')).toHaveLength(1);
    expect(await screen.findByText(/No action plans yet/)).toBeInTheDocument();
  });

  it('warns before the tab closes while an edit is not saved, and not once it is', async () => {
    const { user } = await openEditor();
    const leave = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(leave()).toBe(false);
    await user.type(body(), '!');
    expect(leave()).toBe(true);
    await waitFor(() => expect(status()).toHaveTextContent(STATUS_TEXT.saved));
    expect(leave()).toBe(false);
  });

  it('exports the plan with the edit just typed: the save goes first, then the download', async () => {
    const { api, user } = await openEditor({
      'GET /api/plans/p1/export': new Response('# Pacing', {
        headers: { 'content-disposition': 'attachment; filename="pacing-plan.md"' },
      }),
    });
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:plan'), revokeObjectURL: vi.fn() });
    const downloads: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    });
    await user.type(body(), ' Now.');
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(downloads).toEqual(['pacing-plan.md']));
    const order = api.calls.filter((c) => c.path.startsWith('/api/plans/p1')).map((c) => `${c.method} ${c.path}`);
    expect(order.slice(-2)).toEqual(['PUT /api/plans/p1', 'GET /api/plans/p1/export']);
  });

  it('opens the share dialog for this plan', async () => {
    const { api, user } = await openEditor({ 'GET /api/shares': json({ shares: [] }) });
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(await screen.findByRole('dialog', { name: 'Share this action plan' })).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('GET', '/api/shares')).toHaveLength(1));
    expect(Object.fromEntries(api.callsTo('GET', '/api/shares')[0]?.search ?? [])).toEqual({ kind: 'plan', id: 'p1' });
  });

  it('keeps the plan and its autosave when the delete fails', async () => {
    const { api, user, router } = await openEditor({ 'DELETE /api/plans/p1': offline });
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await answerDialog('Delete');
    expect(await screen.findByText(NETWORK_ERROR_MESSAGE)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.chatEditorPlan('p1'));
    await user.type(body(), ' Still here.');
    await waitFor(() => expect(sentBodies(api)).toHaveLength(1));
    await waitFor(() => expect(status()).toHaveTextContent(STATUS_TEXT.saved));
  });

  it('says so when the plan does not exist', async () => {
    fakeApi({ [GET]: apiError(404, 'not_found', SAVED_WORK_MESSAGES.planNotFound) });
    await renderApp(paths.chatEditorPlan('p1'), signedInSession);
    expect(await screen.findByText('This action plan does not exist or was deleted.')).toBeInTheDocument();
  });
});

describe('/chat-editor', () => {
  it('opens the plan edited last', async () => {
    fakeApi({
      'GET /api/plans': json({
        plans: [
          { ...PLAN, _id: 'p2', excerpt: '' },
          { ...PLAN, excerpt: '' },
        ],
      }),
      'GET /api/plans/p2': json({ plan: { ...PLAN, _id: 'p2', title: 'Latest plan' } }),
    });
    const { router } = await renderApp(paths.chatEditor, signedInSession);
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.chatEditorPlan('p2')));
    expect(await screen.findByDisplayValue('Latest plan')).toBeInTheDocument();
  });

  it('without plans says how to make one in the persona’s words, and New plan starts one', async () => {
    const api = fakeApi(
      {
        'GET /api/plans': json({ plans: [] }),
        'POST /api/plans': json(
          { plan: { ...PLAN, _id: 'p9', title: 'New session plan', body: '' }, created: true },
          201,
        ),
        'GET /api/plans/p9': json({ plan: { ...PLAN, _id: 'p9', title: 'New session plan', body: '' } }),
      },
      { persona: 'coach' },
    );
    const { router } = await renderApp(paths.chatEditor, signedInSession);
    expect(await screen.findByText(/No session plans yet/)).toHaveTextContent(
      "choose 'Save as plan' to keep it here as a session plan",
    );
    await userEvent.click(screen.getByRole('button', { name: 'New plan' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.chatEditorPlan('p9')));
    expect(api.callsTo('POST', '/api/plans')[0]?.body).toEqual({ title: 'New session plan', body: '' });
  });
});

describe("'Save as plan' under a reply", () => {
  async function saveReply(created: boolean, persona: 'ads' | 'coach' = 'ads') {
    const reply = message('Bot', '# Pacing\n\nSpend evenly.');
    const api = fakeApi(
      {
        [CHATS]: chatList([]),
        [history('c1')]: chatHistory('c1', [message('User', 'How do I pace?'), reply]),
        'POST /api/plans': json({ plan: PLAN, created }, created ? 201 : 200),
        [GET]: json({ plan: PLAN }),
      },
      { persona },
    );
    const { router } = await renderApp(paths.chatById('c1'), signedInSession);
    await userEvent.click(await screen.findByRole('button', { name: 'Save as plan' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.chatEditorPlan('p1')));
    expect(api.callsTo('POST', '/api/plans')[0]?.body).toEqual({ messageId: reply._id });
    expect(await screen.findByDisplayValue(PLAN.title)).toBeInTheDocument();
  }

  it('saves the reply and opens it in the editor', async () => {
    await saveReply(true);
    expect(await screen.findByText('Saved as an action plan')).toBeInTheDocument();
  });

  it('opens the plan a reply was saved as before, in the persona’s words', async () => {
    await saveReply(false, 'coach');
    expect(await screen.findByText('Opened your saved session plan')).toBeInTheDocument();
  });

  it('is not offered while a reply is cut off', async () => {
    fakeApi({
      [CHATS]: chatList([]),
      [history('c1')]: chatHistory('c1', [message('Bot', 'Half a rep', { status: 'streaming' })]),
    });
    await renderApp(paths.chatById('c1'), signedInSession);
    expect(await screen.findByText('Half a rep')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save as plan' })).not.toBeInTheDocument();
  });
});

/** The Worker's plan as stored: a PUT over another version than the stored one answers 409. */
function storedPlan() {
  let stored: Plan = PLAN;
  return {
    answers: {
      [GET]: () => json({ plan: stored }),
      [PUT]: (call: ApiCall) => {
        if ((call.body as { version: number }).version !== stored.version) return conflict();
        const response = accept(call);
        stored = { ...stored, ...(call.body as object), version: stored.version + 1 };
        return response;
      },
    },
    savedElsewhere(plan: Plan) {
      stored = plan;
    },
  };
}

/** Answers the confirm dialog; jsdom never ends sweetalert2's closing animation, so this does. */
async function answerDialog(button: 'Delete' | 'Cancel') {
  await userEvent.click(await screen.findByRole('button', { name: button }));
  const popup = document.querySelector('.swal2-popup');
  if (popup) fireEvent.animationEnd(popup);
  await waitFor(() => expect(document.querySelector('.swal2-container')).toBeNull());
}

describe('opening a session from its calendar link (?session=N)', () => {
  const WEEKS = {
    ...PLAN,
    body: [
      '# Ten weeks to 10K',
      'Run easy.',
      '## Week 1: Base',
      'Three runs.',
      '## Week 2: Build',
      '```md',
      '## Week 9: inside a code block, not a session',
      '```',
      '## Week 3: Long run',
      'One long run.',
    ].join('\n'),
  };

  async function openAt(path: string) {
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    fakeApi({ [GET]: json({ plan: WEEKS }), [PUT]: accept });
    await renderApp(path, signedInSession);
    await screen.findByDisplayValue('Pacing plan');
    return { scrolled, preview: screen.getByRole('region', { name: 'Preview' }) };
  }

  it("scrolls the preview to that session's heading (fences kept whole, as splitSessions cuts) and marks it briefly", async () => {
    const { scrolled, preview } = await openAt(`${paths.chatEditorPlan('p1')}?session=2`);
    const week3 = await within(preview).findByRole('heading', { name: 'Week 3: Long run' });
    await waitFor(() => expect(scrolled).toHaveBeenCalledOnce());
    expect(scrolled.mock.contexts[0]).toBe(week3);
    expect(week3).toHaveClass('bg-amber-100');
    await waitFor(() => expect(week3).not.toHaveClass('bg-amber-100'), { timeout: 4000 });
  });

  it('finds the first session after the words that introduce it', async () => {
    const { scrolled, preview } = await openAt(`${paths.chatEditorPlan('p1')}?session=0`);
    const week1 = await within(preview).findByRole('heading', { name: 'Week 1: Base' });
    await waitFor(() => expect(scrolled).toHaveBeenCalledOnce());
    expect(scrolled.mock.contexts[0]).toBe(week1);
  });

  it('opens on the preview on a narrow screen, and on the writing view without a session', async () => {
    setViewportWidth(360);
    await openAt(`${paths.chatEditorPlan('p1')}?session=1`);
    expect(screen.getByRole('button', { name: 'Preview' })).toHaveAttribute('aria-pressed', 'true');
    cleanup();
    const { scrolled, preview } = await openAt(paths.chatEditorPlan('p1'));
    expect(screen.getByRole('button', { name: 'Write' })).toHaveAttribute('aria-pressed', 'true');
    await within(preview).findByRole('heading', { name: 'Week 3: Long run' });
    expect(scrolled).not.toHaveBeenCalled();
  });
});
