import { AlertTriangle, BadgeCheck, Loader2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useSWRConfig } from 'swr';
import { PLANS, type Plan } from '../../../worker/contract/plans';
import { paths } from '../../app/paths';
import { PlanCard } from '../../components/plan-card';
import { primaryButtonClass, secondaryButtonClass } from '../../components/styles';
import { usePersonaContent } from '../../content/use-persona-content';
import { ApiError, errorMessage } from '../../lib/api';
import { formatLongDate } from '../../lib/format-date';
import { useApi } from '../../lib/swr';
import { INPUT_ERROR_MS, toastError } from '../../lib/toasts';
import { useGoBack } from '../../lib/use-go-back';
import { isPaid, SUBSCRIPTION_KEY, type Subscription, useSubscriptionDetails } from '../../lib/use-subscription';
import { BILLING_TEXT, createCheckout, PACKAGES_KEY, type Package, readPackages } from './billing-api';
import { redirectTo } from './redirect';

const FREE = PLANS[0] as Plan;

/** A package from the API drawn as its plan card: the API's price, the plan's period and badge. */
function planFor(pack: Package): Plan {
  const plan = PLANS.find((p) => p.id === pack.id) ?? {
    ...FREE,
    id: 'standard',
    unlimitedQuestions: true,
    imageUploads: true,
  };
  return {
    ...plan,
    name: pack.name,
    price: `$${pack.amount.toFixed(2)}`,
    amount: pack.amount,
    badge: plan.badge ? 'Most Popular' : undefined,
  };
}

/** /upgrade: SPEC.md's three cards; 'Buy Now' goes to checkout; subscribers see 'Already Subscribed'. */
export function UpgradePage() {
  const persona = usePersonaContent();
  const packages = useApi(PACKAGES_KEY, readPackages);
  const details = useSubscriptionDetails();
  const goBack = useGoBack();
  const { mutate } = useSWRConfig();
  const [processing, setProcessing] = useState<string | null>(null);

  const error = packages.error ?? details.error;
  if (error) return <LoadError message={errorMessage(error, BILLING_TEXT.plansFailed)} onBack={goBack} />;
  const subscription = details.data?.subscription;
  if (!packages.data || !subscription || !persona) {
    return (
      <div className="flex justify-center py-24" role="status" aria-label="Loading plans">
        <Loader2 aria-hidden className="size-8 animate-spin text-blue-600" />
      </div>
    );
  }
  if (isPaid(subscription)) return <AlreadySubscribed subscription={subscription} />;

  const buy = async (packId: string) => {
    setProcessing(packId);
    try {
      const { url } = await createCheckout(packId);
      redirectTo(url); // Stripe's hosted page (or the dev checkout); 'Processing...' stays until it loads
    } catch (failure) {
      setProcessing(null);
      // Subscribed meanwhile (another tab): the details say so and the screen turns to 'Already Subscribed'.
      if (failure instanceof ApiError && failure.status === 409) void mutate(SUBSCRIPTION_KEY);
      else toastError(BILLING_TEXT.checkoutFailed, INPUT_ERROR_MS);
    }
  };

  const features = persona.pricing.features;
  return (
    <section className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <title>Upgrade · AdWise</title>
      <div className="mx-auto max-w-2xl text-center">
        <h1 className="text-2xl font-semibold sm:text-3xl">Choose your plan</h1>
        <p className="mt-3 text-slate-600 dark:text-slate-300">
          {subscription.trialAvailable
            ? 'Every paid plan starts with a 3-day free trial. Cancel anytime.'
            : 'Your free trial has been used, so a paid plan starts today. Cancel anytime.'}
        </p>
      </div>
      <div className="mt-10 grid gap-8 md:grid-cols-3">
        <PlanCard
          plan={FREE}
          {...features.free}
          action={
            <button type="button" disabled className={secondaryButtonClass}>
              Current Plan
            </button>
          }
        />
        {packages.data.packages.map((pack) => {
          const plan = planFor(pack);
          return (
            <PlanCard
              key={pack.packId}
              plan={plan}
              {...features[plan.id]}
              action={
                <button
                  type="button"
                  onClick={() => void buy(pack.packId)}
                  disabled={processing !== null}
                  aria-label={processing === pack.packId ? undefined : `Buy Now: ${plan.name}`}
                  className={plan.badge ? primaryButtonClass : secondaryButtonClass}
                >
                  {processing === pack.packId && <Loader2 aria-hidden className="size-4 animate-spin" />}
                  {processing === pack.packId ? 'Processing...' : 'Buy Now'}
                </button>
              }
            />
          );
        })}
      </div>
    </section>
  );
}

function AlreadySubscribed({ subscription }: { subscription: Subscription }) {
  return (
    <section className="mx-auto flex w-full max-w-lg flex-col items-center gap-4 px-6 py-16 text-center">
      <title>Upgrade · AdWise</title>
      <BadgeCheck aria-hidden className="size-12 text-emerald-600 dark:text-emerald-400" />
      <h1 className="text-2xl font-semibold">Already Subscribed</h1>
      <p className="text-slate-600 dark:text-slate-300">
        You are on the {subscription.type} plan
        {subscription.trialActive ? `, in your free trial until ${formatLongDate(subscription.ends)}` : ''}.
      </p>
      <Link to={paths.manageSubscription} className={primaryButtonClass}>
        Manage Subscription
      </Link>
    </section>
  );
}

function LoadError({ message, onBack }: { message: string; onBack: () => void }) {
  return (
    <section role="alert" className="mx-auto flex w-full max-w-lg flex-col items-center gap-4 px-6 py-16 text-center">
      <AlertTriangle aria-hidden className="size-12 text-amber-500" />
      <h1 className="text-2xl font-semibold">Error Loading Plans</h1>
      <p className="text-slate-600 dark:text-slate-300">{message}</p>
      <button type="button" onClick={onBack} className={secondaryButtonClass}>
        Go Back
      </button>
    </section>
  );
}
