import { Loader2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useSWRConfig } from 'swr';
import type { CardOnFile } from '../../../worker/contract/subscription';
import { paths } from '../../app/paths';
import { Modal } from '../../components/modal';
import { linkClass, primaryButtonClass, secondaryButtonClass } from '../../components/styles';
import { formatDay, formatMoney } from '../../lib/billing-format';
import { formatLongDate } from '../../lib/format-date';
import { useApi } from '../../lib/swr';
import { useGoBack } from '../../lib/use-go-back';
import { isPaid, SUBSCRIPTION_KEY, type Subscription, useSubscriptionDetails } from '../../lib/use-subscription';
import { cardText, InvoiceList } from './billing-account';
import { ACCOUNT_KEY, PACKAGES_KEY, readAccount, readPackages } from './billing-api';
import { CheckoutStatus } from './checkout-status';
import { PlanStatus } from './plan-status';
import { CANCEL_MESSAGE_MS, useBillingActions } from './use-billing-actions';

/** Back from checkout the webhook may still be on its way: ask again every second for a while. */
const CONFIRM_POLL_MS = 1000;
const CONFIRM_POLLS = 30;

const dangerButtonClass =
  'inline-flex items-center justify-center gap-2 rounded-lg bg-red-600 px-5 py-2.5 font-medium text-white hover:bg-red-700 disabled:cursor-not-allowed disabled:opacity-70';

const STATUS_WORDS: Record<string, string> = { trialing: 'Trial', active: 'Active', past_due: 'Payment failed' };

/** /manageSubscription; `?billing=portal` (the payment-failed mail's link) opens the portal at once. */
export function ManageSubscriptionPage() {
  const [search, setSearch] = useSearchParams();
  const fromCheckout = search.get('checkout') === 'success';
  const [polls, setPolls] = useState(0);
  const confirming = fromCheckout && polls < CONFIRM_POLLS;
  const details = useSubscriptionDetails();
  const subscription = details.data?.subscription;
  const paid = isPaid(subscription);
  const packages = useApi(paid ? PACKAGES_KEY : null, readPackages);
  const account = useApi(paid ? ACCOUNT_KEY : null, readAccount).data?.subscription;
  const { mutate } = useSWRConfig();
  const navigate = useNavigate();
  const goBack = useGoBack();
  // Back from checkout, history holds the checkout page: close goes to the chat instead.
  const close = fromCheckout ? () => void navigate(paths.chat) : goBack;
  const actions = useBillingActions();
  const portalAsked = useRef(false);

  useEffect(() => {
    if (!confirming || paid || !details.data) return;
    const timer = setTimeout(() => {
      setPolls((n) => n + 1);
      void mutate(SUBSCRIPTION_KEY);
    }, CONFIRM_POLL_MS);
    return () => clearTimeout(timer);
  }, [confirming, paid, details.data, mutate]);

  // The link in the payment-failed mail: a portal session lasts minutes, so it is made here, once.
  useEffect(() => {
    if (search.get('billing') !== 'portal' || !subscription || portalAsked.current) return;
    portalAsked.current = true;
    setSearch(
      (params) => {
        params.delete('billing');
        return params;
      },
      { replace: true },
    );
    void actions.portal();
  }, [search, subscription, setSearch, actions.portal]);

  const cancel = async () => {
    if (await actions.cancel()) setTimeout(close, CANCEL_MESSAGE_MS);
  };
  const otherPack = packages.data?.packages.find((p) => p.id !== subscription?.packId);
  const busy = actions.busy !== null;

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
          {paid && (
            <PlanStatus
              subscription={subscription}
              busy={actions.busy}
              onCancel={() => void cancel()}
              onResume={() => void actions.resume()}
              onUpdateCard={() => void actions.portal()}
            />
          )}
          <dl
            data-testid="subscription-details"
            className="grid grid-cols-2 gap-4 rounded-lg bg-slate-50 p-4 text-sm dark:bg-slate-800/60"
          >
            <Row label="Plan type" value={subscription.type} />
            <Row label="Price" value={subscription.amount} />
            <Row label="Effective date" value={formatLongDate(subscription.begins)} />
            <Row label="Expiry date" value={formatLongDate(subscription.ends)} />
            {paid && <BillingRows subscription={subscription} card={account?.card ?? null} />}
          </dl>
          {paid && subscription.cancelAtPeriodEnd && (
            <p className="text-sm text-slate-600 dark:text-slate-300" data-testid="cancel-note">
              Cancelled: your plan stays until {formatLongDate(subscription.ends)} and then ends. Nothing more is
              charged.
            </p>
          )}
          <InvoiceList invoices={account?.invoices ?? null} />
          {paid ? (
            <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
              {subscription.billingPortal && (
                <button
                  type="button"
                  onClick={() => void actions.portal()}
                  disabled={busy}
                  className={secondaryButtonClass}
                >
                  Manage billing
                </button>
              )}
              {otherPack && subscription.status !== 'past_due' && (
                <button
                  type="button"
                  onClick={() => void actions.switchTo(subscription, otherPack)}
                  disabled={busy}
                  className={secondaryButtonClass}
                >
                  Switch to {otherPack.name}
                </button>
              )}
              {subscription.cancelAtPeriodEnd ? (
                <button
                  type="button"
                  onClick={() => void actions.resume()}
                  disabled={busy}
                  className={primaryButtonClass}
                >
                  Resume Subscription
                </button>
              ) : (
                <button type="button" onClick={() => void cancel()} disabled={busy} className={dangerButtonClass}>
                  Cancel Subscription
                </button>
              )}
            </div>
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

function BillingRows({ subscription: s, card }: { subscription: Subscription; card: CardOnFile | null }) {
  const status = s.endsAt ? 'Ending' : (STATUS_WORDS[s.status ?? ''] ?? s.status);
  return (
    <>
      {status && <Row label="Status" value={status} />}
      {s.nextChargeAt && s.nextChargeAmount && (
        <Row label="Next charge" value={`${formatMoney(s.nextChargeAmount)} on ${formatDay(s.nextChargeAt)}`} />
      )}
      {s.endsAt && <Row label="Ends on" value={formatDay(s.endsAt)} />}
      {card && <Row label="Card" value={cardText(card)} />}
    </>
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
