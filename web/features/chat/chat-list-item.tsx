import { Bookmark, BookmarkCheck, BookmarkX, Pencil, Trash2 } from 'lucide-react';
import {
  type FormEvent,
  type MouseEvent,
  memo,
  type ReactNode,
  type RefObject,
  useCallback,
  useRef,
  useState,
} from 'react';
import { paths } from '../../app/paths';
import { useClickOutside } from '../../lib/use-click-outside';
import type { ChatListEntry } from './chat-api';
import { chatLabel } from './group-chats';

type ChatListItemProps = {
  chat: ChatListEntry;
  snippet?: string | null;
  active: boolean;
  menuOpen: boolean;
  renaming: boolean;
  onOpen: (event: MouseEvent<HTMLAnchorElement>, chatId: string) => void;
  onMenu: (chatId: string | null) => void;
  onRenameStart: (chatId: string | null) => void;
  onRename: (chat: ChatListEntry, name: string) => Promise<boolean>;
  onDelete: (chat: ChatListEntry) => void;
  onToggleSave: (chatId: string) => void;
};

const menuItemClass =
  'flex w-full items-center gap-2 rounded-md px-3 py-2 text-left text-sm hover:bg-slate-100 focus-visible:bg-slate-100 dark:hover:bg-slate-800 dark:focus-visible:bg-slate-800';

/**
 * One chat in the sidebar: a link to it (marked when saved), and its menu with 'Rename' (inline), 'Save'
 * or 'Unsave', and 'Delete'. Kept light (a plain anchor, hooks only in the open menu): a search
 * keystroke mounts dozens of these.
 */
export const ChatListItem = memo(function ChatListItem(props: ChatListItemProps) {
  const { chat, snippet, active, menuOpen, renaming, onOpen, onMenu } = props;
  const label = chatLabel(chat);
  const menuRef = useRef<HTMLDivElement>(null);

  if (renaming) return <RenameForm {...props} />;
  return (
    <li className="group relative">
      <a
        href={paths.chatById(chat._id)}
        onClick={(event) => onOpen(event, chat._id)}
        aria-current={active ? 'page' : undefined}
        className={`block rounded-lg py-2 pr-9 pl-3 text-sm ${
          active
            ? 'bg-blue-100 font-medium text-blue-900 dark:bg-blue-950 dark:text-blue-100'
            : 'hover:bg-slate-200 dark:hover:bg-slate-800'
        }`}
      >
        <span className="flex items-center gap-1.5">
          <span className="truncate">{label}</span>
          {chat.saved && (
            <BookmarkCheck
              role="img"
              aria-label="Saved"
              className="size-3.5 shrink-0 text-blue-600 dark:text-blue-400"
            />
          )}
        </span>
        {snippet && <Snippet text={snippet} />}
      </a>
      <div ref={menuRef} className="absolute top-1 right-1">
        <button
          type="button"
          onClick={() => onMenu(menuOpen ? null : chat._id)}
          aria-label={`Options for ${label}`}
          aria-haspopup="menu"
          aria-expanded={menuOpen}
          className={`rounded-md p-1.5 text-slate-500 hover:bg-slate-300 hover:text-slate-900 focus-visible:opacity-100 dark:text-slate-400 dark:hover:bg-slate-700 dark:hover:text-slate-100 ${
            menuOpen || active ? '' : 'lg:opacity-0 lg:group-focus-within:opacity-100 lg:group-hover:opacity-100'
          }`}
        >
          {/* Three dots drawn by CSS: an icon component per row costs a keystroke more than it is worth. */}
          <span
            aria-hidden
            className="block h-4 w-4 bg-[radial-gradient(circle,currentColor_1.5px,transparent_2px)] bg-size-[5.33px_16px] bg-repeat-x"
          />
        </button>
        {menuOpen && <ChatMenu {...props} label={label} container={menuRef} />}
      </div>
    </li>
  );
});

type ChatMenuProps = ChatListItemProps & { label: string; container: RefObject<HTMLDivElement | null> };

/** The open menu; closes on a press outside it (or its button) and on Escape. */
function ChatMenu({ chat, label, container, onMenu, onRenameStart, onDelete, onToggleSave }: ChatMenuProps) {
  const close = useCallback(() => onMenu(null), [onMenu]);
  useClickOutside(container, close);
  return (
    <div
      role="menu"
      aria-label={`Options for ${label}`}
      className="absolute right-0 z-20 mt-1 w-36 rounded-lg border border-slate-200 bg-white p-1 shadow-lg dark:border-slate-700 dark:bg-slate-900"
    >
      <button
        type="button"
        role="menuitem"
        className={menuItemClass}
        onClick={() => {
          close();
          onRenameStart(chat._id);
        }}
      >
        <Pencil aria-hidden className="size-4" />
        Rename
      </button>
      <button
        type="button"
        role="menuitem"
        className={menuItemClass}
        onClick={() => {
          close();
          onToggleSave(chat._id);
        }}
      >
        {chat.saved ? <BookmarkX aria-hidden className="size-4" /> : <Bookmark aria-hidden className="size-4" />}
        {chat.saved ? 'Unsave' : 'Save'}
      </button>
      <button
        type="button"
        role="menuitem"
        className={`${menuItemClass} text-red-600 dark:text-red-400`}
        onClick={() => {
          close();
          onDelete(chat);
        }}
      >
        <Trash2 aria-hidden className="size-4" />
        Delete
      </button>
    </div>
  );
}

function RenameForm({ chat, onRename, onRenameStart }: ChatListItemProps) {
  const [name, setName] = useState(chat.chat_name);
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    const done = await onRename(chat, name);
    setSaving(false);
    if (done) onRenameStart(null);
  };

  return (
    <li>
      <form onSubmit={submit} className="flex items-center gap-1 p-1">
        <input
          value={name}
          onChange={(event) => setName(event.target.value)}
          onKeyDown={(event) => event.key === 'Escape' && onRenameStart(null)}
          aria-label="Chat name"
          maxLength={100}
          // biome-ignore lint/a11y/noAutofocus: the user just asked to rename this chat
          autoFocus
          className="min-w-0 flex-1 rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm dark:border-slate-700 dark:bg-slate-950"
        />
        <button
          type="submit"
          disabled={saving}
          className="rounded-md bg-blue-600 px-3 py-1.5 text-sm font-medium text-white hover:bg-blue-700 disabled:opacity-70"
        >
          Save
        </button>
      </form>
    </li>
  );
}

/** The server marks the matching words with [ and ]; the reply's markdown symbols are left out. */
function Snippet({ text: marked }: { text: string }) {
  const text = marked.replace(/[*_`#>~]+/g, '');
  const pieces: ReactNode[] = [];
  let at = 0;
  for (const match of text.matchAll(/\[([^\]]*)\]/g)) {
    if (match.index > at) pieces.push(text.slice(at, match.index));
    pieces.push(
      <mark
        key={match.index}
        className="rounded-sm bg-yellow-200 px-0.5 text-slate-900 dark:bg-yellow-500/40 dark:text-slate-100"
      >
        {match[1]}
      </mark>,
    );
    at = match.index + match[0].length;
  }
  pieces.push(text.slice(at));
  return <span className="mt-0.5 block truncate text-xs text-slate-500 dark:text-slate-400">{pieces}</span>;
}
