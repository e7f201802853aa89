/** SPEC.md section 2: a dark-mode flag in local storage applies the dark style. */
export const DARK_MODE_KEY = 'darkMode';

export function isDarkMode(): boolean {
  return localStorage.getItem(DARK_MODE_KEY) === 'true';
}

export function applyDarkMode(dark = isDarkMode()): void {
  document.documentElement.classList.toggle('dark', dark);
}
