import { Loader2 } from 'lucide-react';
import { type MouseEvent, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useMatch, useNavigate } from 'react-router';
import { useSWRConfig } from 'swr';
import { paths } from '../../app/paths';
import { SearchBox } from '../../components/search-box';
import { showAlert } from '../../lib/alerts';
import { selectSignedIn, useSession } from '../../lib/session';
import { MESSAGE_MS, toastError, toastSuccess } from '../../lib/toasts';
import { type ChatHistory, type ChatListEntry, deleteChat, editChatList, historyKey, renameChat } from './chat-api';
import { ChatListItem } from './chat-list-item';
import { groupChats } from './group-chats';
import { useChatList } from './use-chat-list';
import { useChatSearch } from './use-chat-search';
import { useRowLimit } from './use-row-limit';
import { useSaveChat } from './use-save-chat';

const NAME_EMPTY = 'Chat name cannot be empty!';
const RENAME_FAILED = 'Failed to rename chat. Please try again.';
const DELETE_FAILED = 'Failed to delete chat.';

const CONFIRM_DELETE = {
  icon: 'warning',
  title: 'Delete this chat?',
  text: 'The chat, its messages and its images will be deleted. This cannot be undone.',
  confirmButtonText: 'Delete',
  showCancelButton: true,
  cancelButtonText: 'Cancel',
} as const;

const headingClass = 'px-3 pt-3 pb-1 text-xs font-medium text-slate-500 dark:text-slate-400';

/** The sidebar's search box and chat list (SPEC.md section 2, Sidebar). `onPick` closes a narrow sidebar. */
export function ChatNav({ onPick }: { onPick?: () => void }) {
  const signedIn = useSession(selectSignedIn);
  const { chats, isLoading, hasMore, loadingMore, more } = useChatList(signedIn);
  const [term, setTerm] = useState('');
  const navRef = useRef<HTMLElement>(null);
  const { searching, hits, textPending } = useChatSearch(term, chats, !hasMore);
  const { menuId, setMenuId, renamingId, setRenamingId, rename, remove } = useChatActions();
  const saveChat = useSaveChat();
  const navigate = useNavigate();
  // One handler for every row (rows are plain anchors: cheaper than a Link each); a modified click opens a tab.
  const openChat = useCallback(
    (event: MouseEvent<HTMLAnchorElement>, chatId: string) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      void navigate(paths.chatById(chatId));
      onPick?.();
    },
    [navigate, onPick],
  );
  const activeId = useMatch('/chat/:chatId')?.params.chatId;

  // Headings and chats in one keyed list, so typing a search term keeps the rows that still match.
  const rows = useMemo(() => {
    if (searching) return hits.map(({ chat, snippet }) => ({ chat, snippet }));
    return groupChats(chats ?? []).flatMap(({ label, chats: group }) => [
      { heading: label },
      ...group.map((chat) => ({ chat, snippet: null })),
    ]);
  }, [searching, hits, chats]);

  const { limit, sentinel } = useRowLimit(term.trim(), navRef);
  const shown = rows.length > limit ? rows.slice(0, limit) : rows;
  // Scrolling past the rows loaded asks the server for the next page (search covers every chat already).
  const wantsMore = !searching && hasMore && limit >= rows.length;
  useEffect(() => {
    if (wantsMore) more();
  }, [wantsMore, more]);
  const emptyText = searching ? 'No matching plans found.' : 'No plans found.';
  return (
    <>
      <SearchBox value={term} onChange={setTerm} label="Search plans" />

      <nav
        ref={navRef}
        aria-label={searching ? 'Search Results' : 'Recent Plans'}
        className="-mx-1 min-h-0 flex-1 overflow-y-auto px-1"
      >
        <h2 className="px-1 pb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">
          {searching ? 'Search Results' : 'Recent Plans'}
        </h2>
        {signedIn &&
          (isLoading ? (
            <div className="flex justify-center py-6" role="status" aria-label="Loading chats">
              <Loader2 aria-hidden className="size-6 animate-spin text-blue-600" />
            </div>
          ) : (
            <ul className="flex flex-col gap-0.5" data-testid="chat-list">
              {shown.map((row) =>
                'heading' in row ? (
                  <li key={`h:${row.heading}`} className={headingClass}>
                    <h3>{row.heading}</h3>
                  </li>
                ) : (
                  <ChatListItem
                    key={row.chat._id}
                    chat={row.chat}
                    snippet={row.snippet}
                    active={row.chat._id === activeId}
                    menuOpen={menuId === row.chat._id}
                    renaming={renamingId === row.chat._id}
                    onMenu={setMenuId}
                    onRenameStart={setRenamingId}
                    onRename={rename}
                    onDelete={remove}
                    onToggleSave={saveChat}
                    onOpen={openChat}
                  />
                ),
              )}
              {(shown.length < rows.length || (!searching && hasMore)) && (
                <li key={`more-${limit}`} ref={sentinel} className="h-px" />
              )}
              {loadingMore && (
                <li className="flex justify-center py-3" role="status" aria-label="Loading more chats">
                  <Loader2 aria-hidden className="size-4 animate-spin text-slate-400" />
                </li>
              )}
              {rows.length === 0 &&
                (searching && textPending ? (
                  <li className="flex justify-center py-3" role="status" aria-label="Searching">
                    <Loader2 aria-hidden className="size-4 animate-spin text-slate-400" />
                  </li>
                ) : (
                  <li className="px-1 text-sm text-slate-500 dark:text-slate-400">{emptyText}</li>
                ))}
            </ul>
          ))}
      </nav>
    </>
  );
}

/** One menu open at a time, one chat in rename mode, and the rename and delete calls with their messages. */
function useChatActions() {
  const { mutate } = useSWRConfig();
  const navigate = useNavigate();
  // Read at delete time, so the callback (a prop of every row) stays the same across navigation.
  const activeId = useRef<string | undefined>(undefined);
  activeId.current = useMatch('/chat/:chatId')?.params.chatId;
  const [menuId, setMenuId] = useState<string | null>(null);
  const [renamingId, setRenamingId] = useState<string | null>(null);

  const rename = useCallback(
    async (chat: ChatListEntry, name: string) => {
      const newName = name.trim();
      if (!newName) {
        toastError(NAME_EMPTY, MESSAGE_MS);
        return false;
      }
      try {
        const { message } = await renameChat(chat._id, newName);
        void editChatList(mutate, (chats) => chats.map((c) => (c._id === chat._id ? { ...c, chat_name: newName } : c)));
        void mutate(
          historyKey(chat._id),
          (history?: ChatHistory) => history && { chatHistory: { ...history.chatHistory, chat_name: newName } },
          { revalidate: false },
        );
        toastSuccess(message);
        return true;
      } catch {
        toastError(RENAME_FAILED);
        return false;
      }
    },
    [mutate],
  );

  const remove = useCallback(
    async (chat: ChatListEntry) => {
      if (!(await showAlert(CONFIRM_DELETE))) return;
      try {
        const { message } = await deleteChat(chat._id);
        void editChatList(mutate, (chats) => chats.filter((c) => c._id !== chat._id));
        void mutate(historyKey(chat._id), undefined, { revalidate: false });
        toastSuccess(message);
        if (chat._id === activeId.current) void navigate(paths.chat);
      } catch {
        toastError(DELETE_FAILED);
      }
    },
    [mutate, navigate],
  );

  return { menuId, setMenuId, renamingId, setRenamingId, rename, remove };
}
