import { PLANS, type Plan } from '../../worker/lib/plans';

export type CurrentPlan = { plan: Plan; ends: string | null };

const FREE: CurrentPlan = { plan: PLANS[0] as Plan, ends: null };

/**
 * The signed-in user's plan. Subscriptions are not built yet, so everyone is on Free; the
 * subscription issue replaces this body with a read of `GET api/subscription/details`.
 */
export function useCurrentPlan(): CurrentPlan {
  return FREE;
}
