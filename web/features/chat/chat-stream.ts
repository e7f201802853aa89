import { apiFetch } from '../../lib/api';
import type { ChatListEntry, ChatMessage } from './chat-api';

/** The events of the API's reply stream (worker/routes/chatbot.ts), in the order they come. */
export type StreamEvent =
  | { event: 'start'; data: { chatId: string; chat: ChatListEntry; userMessage: ChatMessage | null } }
  | { event: 'snapshot'; data: { messageId: string; text: string } }
  | { event: 'delta'; data: { text: string } }
  | { event: 'done'; data: { message: ChatMessage | null } };

type Listener = (event: StreamEvent) => void;

const SSE = { Accept: 'text/event-stream' };

/**
 * The typed client cannot stream, so these two calls use apiFetch (bearer header, one refresh and
 * retry on 401, ApiError on failure) and read the body as server-sent events.
 */
export async function postMessage(form: FormData, onEvent: Listener, signal?: AbortSignal): Promise<void> {
  const res = await apiFetch('/api/chatbot/message', { method: 'POST', body: form, headers: SSE, signal });
  if (res.body) await readEvents(res.body, onEvent);
}

/** Subscribes to the reply being generated in a chat; false when none is (204). */
export async function followReply(chatId: string, onEvent: Listener, signal?: AbortSignal): Promise<boolean> {
  const res = await apiFetch(`/api/chatbot/stream/${encodeURIComponent(chatId)}`, { headers: SSE, signal });
  if (res.status === 204 || !res.body) return false;
  await readEvents(res.body, onEvent);
  return true;
}

/** Parses an SSE body: blocks separated by a blank line, each with `event:` and `data:` lines. */
export async function readEvents(body: ReadableStream<Uint8Array>, onEvent: Listener): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true });
    let end = blockEnd(buffer);
    while (end) {
      dispatch(buffer.slice(0, end.index), onEvent);
      buffer = buffer.slice(end.index + end.length);
      end = blockEnd(buffer);
    }
  }
  if (buffer.trim()) dispatch(buffer, onEvent);
}

function blockEnd(buffer: string) {
  const match = /\r?\n\r?\n/.exec(buffer);
  return match ? { index: match.index, length: match[0].length } : null;
}

function dispatch(block: string, onEvent: Listener) {
  let event = 'message';
  const data: string[] = [];
  for (const line of block.split(/\r?\n/)) {
    if (line.startsWith('event:')) event = line.slice(6).trim();
    else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
  }
  if (data.length === 0) return;
  try {
    onEvent({ event, data: JSON.parse(data.join('\n')) } as StreamEvent);
  } catch {
    // A malformed event is skipped; 'done' (or its absence) settles the reply either way.
  }
}
