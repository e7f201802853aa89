import { FilePlus2, Loader2, NotebookPen } from 'lucide-react';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { useSWRConfig } from 'swr';
import { paths } from '../../app/paths';
import { primaryButtonClass } from '../../components/styles';
import { useSavedWorkWords } from '../../content/saved-work-words';
import { errorMessage } from '../../lib/api';
import { PLANS_KEY } from '../../lib/plan-keys';
import { useApi } from '../../lib/swr';
import { toastError } from '../../lib/toasts';
import { createPlan, readPlans } from './plans-api';

export const CREATE_FAILED = 'Could not start a new plan. Please try again.';
export const LIST_FAILED = 'Could not load your plans. Please try again.';

/** '/chat-editor': the plan edited last, or, with none yet, how to make one. */
export function ChatEditorPage() {
  const words = useSavedWorkWords();
  const { data: plans, error } = useApi(PLANS_KEY, readPlans);
  const latest = plans?.[0];
  if (latest) return <Navigate to={paths.chatEditorPlan(latest._id)} replace />;
  if (!plans && !error) {
    return (
      <div className="flex justify-center p-10" role="status" aria-label={`Loading your ${words.plans}`}>
        <Loader2 aria-hidden className="size-6 animate-spin text-slate-400" />
      </div>
    );
  }
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-12 text-center">
      <NotebookPen aria-hidden className="size-10 text-blue-600 dark:text-blue-400" />
      <h1 className="text-2xl font-semibold">Chat editor</h1>
      {error ? (
        <p role="alert" className="text-red-600 dark:text-red-400">
          {errorMessage(error, LIST_FAILED)}
        </p>
      ) : (
        <p className="text-slate-600 dark:text-slate-300">
          No {words.plans} yet. Under any reply in a chat, choose 'Save as plan' to keep it here as{' '}
          {withArticle(words.plan)} you can edit, print, export and share. Or start a blank one.
        </p>
      )}
      <NewPlanButton />
    </div>
  );
}

function NewPlanButton() {
  const words = useSavedWorkWords();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const [busy, setBusy] = useState(false);
  const start = async () => {
    setBusy(true);
    try {
      const plan = await createPlan(mutate, { title: `New ${words.plan}`, body: '' });
      void navigate(paths.chatEditorPlan(plan._id));
    } catch (error) {
      toastError(errorMessage(error, CREATE_FAILED));
      setBusy(false);
    }
  };
  return (
    <button type="button" onClick={start} disabled={busy} className={primaryButtonClass}>
      <FilePlus2 aria-hidden className="size-4" />
      New plan
    </button>
  );
}

const withArticle = (noun: string) => `${/^[aeiou]/i.test(noun) ? 'an' : 'a'} ${noun}`;
