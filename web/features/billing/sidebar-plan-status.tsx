import { useSubscriptionDetails } from '../../lib/use-subscription';
import { PlanStatus } from './plan-status';
import { useBillingActions } from './use-billing-actions';

export function SidebarPlanStatus() {
  const subscription = useSubscriptionDetails().data?.subscription;
  const actions = useBillingActions();
  if (!subscription) return null;
  return (
    <PlanStatus
      subscription={subscription}
      busy={actions.busy}
      onCancel={() => void actions.cancel()}
      onResume={() => void actions.resume()}
      onUpdateCard={() => void actions.portal()}
    />
  );
}
