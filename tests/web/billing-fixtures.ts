import { json } from './fake-api';

export const DETAILS = 'GET /api/subscription/details';
export const CANCEL = 'POST /api/subscription/cancel';
export const RESUME = 'POST /api/subscription/resume';
export const SWITCH = 'POST /api/subscription/switch';
export const PORTAL = 'POST /api/subscription/portal';
export const PACKAGES = 'GET /api/package/active';

const usd = (amountCents: number) => ({ amountCents, currency: 'usd' });

export const packages = json({
  packages: [
    { packId: 'standard', id: 'standard', name: 'Standard', subscriptionType: 'Monthly', amount: 22.22 },
    { packId: 'premium', id: 'premium', name: 'Premium', subscriptionType: 'Yearly', amount: 222.22 },
  ],
});

const none = {
  packId: null,
  interval: null,
  price: null,
  trialEndsAt: null,
  afterTrial: null,
  endsAt: null,
  nextChargeAt: null,
  nextChargeAmount: null,
  card: null,
  invoices: null,
};

/** `GET api/subscription/details` for a Free user, as the Worker answers it. */
export function freeDetails(left: number, renewsAt: string | null = '2026-12-03T12:00:00.000Z') {
  return {
    type: 'Free',
    amount: '$0.00',
    begins: null,
    ends: null,
    trialActive: false,
    status: null,
    cancelAtPeriodEnd: false,
    questionsLeft: left,
    questionLimit: 3,
    questions: { used: 3 - left, limit: 3, left, renewsAt: left === 3 ? null : renewsAt },
    trialAvailable: true,
    billingPortal: false,
    ...none,
  };
}

/** A Standard trial ending `trialEndsAt`, renewing unless `overrides` say otherwise. */
export function trialDetails(trialEndsAt: string, overrides: Record<string, unknown> = {}) {
  return {
    type: 'Standard',
    amount: '$22.22',
    begins: '2026-11-24T12:00:00.000Z',
    ends: trialEndsAt,
    trialActive: true,
    status: 'trialing',
    cancelAtPeriodEnd: false,
    questionsLeft: null,
    questionLimit: null,
    questions: null,
    trialAvailable: false,
    billingPortal: true,
    ...none,
    packId: 'standard',
    interval: 'month',
    price: usd(2222),
    trialEndsAt,
    afterTrial: {
      packId: 'standard',
      plan: 'Standard',
      interval: 'month',
      amount: usd(2222),
      firstChargeAt: trialEndsAt,
    },
    nextChargeAt: trialEndsAt,
    nextChargeAmount: usd(2222),
    ...overrides,
  };
}

/** The same trial after 'Cancel trial': it ends unbilled on `trialEndsAt`. */
export const cancelledTrialDetails = (trialEndsAt: string) =>
  trialDetails(trialEndsAt, {
    cancelAtPeriodEnd: true,
    afterTrial: null,
    endsAt: trialEndsAt,
    nextChargeAt: null,
    nextChargeAmount: null,
  });

/** An active yearly Premium plan. */
export function activeDetails(overrides: Record<string, unknown> = {}) {
  return {
    ...trialDetails('2027-11-24T12:00:00.000Z'),
    type: 'Premium',
    amount: '$222.22',
    ends: '2027-11-24T12:00:00.000Z',
    trialActive: false,
    status: 'active',
    packId: 'premium',
    interval: 'year',
    price: usd(22222),
    trialEndsAt: null,
    afterTrial: null,
    nextChargeAt: '2027-11-24T12:00:00.000Z',
    nextChargeAmount: usd(22222),
    ...overrides,
  };
}

export const details = (subscription: object) => json({ success: true, subscription });
