import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { paths } from '../../web/app/paths';
import { EMAIL_KEY, OTP_KEY } from '../../web/features/auth/stored-entries';
import { preloadMarkdown } from '../../web/features/chat/bot-reply';
import { apiFetch } from '../../web/lib/api';
import { AUTH_KEY, type Session, STATE_KEY, useSession } from '../../web/lib/session';
import { toastSuccess } from '../../web/lib/toasts';
import { CHATS, chat, chatList, SEND, sseStream } from './chat-fixtures';
import { type ApiCall, apiError, deferred, fakeApi, json } from './fake-api';
import { renderApp } from './render-app';

beforeAll(() => preloadMarkdown(), 60_000);

const ada: Session = {
  user: { id: 'user-a', name: 'Zelda Marsh', email: 'zelda@example.com' },
  accessToken: 'a-access',
  refreshToken: 'a-refresh',
};
const bruno: Session = {
  user: { id: 'user-b', name: 'Bruno Vale', email: 'bruno@example.com' },
  accessToken: 'b-access',
  refreshToken: 'b-refresh',
};
/** Everything of A's that must never reach B's screen or stay in storage. */
const A_TRACES = ['Zanzibar', 'Zelda Marsh', 'zelda@example.com', 'user-a', 'a-access', 'a-refresh'];

const sidebar = () => within(document.getElementById('sidebar') as HTMLElement);
const isA = (call: ApiCall) => call.headers.get('Authorization') === `Bearer ${ada.accessToken}`;

/** Records every trace of A's that enters the page from now on: nodes, text, attributes and field values. */
function watchForA() {
  const seen = new Set<string>();
  const check = (text: string | null | undefined) => {
    for (const trace of A_TRACES) if (text?.includes(trace)) seen.add(trace);
  };
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'attributes') check((record.target as Element).getAttribute(record.attributeName ?? ''));
      else if (record.type === 'characterData') check(record.target.textContent);
      for (const node of record.addedNodes) {
        check(node.textContent);
        if (node instanceof Element) for (const el of [node, ...node.querySelectorAll('*')]) check(el.outerHTML);
      }
    }
    for (const field of document.querySelectorAll('input, textarea')) check((field as HTMLInputElement).value);
  });
  observer.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
  return () => {
    observer.disconnect();
    return [...seen];
  };
}

function storedTraces(): string[] {
  const values = [localStorage, sessionStorage].flatMap((store) =>
    Object.keys(store).map((key) => `${key}=${store.getItem(key)}`),
  );
  return A_TRACES.filter((trace) => values.some((value) => value.includes(trace)));
}

/** A's chats answer at once; B's are held until the test lets them go, so B's screen shows before its own list. */
function serveBoth(answers: Parameters<typeof fakeApi>[0] = {}) {
  const brunosChats = deferred<Response>();
  const api = fakeApi({
    [CHATS]: (call) =>
      isA(call) ? chatList([chat('za', 'Zanzibar launch plan', new Date().toISOString())]) : brunosChats.promise,
    'POST /api/auth/login': json(bruno),
    'POST /api/auth/logout': json({ success: true }),
    ...answers,
  });
  const releaseBrunosChats = () =>
    act(async () => brunosChats.resolve(chatList([chat('zb', 'Bruno spring sale', new Date().toISOString())])));
  return { api, releaseBrunosChats };
}

/** A signs in as the login page would, with a sign-up's e-mail and a reset code still stored. */
async function showAdasChats() {
  localStorage.setItem(EMAIL_KEY, JSON.stringify({ email: ada.user?.email }));
  localStorage.setItem(OTP_KEY, JSON.stringify({ otp: '123456' }));
  useSession.getState().signIn(ada);
  const view = await renderApp(paths.chat, undefined, { appCache: true });
  await sidebar().findByRole('link', { name: 'Zanzibar launch plan' });
  return view;
}

async function logInAsBruno() {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Email'), bruno.user?.email ?? '');
  await user.type(screen.getByLabelText('Password'), 'secret-pass');
  await user.click(screen.getByRole('button', { name: 'Log In' }));
}

const endings = {
  'the Logout button': async () => {
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Settings' }));
    await user.click(screen.getByRole('menuitem', { name: 'Logout' }));
  },
  'a 401 whose refresh is refused': async () => {
    await act(() => apiFetch('/api/user/profile').catch(() => undefined));
  },
};

describe("A's session ends, then B signs in in the same tab", () => {
  it.each(Object.entries(endings))(
    'after %s, B never sees anything of A and nothing of A stays stored',
    async (_, endAdasSession) => {
      const { api, releaseBrunosChats } = serveBoth({
        'GET /api/user/profile': apiError(401, 'unauthorized', 'Please log in to continue.'),
        'POST /api/auth/refresh': apiError(401, 'unauthorized', 'Please log in to continue.'),
      });
      const { router } = await showAdasChats();
      const stopWatching = watchForA();

      await endAdasSession();
      await waitFor(() => expect(router.state.location.pathname).toBe(paths.login));
      expect(useSession.getState()).toMatchObject({ user: null, accessToken: null, refreshToken: null });
      expect(localStorage.getItem(EMAIL_KEY)).toBeNull();
      expect(localStorage.getItem(OTP_KEY)).toBeNull();
      expect(storedTraces()).toEqual([]);

      await logInAsBruno();
      await waitFor(() => expect(router.state.location.pathname).toBe(paths.chat));
      await screen.findByRole('link', { name: /Bruno Vale/ });
      expect(screen.queryByText(/Zanzibar/)).not.toBeInTheDocument();
      await releaseBrunosChats();
      await sidebar().findByRole('link', { name: 'Bruno spring sale' });
      expect(api.callsTo('GET', '/api/chatbot/all-chats').filter(isA)).toHaveLength(1);
      expect(stopWatching()).toEqual([]);
    },
  );
});

describe("A's toasts", () => {
  it('are gone as soon as A signs out', async () => {
    serveBoth();
    await showAdasChats();
    toastSuccess('Zanzibar launch plan saved', 60_000);
    await screen.findByText('Zanzibar launch plan saved');

    await endings['the Logout button']();
    await waitFor(() => expect(screen.queryByText('Zanzibar launch plan saved')).not.toBeInTheDocument());
    await screen.findByLabelText('Email');
    expect(screen.queryByText(/Zanzibar/)).not.toBeInTheDocument();
  });
});

describe('another tab signs in as B while A is on screen', () => {
  const signInElsewhere = (session: Session) =>
    act(() => {
      localStorage.setItem(AUTH_KEY, JSON.stringify(session));
      localStorage.setItem(STATE_KEY, JSON.stringify({ state: session, version: 0 }));
      window.dispatchEvent(new StorageEvent('storage', { key: STATE_KEY }));
    });

  it("replaces A's screens at once, and an answer of A's still on its way never shows", async () => {
    const adasChats = deferred<Response>();
    fakeApi({ [CHATS]: (call) => (isA(call) ? adasChats.promise : chatList([])) });
    useSession.getState().signIn(ada);
    await renderApp(paths.chat, undefined, { appCache: true });
    await userEvent.type(sidebar().getByPlaceholderText('Search plans...'), 'Zanzibar');
    const stopWatching = watchForA();

    await signInElsewhere(bruno);
    expect(sidebar().getByPlaceholderText('Search plans...')).toHaveValue('');
    expect(sidebar().getByText('Bruno Vale')).toBeInTheDocument();
    await act(async () => adasChats.resolve(chatList([chat('za', 'Zanzibar launch plan', new Date().toISOString())])));
    await sidebar().findByText('No plans found.');
    expect(screen.queryByText(/Zanzibar/)).not.toBeInTheDocument();
    expect(stopWatching()).toEqual([]);
  });

  it("stops A's reply being streamed and shows nothing more of it", async () => {
    const sse = sseStream();
    const api = fakeApi({
      [CHATS]: (call) => chatList(isA(call) ? [chat('za', 'Zanzibar launch plan', new Date().toISOString())] : []),
      [SEND]: () => sse.response,
    });
    const { router } = await showAdasChats();
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Zanzibar: how much a day?{Enter}');
    sse.send('start', {
      chatId: 'za2',
      chat: chat('za2', 'Zanzibar budget', new Date().toISOString()),
      userMessage: null,
    });
    sse.send('delta', { text: 'Spend evenly on Zanzibar.' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/chat/za2'));
    await screen.findByText(/Spend evenly on Zanzibar/);
    const stopWatching = watchForA();

    await signInElsewhere(bruno);
    expect(screen.queryByText(/Zanzibar/)).not.toBeInTheDocument();
    const send = vi.mocked(fetch).mock.calls.find(([input]) => String(input).endsWith('/api/chatbot/message'));
    expect(send?.[1]?.signal?.aborted).toBe(true);
    expect(api.callsTo('POST', '/api/chatbot/message')).toHaveLength(1);
    await sidebar().findByText('Bruno Vale');
    expect(stopWatching()).toEqual([]);
  });
});
