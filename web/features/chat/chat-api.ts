import type { ChatMessage } from '../../../worker/lib/chats';
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

export type ChatListEntry = { _id: string; chat_name: string; timestamp: string; saved?: boolean };
export type ChatList = { chatHistories: ChatListEntry[] };
export type ChatHistory = {
  chatHistory: { _id: string; chat_name: string; agent: string; chat_contents: ChatMessage[] };
};
export type SearchResult = Awaited<ReturnType<typeof searchChats>>[number];
export type { ChatMessage };
