import { SELF } from 'cloudflare:test';
import { BASE } from './helpers';

export type SseEvent = { event: string; data: Record<string, unknown> };

export function sendMessage(
  token: string,
  fields: {
    userMessage?: string;
    chatId?: string;
    clientId?: string;
    agent?: string;
    image?: File;
    file?: File;
    retryOf?: string;
  },
  { stream = false, signal }: { stream?: boolean; signal?: AbortSignal } = {},
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) form.set(name, value);
  return SELF.fetch(`${BASE}/api/chatbot/message`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, ...(stream ? { Accept: 'text/event-stream' } : {}) },
    body: form,
    signal,
  });
}

/** Reads SSE events from a response until it ends, or until `until` says stop. */
export async function readEvents(res: Response, until?: (event: SseEvent) => boolean): Promise<SseEvent[]> {
  const reader = res.body?.pipeThrough(new TextDecoderStream()).getReader();
  if (!reader) return [];
  const events: SseEvent[] = [];
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += value;
    let end = buffer.indexOf('\n\n');
    while (end !== -1) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const event = /^event: (.+)$/m.exec(block)?.[1] ?? 'message';
      const data = JSON.parse(/^data: (.+)$/m.exec(block)?.[1] ?? 'null');
      events.push({ event, data });
      if (until?.({ event, data })) {
        await reader.cancel();
        return events;
      }
      end = buffer.indexOf('\n\n');
    }
  }
  return events;
}
