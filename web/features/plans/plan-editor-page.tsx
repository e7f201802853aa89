import { Loader2 } from 'lucide-react';
import { useRef } from 'react';
import { Link, useParams } from 'react-router';
import { paths } from '../../app/paths';
import { linkClass } from '../../components/styles';
import { useSavedWorkWords } from '../../content/saved-work-words';
import { ApiError, errorMessage } from '../../lib/api';
import { planKey } from '../../lib/plan-keys';
import { useApi } from '../../lib/swr';
import { PlanEditor } from './plan-editor';
import { readPlan, type SavedPlan } from './plans-api';

export const LOAD_FAILED = 'Could not load the plan. Please try again.';

/** '/chat-editor/:planId'. A new editor per plan, so no edit carries over to another. */
export function PlanEditorPage() {
  const { planId = '' } = useParams();
  return <PlanLoader key={planId} planId={planId} />;
}

function PlanLoader({ planId }: { planId: string }) {
  const words = useSavedWorkWords();
  // The editor starts from the stored version, not a cached one another device has since replaced.
  const { data, error, isValidating } = useApi(planKey(planId), () => readPlan(planId), { revalidateOnMount: true });
  // Once open, the editor stays: a later read must not remount it over the user's edits.
  const opened = useRef<SavedPlan | null>(null);
  if (!opened.current && data && (!isValidating || error)) opened.current = data;
  if (opened.current) return <PlanEditor plan={opened.current} />;
  if (error) {
    const missing = error instanceof ApiError && error.status === 404;
    return (
      <div className="mx-auto max-w-xl p-6 text-center">
        <p role="alert" className="mb-3">
          {missing ? `This ${words.plan} does not exist or was deleted.` : errorMessage(error, LOAD_FAILED)}
        </p>
        <Link to={paths.chatEditor} className={linkClass}>
          Back to your {words.plans}
        </Link>
      </div>
    );
  }
  return (
    <div className="flex justify-center p-10" role="status" aria-label={`Loading the ${words.plan}`}>
      <Loader2 aria-hidden className="size-6 animate-spin text-slate-400" />
    </div>
  );
}
