import { Loader2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useSWRConfig } from 'swr';
import { paths } from '../../app/paths';
import { Modal } from '../../components/modal';
import { linkClass, primaryButtonClass } from '../../components/styles';
import { ALERTS, showAlert } from '../../lib/alerts';
import { errorMessage } from '../../lib/api';
import { formatLongDate } from '../../lib/format-date';
import { INPUT_ERROR_MS, toastError, toastSuccess } from '../../lib/toasts';
import { useGoBack } from '../../lib/use-go-back';
import { isPaid, SUBSCRIPTION_KEY, type Subscription, useSubscriptionDetails } from '../../lib/use-subscription';
import { BILLING_TEXT, cancelSubscription } from './billing-api';

/** SPEC.md section 9: after a cancel, back to the previous page 2 s later. */
const BACK_AFTER_CANCEL_MS = 2000;
/** Back from checkout the webhook may still be on its way: ask again every second for a while. */
const CONFIRM_POLL_MS = 1000;
const CONFIRM_POLLS = 30;

const dangerButtonClass =
  'inline-flex items-center justify-center gap-2 rounded-lg bg-red-600 px-5 py-2.5 font-medium text-white hover:bg-red-700 disabled:cursor-not-allowed disabled:opacity-70';

/** /manageSubscription: plan type, effective date, expiry and price, and cancel for a paid plan. */
export function ManageSubscriptionPage() {
  const [search] = useSearchParams();
  const fromCheckout = search.get('checkout') === 'success';
  const [polls, setPolls] = useState(0);
  const confirming = fromCheckout && polls < CONFIRM_POLLS;
  const details = useSubscriptionDetails();
  const subscription = details.data?.subscription;
  const paid = isPaid(subscription);
  const { mutate } = useSWRConfig();
  const navigate = useNavigate();
  const goBack = useGoBack();
  // Back from checkout, history holds the checkout page: close goes to the chat instead.
  const close = fromCheckout ? () => void navigate(paths.chat) : goBack;
  const [cancelling, setCancelling] = useState(false);

  useEffect(() => {
    if (!confirming || paid || !details.data) return;
    const timer = setTimeout(() => {
      setPolls((n) => n + 1);
      void mutate(SUBSCRIPTION_KEY);
    }, CONFIRM_POLL_MS);
    return () => clearTimeout(timer);
  }, [confirming, paid, details.data, mutate]);

  const cancel = async () => {
    if (!(await showAlert(ALERTS.confirmCancelSubscription))) return;
    setCancelling(true);
    try {
      const { Message } = await cancelSubscription();
      toastSuccess(Message || BILLING_TEXT.cancelled, BACK_AFTER_CANCEL_MS);
      void mutate(SUBSCRIPTION_KEY);
      setTimeout(close, BACK_AFTER_CANCEL_MS);
    } catch (error) {
      setCancelling(false);
      toastError(errorMessage(error, BILLING_TEXT.cancelFailed), INPUT_ERROR_MS);
    }
  };

  return (
    <Modal title="Manage Subscription" onClose={close}>
      <title>Manage subscription · AdWise</title>
      {!subscription ? (
        <div className="flex justify-center py-8" role="status" aria-label="Loading subscription">
          <Loader2 aria-hidden className="size-8 animate-spin text-blue-600" />
        </div>
      ) : (
        <div className="flex flex-col gap-5">
          {fromCheckout && <CheckoutStatus subscription={subscription} waiting={confirming && !paid} />}
          <dl
            data-testid="subscription-details"
            className="grid grid-cols-2 gap-4 rounded-lg bg-slate-50 p-4 text-sm dark:bg-slate-800/60"
          >
            <Row label="Plan type" value={subscription.type} />
            <Row label="Price" value={subscription.amount} />
            <Row label="Effective date" value={formatLongDate(subscription.begins)} />
            <Row label="Expiry date" value={formatLongDate(subscription.ends)} />
          </dl>
          {paid && subscription.cancelAtPeriodEnd && (
            <p className="text-sm text-slate-600 dark:text-slate-300" data-testid="cancel-note">
              Cancelled: your plan stays until {formatLongDate(subscription.ends)} and then ends. Nothing more is
              charged.
            </p>
          )}
          {paid ? (
            !subscription.cancelAtPeriodEnd && (
              <button type="button" onClick={() => void cancel()} disabled={cancelling} className={dangerButtonClass}>
                Cancel Subscription
              </button>
            )
          ) : (
            <div className="flex flex-col items-center gap-4 text-center">
              <Link to={paths.upgrade} className={linkClass}>
                Please Subscribe to a Plan
              </Link>
              <button type="button" onClick={() => void navigate(paths.upgrade)} className={primaryButtonClass}>
                Update Subscription
              </button>
            </div>
          )}
        </div>
      )}
    </Modal>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-slate-500 dark:text-slate-400">{label}</dt>
      <dd className="mt-1 font-medium">{value}</dd>
    </div>
  );
}

/** Back from checkout: confirmed once the webhook has landed, else a short wait. */
function CheckoutStatus({ subscription, waiting }: { subscription: Subscription; waiting: boolean }) {
  if (isPaid(subscription)) {
    return (
      <p
        role="status"
        className="rounded-lg border border-emerald-300 bg-emerald-50 px-4 py-3 text-sm text-emerald-900 dark:border-emerald-700/60 dark:bg-emerald-950/40 dark:text-emerald-100"
      >
        {subscription.trialActive
          ? `Your 3-day free trial of ${subscription.type} has started. Enjoy unlimited questions and image uploads.`
          : `Your ${subscription.type} plan is active. Enjoy unlimited questions and image uploads.`}
      </p>
    );
  }
  return (
    <p role="status" className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-300">
      {waiting && <Loader2 aria-hidden className="size-4 animate-spin" />}
      {waiting
        ? 'Confirming your subscription...'
        : 'We have not heard from the payment provider yet. Check again in a minute.'}
    </p>
  );
}
