import { env, SELF } from 'cloudflare:test';
import Stripe from 'stripe';
import { expect } from 'vitest';
import type { readSubscriptionDetails } from '../../worker/lib/subscription-details';
import { api, BASE, json } from './helpers';

export type Details = { success: boolean; subscription: Awaited<ReturnType<typeof readSubscriptionDetails>> };

export const details = async (token: string) =>
  (await json<Details>(await api('/api/subscription/details', { token }))).subscription;

/** The details with the card and invoices, as the billing screen asks for them. */
export const detailsWithAccount = async (token: string) =>
  (await json<Details>(await api('/api/subscription/details?include=account', { token }))).subscription;

export const checkout = (token: string, packId: string) =>
  api('/api/subscription/stripe-session', { token, body: { packId } });

/** The dev checkout's page for a session url, as the browser would load it. */
export const openDevCheckout = (url: string) => SELF.fetch(`${BASE}${new URL(url).pathname}${new URL(url).search}`);

/** Buys `packId` through the dev checkout: the session call, then Pay, as a user would. */
export async function buyThroughDevCheckout(token: string, packId = 'standard') {
  const res = await checkout(token, packId);
  expect(res.status).toBe(200);
  const { url } = await json<{ url: string }>(res);
  const form = new FormData();
  form.set('session', new URL(url).searchParams.get('session') ?? '');
  const pay = await SELF.fetch(`${BASE}/dev/checkout/pay`, { method: 'POST', body: form, redirect: 'manual' });
  expect(pay.status).toBe(303);
  return pay;
}

const cryptoProvider = Stripe.createSubtleCryptoProvider();

/** Posts `event` to the webhook, signed with Stripe's own test helper (optionally with an old timestamp). */
export async function deliverEvent(
  event: { id: string; type: string; data: { object: unknown } } & Record<string, unknown>,
  { secret = 'whsec_test_secret', timestamp }: { secret?: string; timestamp?: number } = {},
) {
  const payload = JSON.stringify({
    object: 'event',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    ...event,
  });
  const signature = await Stripe.webhooks.generateTestHeaderStringAsync({ payload, secret, timestamp, cryptoProvider });
  return SELF.fetch(`${BASE}/api/stripe/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    body: payload,
  });
}

let counter = 0;
export const eventId = () => `evt_test_${Date.now()}_${++counter}`;

type SubscriptionShape = {
  id: string;
  userId: string;
  customer: string;
  status: string;
  packId?: string;
  periodStart?: number;
  periodEnd?: number;
  trial?: boolean;
  cancelAtPeriodEnd?: boolean;
};

/** A subscription object laid out as Stripe's API (version 2026-10-28) returns it; times in seconds. */
export function stripeSubscription(s: SubscriptionShape) {
  const now = Math.floor(Date.now() / 1000);
  const start = s.periodStart ?? now;
  const end = s.periodEnd ?? start + 30 * 24 * 3600;
  return {
    id: s.id,
    object: 'subscription',
    customer: s.customer,
    status: s.status,
    currency: 'usd',
    start_date: start,
    trial_start: s.trial ? start : null,
    trial_end: s.trial ? end : null,
    cancel_at_period_end: s.cancelAtPeriodEnd ?? false,
    cancel_at: s.cancelAtPeriodEnd ? end : null,
    canceled_at: null,
    ended_at: s.status === 'canceled' ? now : null,
    metadata: { userId: s.userId, packId: s.packId ?? 'standard' },
    items: {
      object: 'list',
      data: [
        {
          id: `si_${s.id}`,
          object: 'subscription_item',
          quantity: 1,
          current_period_start: start,
          current_period_end: end,
          price: { id: 'price_standard_test', object: 'price', currency: 'usd', unit_amount: 2222 },
        },
      ],
    },
  };
}

export const openPortal = (token: string) => api('/api/subscription/portal', { token, method: 'POST' });

/** Presses a button on the dev billing page at `url`, as the browser posts its form. */
export function pressDevBilling(url: string, action: string, fields: Record<string, string> = {}) {
  const form = new FormData();
  form.set('session', new URL(url).searchParams.get('session') ?? '');
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return SELF.fetch(`${BASE}/dev/billing/${action}`, { method: 'POST', body: form, redirect: 'manual' });
}

/** The dev mailbox's mails to `to` whose subject contains `subject`. */
export async function mailsTo(to: string, subject: string) {
  const { results } = await env.DB.prepare(
    'select subject, text, html from dev_mails where "to" = ? and instr(subject, ?) > 0',
  )
    .bind(to, subject)
    .all<{ subject: string; text: string; html: string }>();
  return results;
}
