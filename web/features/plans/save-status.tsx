import { AlertTriangle, Check, CloudOff, Loader2 } from 'lucide-react';
import type { SaveStatus } from './use-plan-autosave';

export const STATUS_TEXT: Record<SaveStatus, string> = {
  saved: 'Saved',
  saving: 'Saving…',
  offline: 'Offline, retrying',
  conflict: 'Not saved: changed elsewhere',
  invalid: 'Not saved: see the message above',
  error: 'Not saved',
};

const ICON = {
  saved: Check,
  saving: Loader2,
  offline: CloudOff,
  conflict: AlertTriangle,
  invalid: AlertTriangle,
  error: AlertTriangle,
};

/** The autosave's state, read out to assistive technology as it changes. */
export function SaveStatusLine({ status }: { status: SaveStatus }) {
  const Icon = ICON[status];
  const tone =
    status === 'saved' || status === 'saving'
      ? 'text-slate-500 dark:text-slate-400'
      : 'text-amber-700 dark:text-amber-300';
  return (
    <p role="status" data-testid="save-status" className={`flex items-center gap-1.5 text-sm ${tone} print:hidden`}>
      <Icon aria-hidden className={`size-4 ${status === 'saving' ? 'animate-spin' : ''}`} />
      {STATUS_TEXT[status]}
    </p>
  );
}
