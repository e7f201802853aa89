import { useEffect, useMemo, useState } from 'react';
import { type ChatListEntry, type SearchResult, searchChats } from './chat-api';
import { chatLabel } from './group-chats';

/** Text matches come from the server this long after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 250;

export type SearchHit = { chat: ChatListEntry; snippet: string | null };

/**
 * Name matches filtered at once from the loaded list (SPEC.md: case-insensitive substring), then the
 * server's matches (names and message text, every chat) merged in behind them with their snippets.
 */
export function useChatSearch(term: string, chats: readonly ChatListEntry[] | undefined, allLoaded = true) {
  const q = term.trim();
  const [server, setServer] = useState<{ q: string; results: SearchResult[] } | null>(null);

  useEffect(() => {
    if (!q) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      searchChats(q, controller.signal)
        .then((results) => setServer({ q, results }))
        .catch(() => controller.signal.aborted || setServer({ q, results: [] }));
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [q]);

  // Lower-cased once per loaded list, not once per keystroke.
  const names = useMemo(() => (chats ?? []).map((chat) => chatLabel(chat).toLowerCase()), [chats]);
  const nameMatches = useMemo(() => {
    if (!q || !chats) return [];
    const needle = q.toLowerCase();
    return chats.filter((_, i) => names[i]?.includes(needle));
  }, [q, chats, names]);

  const serverResults = server?.q === q ? server.results : null;
  const hits = useMemo(() => {
    const snippets = new Map(serverResults?.map((result) => [result._id, result.snippet]));
    const hits: SearchHit[] = nameMatches.map((chat) => ({ chat, snippet: snippets.get(chat._id) ?? null }));
    const shown = new Set(nameMatches.map((chat) => chat._id));
    // Server matches cover chats not loaded yet; once every page is loaded, one missing was deleted a moment ago.
    const known = chats ? new Map(chats.map((chat) => [chat._id, chat])) : null;
    for (const result of serverResults ?? []) {
      if (shown.has(result._id)) continue;
      const chat = known?.get(result._id) ?? (known && allLoaded ? undefined : result);
      if (chat) hits.push({ chat, snippet: result.snippet });
    }
    return hits;
  }, [nameMatches, serverResults, chats, allLoaded]);

  return { searching: q !== '', hits, textPending: q !== '' && serverResults === null };
}
