import { Bookmark, BookmarkX, Download, Ellipsis, Printer, Share2 } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useCallback, useRef, useState } from 'react';
import { errorMessage } from '../../lib/api';
import { downloadFile } from '../../lib/download';
import { toastError } from '../../lib/toasts';
import { useClickOutside } from '../../lib/use-click-outside';
import { useSaveChat } from './use-save-chat';

export const EXPORT_FAILED = 'Could not export the chat. Please try again.';

// The dialog loads when a user shares, not with every chat.
const ShareDialog = lazy(async () => ({ default: (await import('../../components/share-dialog')).ShareDialog }));

type ChatHeaderProps = { chatId: string; name: string; saved: boolean; children?: ReactNode };
type Action = { id: string; label: string; Icon: typeof Bookmark; run: () => void; busy?: boolean };

const buttonClass =
  'inline-flex items-center gap-1.5 rounded-md px-2.5 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-100 disabled:opacity-70 dark:text-slate-200 dark:hover:bg-slate-800';
const menuItemClass =
  'flex w-full items-center gap-2 rounded-md px-3 py-2 text-left text-sm hover:bg-slate-100 focus-visible:bg-slate-100 dark:hover:bg-slate-800 dark:focus-visible:bg-slate-800';

/** The open chat's name, what else the page says about it (`children`: the agent), and what a user can do with it. */
export function ChatHeader({ chatId, name, saved, children }: ChatHeaderProps) {
  const saveChat = useSaveChat();
  const [sharing, setSharing] = useState(false);
  const [exporting, setExporting] = useState(false);

  const exportChat = async () => {
    setExporting(true);
    try {
      await downloadFile(`/api/chatbot/export/${encodeURIComponent(chatId)}`, `${name || 'chat'}.md`);
    } catch (error) {
      toastError(errorMessage(error, EXPORT_FAILED));
    } finally {
      setExporting(false);
    }
  };

  const actions: Action[] = [
    {
      id: 'save',
      label: saved ? 'Unsave' : 'Save',
      Icon: saved ? BookmarkX : Bookmark,
      run: () => void saveChat(chatId),
    },
    {
      id: 'export',
      label: exporting ? 'Exporting...' : 'Export',
      Icon: Download,
      run: () => void exportChat(),
      busy: exporting,
    },
    { id: 'print', label: 'Print', Icon: Printer, run: () => window.print() },
    { id: 'share', label: 'Share', Icon: Share2, run: () => setSharing(true) },
  ];

  return (
    // Not a <header>: the print stylesheet drops those, and a printed chat keeps its name.
    <div className="border-b border-slate-200 dark:border-slate-800 print:border-0" data-testid="chat-header">
      <div className="mx-auto flex w-full max-w-3xl items-center gap-3 px-4 py-2">
        <div className="min-w-0 flex-1">
          <h1 className="truncate font-semibold">{name || 'Untitled Chat'}</h1>
          {children}
        </div>
        <div className="hidden items-center gap-1 md:flex print:hidden" role="toolbar" aria-label="Chat actions">
          {actions.map(({ id, label, Icon, run, busy }) => (
            <button key={id} type="button" onClick={run} disabled={busy} className={buttonClass}>
              <Icon aria-hidden className="size-4" />
              {label}
            </button>
          ))}
        </div>
        <ActionsMenu actions={actions} />
      </div>
      {sharing && (
        <Suspense fallback={null}>
          <ShareDialog kind="chat" id={chatId} onClose={() => setSharing(false)} />
        </Suspense>
      )}
    </div>
  );
}

/** Narrow screens: the same actions folded into one menu. */
function ActionsMenu({ actions }: { actions: Action[] }) {
  const [open, setOpen] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useClickOutside(container, close, open);
  return (
    <div ref={container} className="relative md:hidden print:hidden">
      <button
        type="button"
        onClick={() => setOpen((o) => !o)}
        aria-label="Chat actions"
        aria-haspopup="menu"
        aria-expanded={open}
        className="rounded-md p-2 text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
      >
        <Ellipsis aria-hidden className="size-5" />
      </button>
      {open && (
        <div
          role="menu"
          aria-label="Chat actions"
          className="absolute right-0 z-20 mt-1 w-44 rounded-lg border border-slate-200 bg-white p-1 shadow-lg dark:border-slate-700 dark:bg-slate-900"
        >
          {actions.map(({ id, label, Icon, run, busy }) => (
            <button
              key={id}
              type="button"
              role="menuitem"
              disabled={busy}
              className={menuItemClass}
              onClick={() => {
                close();
                run();
              }}
            >
              <Icon aria-hidden className="size-4" />
              {label}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
