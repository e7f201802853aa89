import { useSyncExternalStore } from 'react';

/** SPEC.md section 2: a dark-mode flag in local storage applies the dark style. */
export const DARK_MODE_KEY = 'darkMode';

export function isDarkMode(): boolean {
  return localStorage.getItem(DARK_MODE_KEY) === 'true';
}

export function applyDarkMode(dark = isDarkMode()): void {
  document.documentElement.classList.toggle('dark', dark);
}

const listeners = new Set<() => void>();

export function setDarkMode(dark: boolean): void {
  localStorage.setItem(DARK_MODE_KEY, String(dark));
  applyDarkMode(dark);
  for (const notify of listeners) notify();
}

// A change made in another tab applies here too.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== DARK_MODE_KEY) return;
    applyDarkMode();
    for (const notify of listeners) notify();
  });
}

export function useDarkMode(): boolean {
  return useSyncExternalStore((onChange) => {
    listeners.add(onChange);
    return () => listeners.delete(onChange);
  }, isDarkMode);
}
