/** SPEC.md sections 2 and 9's plans as pure data: the SPA's pricing cards and the Worker's limits both read it. */
export const TRIAL_DAYS = 3;
export const FREE_QUESTIONS_PER_PERIOD = 3;
export const FREE_PERIOD_DAYS = 30;

export type PlanId = 'free' | 'standard' | 'premium';

export type Plan = {
  id: PlanId;
  name: string;
  price: string;
  amount: number;
  period: string;
  interval: 'Monthly' | 'Yearly' | null;
  unlimitedQuestions: boolean;
  imageUploads: boolean;
  badge?: string;
  saving?: string;
};

export const PLANS: readonly Plan[] = [
  {
    id: 'free',
    name: 'Free',
    price: '$0',
    amount: 0,
    period: 'per 30 days',
    interval: null,
    unlimitedQuestions: false,
    imageUploads: false,
  },
  {
    id: 'standard',
    name: 'Standard',
    price: '$22.22',
    amount: 22.22,
    period: 'per month',
    interval: 'Monthly',
    unlimitedQuestions: true,
    imageUploads: true,
    badge: 'MOST POPULAR',
  },
  {
    id: 'premium',
    name: 'Premium',
    price: '$222.22',
    amount: 222.22,
    period: 'per year',
    interval: 'Yearly',
    unlimitedQuestions: true,
    imageUploads: true,
    saving: 'Save $44.42',
  },
];
