import { PLANS, type Plan } from '../../worker/contract/plans';
import { useSubscriptionDetails } from './use-subscription';

export type CurrentPlan = { plan: Plan; ends: string | null };

const FREE = PLANS[0] as Plan;

/** The signed-in user's plan, as `GET api/subscription/details` names it (Free until it answers). */
export function useCurrentPlan(): CurrentPlan {
  const { data } = useSubscriptionDetails();
  const subscription = data?.subscription;
  const plan = PLANS.find((p) => p.name === subscription?.type) ?? FREE;
  return { plan, ends: plan === FREE ? null : (subscription?.ends ?? null) };
}
