import { MoreHorizontal, Pencil, Trash2 } from 'lucide-react';
import { type FormEvent, memo, type ReactNode, useCallback, useRef, useState } from 'react';
import { Link } from 'react-router';
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
  onMenu: (chatId: string | null) => void;
  onRenameStart: (chatId: string | null) => void;
  onRename: (chat: ChatListEntry, name: string) => Promise<boolean>;
  onDelete: (chat: ChatListEntry) => void;
  onPick?: () => void;
};

const menuItemClass =
  'flex w-full items-center gap-2 rounded-md px-3 py-2 text-left text-sm hover:bg-slate-100 focus-visible:bg-slate-100 dark:hover:bg-slate-800 dark:focus-visible:bg-slate-800';

/** One chat in the sidebar: a link to it, and its menu with 'Rename' (inline) and 'Delete'. */
export const ChatListItem = memo(function ChatListItem(props: ChatListItemProps) {
  const { chat, snippet, active, menuOpen, renaming, onMenu, onRenameStart, onPick } = props;
  const label = chatLabel(chat);
  const menuRef = useRef<HTMLDivElement>(null);
  const closeMenu = useCallback(() => onMenu(null), [onMenu]);
  useClickOutside(menuRef, closeMenu, menuOpen);

  if (renaming) return <RenameForm {...props} />;
  return (
    <li
      // Off-screen rows skip layout and paint (long lists), except the one whose menu would be clipped.
      className={`group relative ${menuOpen ? '' : '[contain-intrinsic-size:auto_40px] [content-visibility:auto]'}`}
    >
      <Link
        to={paths.chatById(chat._id)}
        onClick={onPick}
        aria-current={active ? 'page' : undefined}
        className={`block rounded-lg py-2 pr-9 pl-3 text-sm ${
          active
            ? 'bg-blue-100 font-medium text-blue-900 dark:bg-blue-950 dark:text-blue-100'
            : 'hover:bg-slate-200 dark:hover:bg-slate-800'
        }`}
      >
        <span className="block truncate">{label}</span>
        {snippet && <Snippet text={snippet} />}
      </Link>
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
          <MoreHorizontal aria-hidden className="size-4" />
        </button>
        {menuOpen && (
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
                onMenu(null);
                onRenameStart(chat._id);
              }}
            >
              <Pencil aria-hidden className="size-4" />
              Rename
            </button>
            <button
              type="button"
              role="menuitem"
              className={`${menuItemClass} text-red-600 dark:text-red-400`}
              onClick={() => {
                onMenu(null);
                props.onDelete(chat);
              }}
            >
              <Trash2 aria-hidden className="size-4" />
              Delete
            </button>
          </div>
        )}
      </div>
    </li>
  );
});

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
