import { Moon, Sun } from 'lucide-react';
import { setDarkMode, useDarkMode } from '../../lib/preferences';

/** The dark-mode switch for visitors who never see the app's settings menu. */
export function ThemeToggle() {
  const dark = useDarkMode();
  const Icon = dark ? Sun : Moon;
  return (
    <button
      type="button"
      onClick={() => setDarkMode(!dark)}
      aria-label="Dark mode"
      aria-pressed={dark}
      className="rounded-lg p-2 text-slate-600 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white"
    >
      <Icon aria-hidden className="size-5" />
    </button>
  );
}
