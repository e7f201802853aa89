import type { ScopedMutator } from 'swr';
import { create } from 'zustand';
import { onUserChange } from '../../lib/session';
import { toastError } from '../../lib/toasts';
import {
  type ChatHistory,
  type ChatListEntry,
  type ChatMessage,
  historyKey,
  putChatFirst,
  stopReply,
} from './chat-api';
import { followReply, postMessage, type StreamEvent } from './chat-stream';

/**
 * A reply being generated, with the question that asked for it while it is not yet in the history.
 * Turns live outside the screens, so a reply keeps arriving while the user looks at another chat.
 */
export type LiveTurn = {
  /** The send's client id (or 'resume:' and the reply's id). */
  key: string;
  /** null until the server names the new chat ('start'). */
  chatId: string | null;
  /** The optimistic question, then the stored one; null when resuming (the history has it). */
  userMessage: ChatMessage | null;
  /** The reply as far as it got; status 'streaming' until 'done'. */
  reply: ChatMessage;
  stopRequested: boolean;
  /** The agent a new chat was started with, until its history says so. */
  agent?: string;
};

export const useLiveTurns = create<{ turns: Record<string, LiveTurn> }>()(() => ({ turns: {} }));

const STOP_FAILED = 'Could not stop the reply. Please try again.';

type Runtime = {
  pending: string;
  frame: number | null;
  finished: boolean;
  started: boolean;
  mutate: ScopedMutator;
  /** The chat as the list shows it, once the server named it ('start'). */
  chat?: ChatListEntry;
  /** Ends the reply's request when the user changes. */
  abort: AbortController;
};
const runtimes = new Map<string, Runtime>();
/** Replies resumed once already: a reply still 'streaming' after that was cut off on the server. */
const resumed = new Set<string>();

const getTurn = (key: string) => useLiveTurns.getState().turns[key];

function setTurn(key: string, update: (turn: LiveTurn) => LiveTurn) {
  useLiveTurns.setState(({ turns }) => {
    const turn = turns[key];
    return turn ? { turns: { ...turns, [key]: update(turn) } } : { turns };
  });
}

function removeTurn(key: string) {
  const runtime = runtimes.get(key);
  if (runtime?.frame != null) cancelFrame(runtime.frame);
  runtimes.delete(key);
  useLiveTurns.setState(({ turns }) => {
    const { [key]: _gone, ...rest } = turns;
    return { turns: rest };
  });
}

// Tokens arrive faster than frames: they are gathered and shown at most once per animation frame.
const requestFrame = (run: () => void) =>
  typeof requestAnimationFrame === 'function' ? requestAnimationFrame(run) : (setTimeout(run, 16) as unknown as number);
const cancelFrame = (id: number) =>
  typeof cancelAnimationFrame === 'function' ? cancelAnimationFrame(id) : clearTimeout(id);

function flush(key: string) {
  const runtime = runtimes.get(key);
  if (!runtime) return;
  if (runtime.frame != null) cancelFrame(runtime.frame);
  runtime.frame = null;
  if (!runtime.pending) return;
  const text = runtime.pending;
  runtime.pending = '';
  setTurn(key, (turn) => ({ ...turn, reply: { ...turn.reply, text_content: turn.reply.text_content + text } }));
}

function onEvent(key: string, event: StreamEvent) {
  const runtime = runtimes.get(key);
  if (!runtime || runtime.finished) return;
  switch (event.event) {
    case 'start': {
      runtime.started = true;
      const { chatId, chat, userMessage } = event.data;
      setTurn(key, (turn) => ({
        ...turn,
        chatId,
        // The local preview stays: the image is already on screen, no need to fetch it again.
        userMessage:
          userMessage && turn.userMessage
            ? { ...userMessage, image_url: turn.userMessage.image_url ?? userMessage.image_url }
            : turn.userMessage,
      }));
      runtime.chat = chat;
      void putChatFirst(runtime.mutate, chat);
      if (getTurn(key)?.stopRequested) void stopReply(chatId).catch(() => undefined);
      return;
    }
    case 'snapshot':
      runtime.pending = '';
      setTurn(key, (turn) => ({
        ...turn,
        reply: { ...turn.reply, _id: event.data.messageId, text_content: event.data.text },
      }));
      return;
    case 'delta':
      runtime.pending += event.data.text;
      runtime.frame ??= requestFrame(() => flush(key));
      return;
    case 'done':
      flush(key);
      runtime.finished = true;
      void settle(key, event.data.message);
      return;
  }
}

/** Moves the finished turn into the chat's cached history, then lets it go. */
async function settle(key: string, reply: ChatMessage | null) {
  const turn = getTurn(key);
  const runtime = runtimes.get(key);
  if (turn?.chatId && runtime) {
    const stored = [turn.userMessage, reply].filter((m): m is ChatMessage => m !== null && !m._id.startsWith('temp-'));
    const chatId = turn.chatId;
    await runtime.mutate(
      historyKey(chatId),
      (current?: ChatHistory): ChatHistory => {
        const kept = (current?.chatHistory.chat_contents ?? []).filter((m) => !stored.some((s) => s._id === m._id));
        const base = current?.chatHistory ?? {
          _id: chatId,
          chat_name: runtime.chat?.chat_name ?? '',
          agent: turn.agent ?? 'advisor',
          saved: runtime.chat?.saved ?? false,
          chat_contents: [],
        };
        return { chatHistory: { ...base, chat_contents: [...kept, ...stored] } };
      },
      { revalidate: false },
    );
    // The reply's time is the chat's last update.
    if (runtime.chat && reply) void putChatFirst(runtime.mutate, { ...runtime.chat, timestamp: reply.timestamp });
  }
  removeTurn(key);
}

/** The stream ended without 'done' (network, deleted chat): follow the reply once more, else reload the history. */
async function recover(key: string) {
  const turn = getTurn(key);
  const runtime = runtimes.get(key);
  if (!turn?.chatId || !runtime || runtime.finished) return;
  const following = await followReply(turn.chatId, (event) => onEvent(key, event), runtime.abort.signal).catch(
    () => false,
  );
  if (runtimes.get(key) !== runtime || (following && runtime.finished)) return;
  runtime.finished = true;
  await runtime.mutate(historyKey(turn.chatId)).catch(() => undefined);
  removeTurn(key);
}

let sends = 0;
/** A client id per send ([A-Za-z0-9_-]): a retried request with it is stored once. */
function newClientId(): string {
  const random =
    typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : `${Date.now().toString(36)}-${Math.random()}`;
  return `c${++sends}-${random}`.replace(/[^\w-]/g, '');
}

export type SendInput = {
  chatId: string | null;
  text: string;
  image: File | null;
  /** An attached report (a .csv), sent in place of an image. */
  file?: File | null;
  /** The specialist agent chosen for a new chat. */
  agent?: string;
  /** A local URL showing the image until the stored one replaces it. */
  preview: string | null;
  /** A reply to answer again in place: a cut-off one (free), or the chat's last, kept as a version (text unused). */
  retryOf?: string;
  /** The chat's last question, asked again as `text`: its reply (`replyId`) streams in as a new version. */
  editOf?: { question: ChatMessage; replyId: string };
  /** The reply's version, and how many it has, while it streams. */
  versions?: number;
  mutate: ScopedMutator;
  onFailure: (error: unknown) => void;
};

/**
 * Sends a question: it shows at once, the reply streams in; a failure before the server took it removes it.
 * A retry or a regenerate shows no new question: its reply takes the old one's place, and its id; an edit shows
 * its question's new text in place of the old.
 */
export function sendMessage(input: SendInput): string {
  const { chatId, text, image, file = null, agent, preview, retryOf, editOf, versions = 1, mutate, onFailure } = input;
  const key = newClientId();
  const now = new Date().toISOString();
  const userMessage: ChatMessage | null = retryOf
    ? null
    : editOf
      ? { ...editOf.question, text_content: text }
      : {
          _id: `temp-${key}`,
          sent_by: 'User',
          text_content: text,
          timestamp: now,
          image_url: preview,
          // No link until the stored message names the file's URL.
          file: file ? { name: file.name, url: '' } : null,
          status: 'complete',
          version: 1,
          versions: 1,
          rating: null,
        };
  const reply: ChatMessage = {
    _id: retryOf ?? editOf?.replyId ?? `temp-reply-${key}`,
    sent_by: 'Bot',
    text_content: '',
    timestamp: now,
    image_url: null,
    file: null,
    status: 'streaming',
    version: versions,
    versions,
    rating: null,
  };
  const abort = new AbortController();
  runtimes.set(key, { pending: '', frame: null, finished: false, started: false, mutate, abort });
  useLiveTurns.setState(({ turns }) => ({
    turns: { ...turns, [key]: { key, chatId, userMessage, reply, stopRequested: false, agent } },
  }));

  const form = new FormData();
  if (retryOf) form.append('retryOf', retryOf);
  else form.append('userMessage', text);
  if (editOf) form.append('editOf', editOf.question._id);
  if (chatId) form.append('chatId', chatId);
  else if (agent) form.append('agent', agent);
  if (image) form.append('image', image);
  if (file) form.append('file', file);
  form.append('clientId', key);
  void postMessage(form, (event) => onEvent(key, event), abort.signal)
    .then(() => recover(key))
    .catch((error: unknown) => {
      const runtime = runtimes.get(key);
      if (!runtime) return; // let go of already: nothing to report
      if (runtime.started) return recover(key);
      removeTurn(key);
      onFailure(error);
    });
  return key;
}

/** Picks up a reply still being generated (the page was reloaded mid-reply), once per reply. */
export function resumeReply(chatId: string, reply: ChatMessage, mutate: ScopedMutator) {
  if (resumed.has(reply._id)) return;
  resumed.add(reply._id);
  const key = `resume:${reply._id}`;
  const abort = new AbortController();
  runtimes.set(key, { pending: '', frame: null, finished: false, started: true, mutate, abort });
  useLiveTurns.setState(({ turns }) => ({
    turns: { ...turns, [key]: { key, chatId, userMessage: null, reply, stopRequested: false } },
  }));
  void followReply(chatId, (event) => onEvent(key, event), abort.signal)
    .catch(() => false)
    .then(async () => {
      const runtime = runtimes.get(key);
      if (!runtime || runtime.finished) return;
      runtime.finished = true;
      await mutate(historyKey(chatId)).catch(() => undefined);
      removeTurn(key);
    });
}

/** Asks the server to stop the model; the stream then ends with the reply marked 'stopped'. */
export async function stopTurn(key: string) {
  const turn = getTurn(key);
  if (!turn || turn.stopRequested) return;
  setTurn(key, (t) => ({ ...t, stopRequested: true }));
  if (!turn.chatId) return; // stopped as soon as 'start' names the chat
  try {
    await stopReply(turn.chatId);
  } catch {
    setTurn(key, (t) => ({ ...t, stopRequested: false }));
    toastError(STOP_FAILED);
  }
}

/** Whether a reply was resumed already (a 'streaming' reply that is not live was cut off). */
export const wasResumed = (replyId: string) => resumed.has(replyId);

/** Drops every reply of the user who signed out or was replaced: their streams end, nothing of them shows. */
export function resetLiveReplies() {
  for (const runtime of runtimes.values()) {
    if (runtime.frame != null) cancelFrame(runtime.frame);
    runtime.finished = true;
    runtime.abort.abort();
  }
  runtimes.clear();
  resumed.clear();
  useLiveTurns.setState({ turns: {} });
}

onUserChange(resetLiveReplies);
