import { X } from 'lucide-react';
import { type KeyboardEvent, type SyntheticEvent, useEffect, useRef } from 'react';
import { Logo } from '../../components/logo';
import { trapTab } from '../../lib/focus-trap';
import { AuthLinks } from './auth-links';
import { goToSection, NAV_SECTIONS } from './landing-nav';
import { ThemeToggle } from './theme-toggle';

/** `onClose(true)` asks for focus back on the button that opened the menu. */
type MobileMenuProps = { active: string; onClose: (restoreFocus: boolean) => void };

/** The slide-out menu below 1024 px: a modal <dialog>, so the page behind is inert; Escape closes it. */
export function MobileMenu({ active, onClose }: MobileMenuProps) {
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    dialog?.querySelector<HTMLElement>('[aria-current="true"], a')?.focus();
    return () => dialog?.close();
  }, []);

  const onCancel = (event: SyntheticEvent) => {
    event.preventDefault();
    onClose(true);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') onCancel(event);
    else trapTab(event, ref.current);
  };
  const go = (id: string) => {
    onClose(false);
    // After the dialog has closed, so the page can scroll and take focus.
    requestAnimationFrame(() => goToSection(id));
  };

  return (
    <dialog
      ref={ref}
      id="mobile-menu"
      aria-label="Menu"
      aria-modal="true"
      onCancel={onCancel}
      onKeyDown={onKeyDown}
      onClick={(event) => event.target === ref.current && onClose(true)}
      className="fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-sidebar max-w-[85vw] border-l border-slate-200 bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-950/50 motion-safe:animate-[slide-in_200ms_ease-out] dark:border-slate-800 dark:bg-slate-950 dark:text-slate-100"
    >
      <div className="flex h-full flex-col gap-6 p-4">
        <div className="flex items-center justify-between">
          <Logo />
          <button
            type="button"
            onClick={() => onClose(true)}
            aria-label="Close menu"
            className="rounded-lg p-2 hover:bg-slate-100 dark:hover:bg-slate-800"
          >
            <X aria-hidden className="size-5" />
          </button>
        </div>
        <nav aria-label="Sections">
          <ul className="flex flex-col gap-1">
            {NAV_SECTIONS.map(({ id, label }) => (
              <li key={id}>
                <a
                  href={`#${id}`}
                  aria-current={active === id ? 'true' : undefined}
                  onClick={(event) => {
                    event.preventDefault();
                    go(id);
                  }}
                  className="block rounded-lg px-3 py-2.5 font-medium hover:bg-slate-100 aria-[current]:bg-blue-50 aria-[current]:text-blue-700 dark:hover:bg-slate-800 dark:aria-[current]:bg-blue-950 dark:aria-[current]:text-blue-300"
                >
                  {label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="mt-auto flex flex-col gap-3">
          <div className="flex items-center justify-between rounded-lg border border-slate-200 px-3 py-1.5 dark:border-slate-800">
            <span className="text-sm font-medium">Dark mode</span>
            <ThemeToggle />
          </div>
          <AuthLinks stacked onNavigate={() => onClose(false)} />
        </div>
      </div>
    </dialog>
  );
}
