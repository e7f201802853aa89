import { format } from 'date-fns/format';
import { Loader2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** 'MMMM d, yyyy' as the sidebar's groups; an unreadable date shows nothing. */
function dateLabel(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? '' : format(time, 'MMMM d, yyyy');
}

type SavedRowProps = { to: string; title: ReactNode; children?: ReactNode; date: string };

export function SavedRow({ to, title, children, date }: SavedRowProps) {
  return (
    <li>
      <Link
        to={to}
        className="block rounded-lg px-3 py-3 hover:bg-slate-100 focus-visible:bg-slate-100 dark:hover:bg-slate-800/70 dark:focus-visible:bg-slate-800/70"
      >
        <span className="block font-medium break-words">{title}</span>
        {children}
        <time dateTime={date} className="mt-1 block text-xs text-slate-500 dark:text-slate-400">
          {dateLabel(date)}
        </time>
      </Link>
    </li>
  );
}

export function SavedList({ children, label }: { children: ReactNode; label: string }) {
  return (
    <ul aria-label={label} className="flex flex-col divide-y divide-slate-200 dark:divide-slate-800">
      {children}
    </ul>
  );
}

export function Loading({ label }: { label: string }) {
  return (
    <div className="flex justify-center py-10" role="status" aria-label={label}>
      <Loader2 aria-hidden className="size-6 animate-spin text-blue-600" />
    </div>
  );
}

export function Notice({ children }: { children: ReactNode }) {
  return <p className="px-3 py-10 text-center text-sm text-slate-600 dark:text-slate-400">{children}</p>;
}

/** Case-insensitive substring match of any of `fields`, as the sidebar's search. */
export const matches = (term: string, ...fields: (string | null | undefined)[]) => {
  const needle = term.trim().toLowerCase();
  return !needle || fields.some((field) => field?.toLowerCase().includes(needle));
};
