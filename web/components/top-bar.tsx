import { Moon, PanelLeft, Settings } from 'lucide-react';
import { useCallback, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '../app/paths';
import { logout as endSession } from '../lib/logout';
import { setDarkMode, useDarkMode } from '../lib/preferences';
import { selectSignedIn, useSession } from '../lib/session';
import { useClickOutside } from '../lib/use-click-outside';
import { Logo } from './logo';

const MENU_LINKS = [
  { to: paths.manageSubscription, label: 'Manage Subscription' },
  { to: paths.helpAndSupport, label: 'Help & Support' },
  { to: paths.termsAndConditions, label: 'Terms & Conditions' },
  { to: paths.privacy, label: 'Privacy' },
] as const;

const itemClass =
  'block w-full rounded-md px-3 py-2 text-left text-sm hover:bg-slate-100 focus-visible:bg-slate-100 dark:hover:bg-slate-800 dark:focus-visible:bg-slate-800';

export function TopBar({ sidebarOpen, onToggleSidebar }: { sidebarOpen: boolean; onToggleSidebar: () => void }) {
  const signedIn = useSession(selectSignedIn);
  const dark = useDarkMode();
  const navigate = useNavigate();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuRef = useRef<HTMLDivElement>(null);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  useClickOutside(menuRef, closeMenu, menuOpen);

  const logout = async () => {
    closeMenu();
    await endSession();
    navigate(paths.login, { replace: true });
  };

  return (
    <header className="flex h-14 shrink-0 items-center gap-3 border-b border-slate-200 bg-white px-3 dark:border-slate-800 dark:bg-slate-950">
      <button
        type="button"
        onClick={onToggleSidebar}
        aria-label={sidebarOpen ? 'Close sidebar' : 'Open sidebar'}
        aria-expanded={sidebarOpen}
        aria-controls="sidebar"
        className="rounded-md p-2 hover:bg-slate-100 dark:hover:bg-slate-800"
      >
        <PanelLeft aria-hidden className="size-5" />
      </button>
      <Logo />
      <div ref={menuRef} className="relative ml-auto">
        <button
          type="button"
          onClick={() => setMenuOpen((open) => !open)}
          aria-label="Settings"
          aria-haspopup="menu"
          aria-expanded={menuOpen}
          className="rounded-md p-2 hover:bg-slate-100 dark:hover:bg-slate-800"
        >
          <Settings aria-hidden className="size-5" />
        </button>
        {menuOpen && (
          <div
            role="menu"
            aria-label="Settings"
            className="absolute right-0 z-50 mt-2 w-56 rounded-lg border border-slate-200 bg-white p-1 shadow-lg dark:border-slate-700 dark:bg-slate-900"
          >
            {MENU_LINKS.map(({ to, label }) => (
              <Link key={to} to={to} role="menuitem" className={itemClass} onClick={closeMenu}>
                {label}
              </Link>
            ))}
            <button
              type="button"
              role="menuitemcheckbox"
              aria-checked={dark}
              className={`${itemClass} flex items-center justify-between gap-2`}
              onClick={() => setDarkMode(!dark)}
            >
              <span className="flex items-center gap-2">
                <Moon aria-hidden className="size-4" />
                Dark mode
              </span>
              <span className="text-xs text-slate-500 dark:text-slate-400">{dark ? 'On' : 'Off'}</span>
            </button>
            {signedIn && (
              <button
                type="button"
                role="menuitem"
                className={`${itemClass} text-red-600 dark:text-red-400`}
                onClick={logout}
              >
                Logout
              </button>
            )}
          </div>
        )}
      </div>
    </header>
  );
}
