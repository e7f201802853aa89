import { useCallback } from 'react';
import useSWRInfinite from 'swr/infinite';
import { chatPageKey, readChatPage } from './chat-api';

/**
 * The signed-in user's chats, newest first, a page at a time; `more()` loads the next page.
 */
export function useChatList(enabled: boolean) {
  const { data, isLoading, isValidating, size, setSize } = useSWRInfinite(
    enabled ? chatPageKey : () => null,
    readChatPage,
    // A send puts its chat first itself (putChatFirst): loading a page never reads the first again.
    { revalidateOnFocus: false, revalidateFirstPage: false },
  );
  const loaded = data?.length ?? 0;
  const hasMore = Boolean(data?.at(-1)?.nextCursor);
  const more = useCallback(() => {
    if (hasMore && size === loaded) void setSize(size + 1);
  }, [hasMore, size, loaded, setSize]);
  return {
    chats: data?.flatMap((page) => page.chatHistories),
    isLoading,
    hasMore,
    loadingMore: isValidating && size > loaded,
    more,
  };
}
