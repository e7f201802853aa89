import { useId, useState } from 'react';
import { useSWRConfig } from 'swr';
import { useSavedWorkWords } from '../../content/saved-work-words';
import { errorMessage } from '../../lib/api';
import { assignPlan, CLASSES_KEY, readClasses } from '../../lib/calendar-api';
import { useApi } from '../../lib/swr';
import { toastError } from '../../lib/toasts';
import { capitalize } from './event-fields';

export const ASSIGN_FAILED = 'Could not change it. Please try again.';

export function PlanClassSelect({ planId, classId }: { planId: string; classId: string | null }) {
  const words = useSavedWorkWords();
  const id = useId();
  const { mutate } = useSWRConfig();
  const { data: classes } = useApi(CLASSES_KEY, readClasses);
  const [busy, setBusy] = useState(false);
  const change = async (next: string) => {
    setBusy(true);
    try {
      await assignPlan(mutate, planId, next || null, classId);
    } catch (error) {
      toastError(errorMessage(error, ASSIGN_FAILED));
    } finally {
      setBusy(false);
    }
  };
  return (
    <span className="inline-flex items-center gap-1.5 px-2 text-sm">
      <label htmlFor={id} className="text-slate-600 dark:text-slate-300">
        {capitalize(words.group)}
      </label>
      <select
        id={id}
        value={classId ?? ''}
        disabled={busy || !classes}
        onChange={(e) => change(e.target.value)}
        className="max-w-40 rounded-md border border-slate-300 bg-white px-2 py-1 text-sm dark:border-slate-700 dark:bg-slate-900"
      >
        <option value="">None</option>
        {classes?.map((c) => (
          <option key={c._id} value={c._id}>
            {c.name}
          </option>
        ))}
      </select>
    </span>
  );
}
