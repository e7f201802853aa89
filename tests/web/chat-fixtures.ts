import type { ChatListEntry, ChatMessage } from '../../web/features/chat/chat-api';
import { json } from './fake-api';

export const CHATS = 'GET /api/chatbot/all-chats';
export const SEARCH = 'GET /api/chatbot/search';
export const SEND = 'POST /api/chatbot/message';
export const history = (chatId: string) => `GET /api/chatbot/history/${chatId}`;
export const stream = (chatId: string) => `GET /api/chatbot/stream/${chatId}`;
export const stop = (chatId: string) => `POST /api/chatbot/stop/${chatId}`;

export const chat = (id: string, chat_name: string, timestamp: string): ChatListEntry => ({
  _id: id,
  chat_name,
  timestamp,
  saved: false,
  agent: 'advisor',
});

/** One page of the sidebar's list; `nextCursor` names the page after it. */
export const chatList = (chats: ChatListEntry[], nextCursor: string | null = null) =>
  json({ chatHistories: chats, nextCursor });

let ids = 0;
export function message(sent_by: 'User' | 'Bot', text: string, extra: Partial<ChatMessage> = {}): ChatMessage {
  return {
    _id: `m${++ids}`,
    sent_by,
    text_content: text,
    timestamp: '2026-03-10T12:00:00.000Z',
    image_url: null,
    file: null,
    status: 'complete',
    version: 1,
    versions: 1,
    rating: null,
    ...extra,
  };
}

export const chatHistory = (chatId: string, chat_contents: ChatMessage[], chat_name = 'A chat', agent = 'advisor') =>
  json({ chatHistory: { _id: chatId, chat_name, agent, chat_contents } });

/** A server-sent event stream the test writes to, as the API's reply stream. */
export function sseStream() {
  const encoder = new TextEncoder();
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
  });
  return {
    response: new Response(body, { headers: { 'content-type': 'text/event-stream' } }),
    send(event: string, data: unknown) {
      controller.enqueue(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`));
    },
    close() {
      controller.close();
    },
    fail() {
      controller.error(new TypeError('network error'));
    },
  };
}

/** Closes any sweetalert2 dialog, ending the closing animation that jsdom never ends by itself. */
export async function closeDialogs() {
  const { default: Swal } = await import('sweetalert2');
  // sweetalert2 finishes opening on a 10 ms timer; one left pending would fire after jsdom is gone.
  await new Promise((resolve) => setTimeout(resolve, 20));
  Swal.close();
  const popup = document.querySelector('.swal2-popup');
  if (popup) popup.dispatchEvent(new Event('animationend'));
}

export const PLAN = 'GET /api/subscription/details';

/** `GET api/subscription/details` for a Free user with `questionsLeft`, or a trialing Standard user. */
export const freePlan = (questionsLeft = 3) =>
  json({
    success: true,
    subscription: {
      type: 'Free',
      amount: '$0.00',
      begins: null,
      ends: null,
      trialActive: false,
      status: null,
      cancelAtPeriodEnd: false,
      questionsLeft,
      questionLimit: 3,
      trialAvailable: true,
    },
  });

export const trialPlan = (overrides: Record<string, unknown> = {}) =>
  json({
    success: true,
    subscription: {
      type: 'Standard',
      amount: '$22.22',
      begins: '2026-03-10T12:00:00.000Z',
      ends: '2026-03-13T12:00:00.000Z',
      trialActive: true,
      status: 'trialing',
      cancelAtPeriodEnd: false,
      questionsLeft: null,
      questionLimit: null,
      trialAvailable: false,
      ...overrides,
    },
  });
