/** Chip colours that read in both themes (text at least 4.5:1 on its own background). */
const PALETTE = [
  'border-blue-500 bg-blue-50 text-blue-900 dark:bg-blue-950 dark:text-blue-100',
  'border-emerald-500 bg-emerald-50 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100',
  'border-amber-500 bg-amber-50 text-amber-900 dark:bg-amber-950 dark:text-amber-100',
  'border-rose-500 bg-rose-50 text-rose-900 dark:bg-rose-950 dark:text-rose-100',
  'border-violet-500 bg-violet-50 text-violet-900 dark:bg-violet-950 dark:text-violet-100',
  'border-cyan-500 bg-cyan-50 text-cyan-900 dark:bg-cyan-950 dark:text-cyan-100',
  'border-lime-600 bg-lime-50 text-lime-900 dark:bg-lime-950 dark:text-lime-100',
  'border-fuchsia-500 bg-fuchsia-50 text-fuchsia-900 dark:bg-fuchsia-950 dark:text-fuchsia-100',
] as const;
const NONE = 'border-slate-400 bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-100';

/** The same colour for a class on every screen and visit: a hash of its id. */
export function classColour(classId: string | null): string {
  if (!classId) return NONE;
  let hash = 0;
  for (const char of classId) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return PALETTE[hash % PALETTE.length] as string;
}
