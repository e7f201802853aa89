import { Menu } from 'lucide-react';
import { useRef, useState } from 'react';
import { Logo } from '../../components/logo';
import { AuthLinks } from './auth-links';
import { goToSection, NAV_SECTIONS } from './landing-nav';
import { MobileMenu } from './mobile-menu';
import { ThemeToggle } from './theme-toggle';

export function LandingHeader({ active }: { active: string }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const closeMenu = (restoreFocus: boolean) => {
    setMenuOpen(false);
    if (restoreFocus) requestAnimationFrame(() => menuButton.current?.focus());
  };
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200/80 bg-white/90 backdrop-blur dark:border-slate-800/80 dark:bg-slate-950/90">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-4 px-4 sm:px-6">
        <Logo />
        <nav aria-label="Sections" className="ml-6 hidden lg:block">
          <ul className="flex items-center gap-1">
            {NAV_SECTIONS.map(({ id, label }) => (
              <li key={id}>
                <a
                  href={`#${id}`}
                  aria-current={active === id ? 'true' : undefined}
                  onClick={(event) => {
                    event.preventDefault();
                    goToSection(id);
                  }}
                  className="rounded-lg px-3 py-2 text-sm font-medium text-slate-600 hover:text-slate-900 aria-[current]:bg-blue-50 aria-[current]:text-blue-700 dark:text-slate-300 dark:hover:text-white dark:aria-[current]:bg-blue-950 dark:aria-[current]:text-blue-300"
                >
                  {label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto hidden items-center gap-2 lg:flex">
          <ThemeToggle />
          <AuthLinks />
        </div>
        <button
          ref={menuButton}
          type="button"
          onClick={() => setMenuOpen(true)}
          aria-label="Open menu"
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          className="ml-auto rounded-lg p-2 hover:bg-slate-100 lg:hidden dark:hover:bg-slate-800"
        >
          <Menu aria-hidden className="size-6" />
        </button>
      </div>
      {menuOpen && <MobileMenu active={active} onClose={closeMenu} />}
    </header>
  );
}
