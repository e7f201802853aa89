import { readEvents, type StreamEvent } from '../../../worker/contract/stream';
import { apiFetch } from '../../lib/api';

export type { StreamEvent };

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
