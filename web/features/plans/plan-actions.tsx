import { CalendarPlus, Download, Printer, Share2, Trash2 } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { useSWRConfig } from 'swr';
import { paths } from '../../app/paths';
import { PlanClassSelect } from '../../components/calendar/plan-class-select';
import type { SavedWorkWords } from '../../content/saved-work-words';
import { showAlert } from '../../lib/alerts';
import { errorMessage } from '../../lib/api';
import { downloadFile } from '../../lib/download';
import { planExportPath } from '../../lib/plan-keys';
import { toastError, toastSuccess } from '../../lib/toasts';
import { clearDraft } from './plan-draft';
import { deletePlan } from './plans-api';

const ShareDialog = lazy(async () => ({ default: (await import('../../components/share-dialog')).ShareDialog }));
const PinDialog = lazy(async () => ({ default: (await import('../../components/calendar/pin-dialog')).PinDialog }));

export const EXPORT_FAILED = 'Could not export the plan. Please try again.';
export const DELETE_FAILED = 'Could not delete the plan. Please try again.';

export const confirmDelete = (words: SavedWorkWords) =>
  ({
    icon: 'warning',
    title: `Delete this ${words.plan}?`,
    text: 'It and its share links will be deleted. This cannot be undone.',
    confirmButtonText: 'Delete',
    showCancelButton: true,
    cancelButtonText: 'Cancel',
  }) as const;

type PlanActionsProps = {
  planId: string;
  title: string;
  body: string;
  classId: string | null;
  words: SavedWorkWords;
  saveNow: () => Promise<void>;
  /** Holds the autosave while the plan goes; answers how to resume it. */
  pause: () => () => void;
};

const actionClass =
  'inline-flex items-center gap-1.5 rounded-md px-2 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800';

export function PlanActions({ planId, title, body, classId, words, saveNow, pause }: PlanActionsProps) {
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const [sharing, setSharing] = useState(false);
  const [pinning, setPinning] = useState(false);

  const exportPlan = async () => {
    try {
      await saveNow();
      await downloadFile(planExportPath(planId), `${fileSlug(title)}.md`);
    } catch (error) {
      toastError(errorMessage(error, EXPORT_FAILED));
    }
  };
  const remove = async () => {
    if (!(await showAlert(confirmDelete(words)))) return;
    const resume = pause();
    try {
      const message = await deletePlan(mutate, planId);
      clearDraft(planId);
      toastSuccess(message);
      void navigate(paths.chatEditor, { replace: true });
    } catch (error) {
      resume();
      toastError(errorMessage(error, DELETE_FAILED));
    }
  };

  return (
    <div className="-mx-2 flex flex-wrap items-center gap-0.5 print:hidden">
      <Action
        onClick={() =>
          void saveNow().then(
            () => setPinning(true),
            () => setPinning(true),
          )
        }
        icon={<CalendarPlus aria-hidden className="size-4" />}
        label="Pin to calendar"
      />
      <Action onClick={exportPlan} icon={<Download aria-hidden className="size-4" />} label="Export" />
      <Action onClick={() => window.print()} icon={<Printer aria-hidden className="size-4" />} label="Print" />
      <Action onClick={() => setSharing(true)} icon={<Share2 aria-hidden className="size-4" />} label="Share" />
      <Action onClick={remove} icon={<Trash2 aria-hidden className="size-4" />} label="Delete" danger />
      <PlanClassSelect planId={planId} classId={classId} />
      {pinning && (
        <Suspense fallback={null}>
          <PinDialog plan={{ _id: planId, title, body, classId }} onClose={() => setPinning(false)} />
        </Suspense>
      )}
      {sharing && (
        <Suspense fallback={null}>
          <ShareDialog kind="plan" id={planId} onClose={() => setSharing(false)} />
        </Suspense>
      )}
    </div>
  );
}

function Action({
  onClick,
  icon,
  label,
  danger = false,
}: {
  onClick: () => void;
  icon: ReactNode;
  label: string;
  danger?: boolean;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      className={`${actionClass} ${danger ? 'text-red-600 hover:bg-red-50 dark:text-red-400 dark:hover:bg-red-950/40' : ''}`}
    >
      {icon}
      {label}
    </button>
  );
}

const fileSlug = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60) || 'plan';
