import { BookmarkPlus } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { type ScopedMutator, useSWRConfig } from 'swr';
import { paths } from '../../app/paths';
import { useSavedWorkWords } from '../../content/saved-work-words';
import { api, call, errorMessage } from '../../lib/api';
import { PLANS_KEY, planKey } from '../../lib/plan-keys';
import { toastError, toastSuccess } from '../../lib/toasts';

export const SAVE_PLAN_FAILED = 'Could not save the reply as a plan. Please try again.';

/** Saves a reply as a plan; a reply saved before answers its existing plan (`created: false`). */
export async function savePlan(mutate: ScopedMutator, messageId: string) {
  const saved = await call(api.api.plans.$post({ json: { messageId } }));
  await mutate(planKey(saved.plan._id), saved.plan, { revalidate: false });
  if (saved.created) void mutate(PLANS_KEY);
  return saved;
}

const withArticle = (noun: string) => `${/^[aeiou]/i.test(noun) ? 'an' : 'a'} ${noun}`;

/** 'Save as plan' beside Copy: keeps the reply as a plan and opens it in the editor. */
export function SaveAsPlanButton({ messageId }: { messageId: string }) {
  const words = useSavedWorkWords();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    try {
      const { plan, created } = await savePlan(mutate, messageId);
      toastSuccess(created ? `Saved as ${withArticle(words.plan)}` : `Opened your saved ${words.plan}`);
      void navigate(paths.chatEditorPlan(plan._id));
    } catch (error) {
      toastError(errorMessage(error, SAVE_PLAN_FAILED));
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      onClick={save}
      disabled={busy}
      className="inline-flex items-center gap-1.5 rounded-md px-2 py-1.5 text-sm text-slate-500 hover:bg-slate-100 hover:text-slate-900 disabled:opacity-60 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-slate-100"
    >
      <BookmarkPlus aria-hidden className="size-4" />
      Save as plan
    </button>
  );
}
