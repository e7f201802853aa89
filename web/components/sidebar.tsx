import { Bookmark, CalendarDays, FilePen, Plus, Sparkles, UserRound, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, NavLink, useNavigate } from 'react-router';
import { paths } from '../app/paths';
import { useSession } from '../lib/session';
import { useSubscription } from '../lib/use-subscription';

/** `children` (the chat list) and `plan` (a paid plan's status) come from their features through the layout. */
type SidebarProps = { open: boolean; narrow: boolean; onClose: () => void; children?: ReactNode; plan?: ReactNode };

/** The work a user keeps, each a page of its own (SPEC.md section 2's sidebar destinations). */
const WORK_LINKS = [
  { to: paths.savedChats, label: 'Saved chats', Icon: Bookmark },
  { to: paths.chatEditor, label: 'Chat editor', Icon: FilePen },
  { to: paths.calendar, label: 'Calendar', Icon: CalendarDays },
] as const;

export function Sidebar({ open, narrow, onClose, children, plan }: SidebarProps) {
  const user = useSession((s) => s.user);
  const { paid, loading } = useSubscription();
  const navigate = useNavigate();

  const placement = narrow
    ? `fixed inset-y-0 left-0 z-40 motion-safe:transition-transform ${open ? 'translate-x-0 shadow-xl' : '-translate-x-full'}`
    : open
      ? 'relative'
      : 'hidden';

  return (
    <aside
      id="sidebar"
      aria-label="Chats"
      inert={!open}
      className={`${placement} flex w-sidebar shrink-0 flex-col gap-4 border-r border-slate-200 bg-slate-50 p-3 dark:border-slate-800 dark:bg-slate-900`}
    >
      <div className="flex items-center gap-2">
        <button
          type="button"
          // A fresh location even on '/', so the chat screen drops the current chat.
          onClick={() => {
            void navigate(paths.chat, { state: { newChat: Date.now() } });
            if (narrow) onClose();
          }}
          className="flex flex-1 items-center justify-center gap-2 rounded-lg bg-blue-600 px-4 py-2.5 font-medium text-white hover:bg-blue-700"
        >
          <Plus aria-hidden className="size-4" />
          New Chat
        </button>
        {narrow && (
          <button
            type="button"
            onClick={onClose}
            aria-label="Close sidebar"
            className="rounded-md p-2 hover:bg-slate-200 dark:hover:bg-slate-800"
          >
            <X aria-hidden className="size-5" />
          </button>
        )}
      </div>

      <nav aria-label="Saved work">
        <ul className="flex flex-col gap-0.5">
          {WORK_LINKS.map(({ to, label, Icon }) => (
            <li key={to}>
              <NavLink
                to={to}
                onClick={narrow ? onClose : undefined}
                className={({ isActive }) =>
                  `flex items-center gap-2.5 rounded-lg px-3 py-2 text-sm ${
                    isActive
                      ? 'bg-blue-100 font-medium text-blue-900 dark:bg-blue-950 dark:text-blue-100'
                      : 'text-slate-700 hover:bg-slate-200 dark:text-slate-200 dark:hover:bg-slate-800'
                  }`
                }
              >
                <Icon aria-hidden className="size-4 shrink-0" />
                {label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>

      {children}

      {paid && plan}

      {!paid && !loading && (
        <div className="rounded-xl border border-blue-200 bg-blue-50 p-4 dark:border-blue-900 dark:bg-blue-950/50">
          <p className="flex items-center gap-2 font-semibold">
            <Sparkles aria-hidden className="size-4 text-blue-600" />
            Start Your Free Trial
          </p>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
            Unlock unlimited conversations with a 3-day free trial, cancel anytime!
          </p>
          <Link
            to={paths.upgrade}
            className="mt-3 inline-block rounded-lg bg-blue-600 px-3 py-1.5 text-sm font-medium text-white hover:bg-blue-700"
          >
            Try Free Trial
          </Link>
        </div>
      )}

      <Link
        to={paths.editProfile}
        className="flex items-center gap-3 rounded-lg p-2 hover:bg-slate-200 dark:hover:bg-slate-800"
      >
        {user?.profileImage ? (
          <img src={user.profileImage} alt="" width={36} height={36} className="size-9 rounded-full object-cover" />
        ) : (
          <span className="flex size-9 items-center justify-center rounded-full bg-slate-200 dark:bg-slate-700">
            <UserRound aria-hidden className="size-5 text-slate-500 dark:text-slate-300" />
          </span>
        )}
        <span className="truncate font-medium">{user?.name || 'Guest'}</span>
      </Link>
    </aside>
  );
}
