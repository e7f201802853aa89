/**
 * Type-level proof that the SPA reads the Worker's own answer types (run by `npm run typecheck`).
 * Each read below compiles against the field the Worker's mapper writes; each `@ts-expect-error`
 * line names a field the wire does not carry and must not compile. Were a read typed by hand or as
 * `any`, the expected errors would vanish and tsc would fail on the unused directives.
 */

import type { Package } from '../../web/features/billing/billing-api';
import type { ChatHistory, ChatListEntry, ChatPage } from '../../web/features/chat/chat-api';
import type { StreamEvent } from '../../web/features/chat/chat-stream';
import type { AppConfig } from '../../web/lib/app-config';
import type { Subscription } from '../../web/lib/use-subscription';

declare const page: ChatPage;
declare const entry: ChatListEntry;
declare const history: ChatHistory;
declare const subscription: Subscription;
declare const pack: Package;
declare const config: AppConfig;
declare const event: StreamEvent;

export const reads = [
  page.nextCursor,
  entry.chat_name,
  entry.agent,
  history.chatHistory.chat_contents[0]?.text_content,
  subscription.questionsLeft,
  pack.amount,
  config.otpLength,
  event.event === 'start' ? event.data.chat.chat_name : null,
];

export const mismatches = [
  // @ts-expect-error the list entry's name is chat_name
  entry.chatName,
  // @ts-expect-error a page's cursor is nextCursor
  page.cursor,
  // @ts-expect-error a message's text is text_content
  history.chatHistory.chat_contents[0]?.text,
  // @ts-expect-error free questions left are questionsLeft
  subscription.remaining,
  // @ts-expect-error a package's price is amount
  pack.price,
  // @ts-expect-error the code length is otpLength
  config.codeLength,
  // @ts-expect-error 'start' carries the chat list entry as chat
  event.event === 'start' ? event.data.entry : null,
];
