import * as v from 'valibot';

const packId = v.pipe(v.string('Choose a plan.'), v.trim(), v.nonEmpty('Choose a plan.'), v.maxLength(64));

export const checkoutSchema = v.object({ packId });
export const switchPlanSchema = v.object({ packId });

/** An amount in the currency's minor unit, for `Intl.NumberFormat` in the user's locale. */
export type Money = { amountCents: number; currency: string };

export type CardOnFile = { brand: string; last4: string };

export type InvoiceSummary = {
  number: string | null;
  date: string;
  amount: Money;
  status: string | null;
  hostedInvoiceUrl: string | null;
};

/** What only the payment provider knows; null where it keeps none (no Stripe key). */
export type BillingAccount = { card: CardOnFile | null; invoices: InvoiceSummary[] | null };

/** A Free user's rolling allowance; `renewsAt` is when the oldest counted question stops counting. */
export type QuestionMeter = { used: number; limit: number; left: number; renewsAt: string | null };

export type AfterTrial = {
  packId: string;
  plan: string;
  interval: 'month' | 'year';
  amount: Money;
  firstChargeAt: string;
};
