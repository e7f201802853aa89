import type { InferResponseType } from 'hono/client';
import type { ScopedMutator } from 'swr';
import { unstable_serialize } from 'swr/infinite';
import type { ChatMessage } from '../../../worker/contract/chat-views';
import { api, call } from '../../lib/api';

/** SWR keys are the API paths. */
export const CHATS_KEY = '/api/chatbot/all-chats';
export const historyKey = (chatId: string) => `/api/chatbot/history/${encodeURIComponent(chatId)}`;

export function renameChat(chatId: string, newChatName: string) {
  return call(api.api.chatbot['update-chat-name'][':chatId'].$put({ param: { chatId }, json: { newChatName } }));
}

export function deleteChat(chatId: string) {
  return call(api.api.chatbot['delete-chat'][':chatId'].$delete({ param: { chatId } }));
}

/** Chats whose name or message text matches; the snippet marks the match with [ ]. */
export async function searchChats(q: string, signal?: AbortSignal) {
  const { results } = await call(api.api.chatbot.search.$get({ query: { q } }, { init: { signal } }));
  return results;
}

/** Stops the model on the server; the reply is kept with status 'stopped'. */
export function stopReply(chatId: string) {
  return call(api.api.chatbot.stop[':chatId'].$post({ param: { chatId } }));
}

export type ChatPage = InferResponseType<(typeof api.api.chatbot)['all-chats']['$get'], 200>;
export type ChatListEntry = ChatPage['chatHistories'][number];

/** The sidebar's pages: SPEC.md's call first, then each with the cursor the page before it gave. */
export const chatPageKey = (index: number, previous: ChatPage | null) => {
  if (index === 0) return CHATS_KEY;
  return previous?.nextCursor ? `${CHATS_KEY}?cursor=${encodeURIComponent(previous.nextCursor)}` : null;
};

export function readChatPage(key: string) {
  const cursor = new URL(key, 'http://local').searchParams.get('cursor');
  return call(api.api.chatbot['all-chats'].$get({ query: cursor ? { cursor } : {} }));
}

/** Every page of the list under one cache entry (useSWRInfinite's), which mutations address by this key. */
export const CHAT_LIST_KEY = unstable_serialize(chatPageKey);

/** Changes every loaded page of the list in place, without asking the server again. */
export function editChatList(mutate: ScopedMutator, change: (chats: ChatListEntry[]) => ChatListEntry[]) {
  return mutate(
    CHAT_LIST_KEY,
    (pages?: ChatPage[]) => pages?.map((page) => ({ ...page, chatHistories: change(page.chatHistories) })),
    { revalidate: false },
  );
}
export const readHistory = (chatId: string) => call(api.api.chatbot.history[':chatId'].$get({ param: { chatId } }));
export type ChatHistory = Awaited<ReturnType<typeof readHistory>>;
export type SearchResult = Awaited<ReturnType<typeof searchChats>>[number];
export type { ChatMessage };

/** Puts a chat first in the loaded list (a send bumps it), taking it out of whichever page had it. */
export function putChatFirst(mutate: ScopedMutator, entry: ChatListEntry) {
  return mutate(
    CHAT_LIST_KEY,
    (pages?: ChatPage[]) =>
      pages?.map((page, i) => {
        const others = page.chatHistories.filter((c) => c._id !== entry._id);
        return { ...page, chatHistories: i === 0 ? [entry, ...others] : others };
      }),
    { revalidate: false },
  );
}

/** Saves the chat, or unsaves a saved one; answers the new state. */
export function toggleSavedChat(chatId: string) {
  return call(api.api.chatbot['save-chat'][':chatId'].$post({ param: { chatId } }));
}
