import type { ChatListEntry, ChatMessage } from './chat-views';

/** Written by routes/chatbot.ts and the chat's Durable Object, read by web/features/chat/chat-stream.ts. */
export type StreamEvent =
  | { event: 'start'; data: { chatId: string; chat: ChatListEntry; userMessage: ChatMessage | null } }
  | { event: 'snapshot'; data: { messageId: string; text: string } }
  | { event: 'delta'; data: { text: string } }
  | { event: 'done'; data: { message: ChatMessage | null } };

type DataOf<E extends StreamEvent['event']> = Extract<StreamEvent, { event: E }>['data'];

const encoder = new TextEncoder();

export function sseEvent<E extends StreamEvent['event']>(event: E, data: DataOf<E>): Uint8Array {
  return encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
}

export const SSE_HEADERS = {
  'Content-Type': 'text/event-stream; charset=utf-8',
  'Cache-Control': 'no-store, no-transform',
  'X-Accel-Buffering': 'no',
} as const;

export async function readEvents(body: ReadableStream<Uint8Array>, onEvent: (event: StreamEvent) => void) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true });
    let end = /\r?\n\r?\n/.exec(buffer);
    while (end) {
      dispatch(buffer.slice(0, end.index), onEvent);
      buffer = buffer.slice(end.index + end[0].length);
      end = /\r?\n\r?\n/.exec(buffer);
    }
  }
  if (buffer.trim()) dispatch(buffer, onEvent);
}

function dispatch(block: string, onEvent: (event: StreamEvent) => void) {
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
