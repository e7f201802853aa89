/** The few class lists every form shares, so fields and buttons look the same on every screen. */
export const inputClass =
  'w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-slate-900 placeholder:text-slate-400 read-only:bg-slate-50 read-only:text-slate-600 aria-invalid:border-red-500 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:read-only:bg-slate-800/60 dark:read-only:text-slate-300 dark:aria-invalid:border-red-400';

export const labelClass = 'text-sm font-medium text-slate-700 dark:text-slate-200';

export const linkClass = 'font-medium text-blue-600 hover:underline dark:text-blue-400';

export const primaryButtonClass =
  'inline-flex items-center justify-center gap-2 rounded-lg bg-blue-600 px-5 py-2.5 font-medium text-white hover:bg-blue-700 disabled:cursor-not-allowed disabled:opacity-70';

export const secondaryButtonClass =
  'inline-flex items-center justify-center gap-2 rounded-lg border border-slate-300 px-5 py-2.5 font-medium hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-70 dark:border-slate-700 dark:hover:bg-slate-800';
