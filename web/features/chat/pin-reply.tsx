import { CalendarPlus } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useSWRConfig } from 'swr';
import { errorMessage } from '../../lib/api';
import { toastError } from '../../lib/toasts';
import { SAVE_PLAN_FAILED, savePlan } from './save-as-plan';

const PinDialog = lazy(async () => ({ default: (await import('../../components/calendar/pin-dialog')).PinDialog }));

type Pinnable = { _id: string; title: string; body: string; classId: string | null };

/** 'Pin to calendar' beside 'Save as plan': keeps the reply as a plan first, then asks when. */
export function PinReplyButton({ messageId }: { messageId: string }) {
  const { mutate } = useSWRConfig();
  const [busy, setBusy] = useState(false);
  const [plan, setPlan] = useState<Pinnable | null>(null);
  const pin = async () => {
    setBusy(true);
    try {
      setPlan((await savePlan(mutate, messageId)).plan);
    } catch (error) {
      toastError(errorMessage(error, SAVE_PLAN_FAILED));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <button
        type="button"
        onClick={pin}
        disabled={busy}
        className="inline-flex items-center gap-1.5 rounded-md px-2 py-1.5 text-sm text-slate-500 hover:bg-slate-100 hover:text-slate-900 disabled:opacity-60 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-slate-100"
      >
        <CalendarPlus aria-hidden className="size-4" />
        Pin to calendar
      </button>
      {plan && (
        <Suspense fallback={null}>
          <PinDialog plan={plan} onClose={() => setPlan(null)} />
        </Suspense>
      )}
    </>
  );
}
