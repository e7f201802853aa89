import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { errorMessage } from '../../lib/api';
import { toastError, toastSuccess } from '../../lib/toasts';
import { type ChatHistory, editChatList, historyKey, toggleSavedChat } from './chat-api';

export const CHAT_SAVED = 'Chat saved to Saved chats.';
export const CHAT_UNSAVED = 'Chat removed from Saved chats.';
export const SAVE_FAILED = 'Could not save the chat. Please try again.';

/** The Saved chats page's pages (useSWRInfinite keys carry the path after a prefix). */
const isSavedChatsKey = (key: unknown) => typeof key === 'string' && key.includes('/api/chatbot/all-chats?saved=true');

/** Saves or unsaves a chat, and shows the new state in the sidebar, the chat's header and Saved chats. */
export function useSaveChat() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (chatId: string) => {
      try {
        const { saved } = await toggleSavedChat(chatId);
        void editChatList(mutate, (chats) => chats.map((c) => (c._id === chatId ? { ...c, saved } : c)));
        void mutate(
          historyKey(chatId),
          (history?: ChatHistory) => history && { chatHistory: { ...history.chatHistory, saved } },
          { revalidate: false },
        );
        void mutate(isSavedChatsKey);
        toastSuccess(saved ? CHAT_SAVED : CHAT_UNSAVED);
        return saved;
      } catch (error) {
        toastError(errorMessage(error, SAVE_FAILED));
        return null;
      }
    },
    [mutate],
  );
}
