import type { ScopedMutator } from 'swr';
import { api, call } from '../../lib/api';
import { PLANS_KEY, planKey } from '../../lib/plan-keys';

export const readPlans = async () => (await call(api.api.plans.$get())).plans;

export const readPlan = async (planId: string) =>
  (await call(api.api.plans[':planId'].$get({ param: { planId } }))).plan;

export type SavedPlan = Awaited<ReturnType<typeof readPlan>>;
export type PlanSummary = Awaited<ReturnType<typeof readPlans>>[number];
export type PlanFields = { title: string; body: string };

export async function createPlan(mutate: ScopedMutator, fields: PlanFields) {
  const { plan } = await call(api.api.plans.$post({ json: fields }));
  await mutate(planKey(plan._id), plan, { revalidate: false });
  void mutate(PLANS_KEY);
  return plan;
}

/** Saves `fields` over `version`; a plan changed since then answers 409 (ApiError code 'conflict'). */
export async function updatePlan(mutate: ScopedMutator, planId: string, fields: PlanFields & { version: number }) {
  const { plan } = await call(api.api.plans[':planId'].$put({ param: { planId }, json: fields }));
  void mutate(planKey(planId), plan, { revalidate: false });
  void mutate(PLANS_KEY);
  return plan;
}

export async function deletePlan(mutate: ScopedMutator, planId: string) {
  const { message } = await call(api.api.plans[':planId'].$delete({ param: { planId } }));
  void mutate(planKey(planId), undefined, { revalidate: false });
  // Out of the list at once: /chat-editor must not open the plan just deleted while the list reloads.
  void mutate(PLANS_KEY, (plans?: PlanSummary[]) => plans?.filter((p) => p._id !== planId));
  return message;
}
