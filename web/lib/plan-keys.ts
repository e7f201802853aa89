/** The saved plans' SWR keys (their API paths), shared by the features that read or change plans. */
export const PLANS_KEY = '/api/plans';
export const planKey = (planId: string) => `${PLANS_KEY}/${encodeURIComponent(planId)}`;
export const planExportPath = (planId: string) => `${planKey(planId)}/export`;
