import { SELF } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BILLING_MESSAGES } from '../../worker/contract/messages';
import { INVOICES_SHOWN } from '../../worker/lib/billing/stripe-account';
import {
  deliverEvent,
  details,
  detailsWithAccount,
  eventId,
  mailsTo,
  openPortal,
  stripeSubscription,
} from '../worker/billing-helpers';
import { api, BASE, json, signUp } from '../worker/helpers';
import { fakeStripe } from './fake-stripe';

afterEach(() => {
  vi.restoreAllMocks();
});

type Account = Awaited<ReturnType<typeof signUp>>;

const card = (id: string, brand: string, last4: string) => ({
  id,
  object: 'payment_method',
  type: 'card',
  card: { brand, last4, exp_month: 12, exp_year: 2030, funding: 'credit', country: 'US' },
});

const invoice = (customer: string, n: number, status: string, created: number) => ({
  id: `in_test_${n}`,
  object: 'invoice',
  customer,
  number: status === 'draft' ? null : `ADW-000${n}`,
  created,
  currency: 'usd',
  total: 2222,
  amount_due: 2222,
  status,
  hosted_invoice_url: status === 'draft' ? null : `https://invoice.stripe.com/i/acct_test/test_${n}`,
});

/** A subscription Stripe holds and our rows know of (its created event delivered). */
async function subscribed(
  stripe: ReturnType<typeof fakeStripe>,
  account: Account,
  extra: Record<string, unknown> = {},
) {
  const id = `sub_${account.user.id}`;
  const customer = `cus_${account.user.id}`;
  const object = { ...stripeSubscription({ id, userId: account.user.id, customer, status: 'active' }), ...extra };
  stripe.subscriptions.set(id, object);
  await deliverEvent({ id: eventId(), type: 'customer.subscription.created', data: { object } });
  return { id, customer, object };
}

describe('GET api/subscription/details (Stripe)', () => {
  it("reads the card's brand and last four and the last invoices from Stripe, drafts left out", async () => {
    const stripe = fakeStripe();
    const account = await signUp();
    const { id, customer } = await subscribed(stripe, account, {
      default_payment_method: card('pm_test_1', 'visa', '4242'),
    });
    const t = Math.floor(Date.UTC(2026, 10, 1) / 1000);
    stripe.invoices.push(invoice(customer, 3, 'draft', t + 2), invoice(customer, 2, 'open', t + 1));
    stripe.invoices.push(invoice(customer, 1, 'paid', t), invoice('cus_someone_else', 9, 'paid', t));

    const before = stripe.calls.length;
    // The plain details (sidebar, composer) ask Stripe nothing.
    expect(await details(account.accessToken)).toMatchObject({ card: null, invoices: null });
    expect(stripe.calls.length).toBe(before);
    const sub = await detailsWithAccount(account.accessToken);
    expect(sub.card).toEqual({ brand: 'visa', last4: '4242' });
    expect(sub.invoices).toEqual([
      {
        number: 'ADW-0002',
        date: new Date((t + 1) * 1000).toISOString(),
        amount: { amountCents: 2222, currency: 'usd' },
        status: 'open',
        hostedInvoiceUrl: 'https://invoice.stripe.com/i/acct_test/test_2',
      },
      {
        number: 'ADW-0001',
        date: new Date(t * 1000).toISOString(),
        amount: { amountCents: 2222, currency: 'usd' },
        status: 'paid',
        hostedInvoiceUrl: 'https://invoice.stripe.com/i/acct_test/test_1',
      },
    ]);
    const read = stripe.calls.findLast((c) => c.method === 'GET' && c.path === `/v1/subscriptions/${id}`);
    expect([...(read?.params.values() ?? [])]).toEqual(
      expect.arrayContaining(['default_payment_method', 'customer.invoice_settings.default_payment_method']),
    );
    const list = stripe.calls.find((c) => c.path === '/v1/invoices');
    expect(list?.params.get('customer')).toBe(customer);
    expect(Number(list?.params.get('limit'))).toBe(INVOICES_SHOWN + 1);
  });

  it("falls back to the customer's default card (the portal sets it)", async () => {
    const stripe = fakeStripe();
    const account = await signUp();
    await subscribed(stripe, account, {
      default_payment_method: null,
      customer: {
        id: `cus_${account.user.id}`,
        object: 'customer',
        invoice_settings: { default_payment_method: card('pm_test_2', 'mastercard', '4444') },
      },
    });
    expect((await detailsWithAccount(account.accessToken)).card).toEqual({ brand: 'mastercard', last4: '4444' });
  });

  it('answers 200 with null card and invoices when Stripe fails, and asks nothing for a user with no customer', async () => {
    const stripe = fakeStripe();
    const account = await signUp();
    await subscribed(stripe, account);
    const free = await signUp();
    const before = stripe.calls.length;
    expect(await detailsWithAccount(free.accessToken)).toMatchObject({ type: 'Free', card: null, invoices: null });
    expect(stripe.calls.length).toBe(before);

    vi.restoreAllMocks();
    fakeStripe({ down: true });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const res = await api('/api/subscription/details?include=account', { token: account.accessToken });
    expect(res.status).toBe(200);
    expect((await json<{ subscription: object }>(res)).subscription).toMatchObject({
      type: 'Standard',
      card: null,
      invoices: null,
    });
  });
});

describe('POST api/subscription/portal (Stripe)', () => {
  it('opens a Billing Portal session for the user’s customer that returns to /manageSubscription', async () => {
    const stripe = fakeStripe();
    const account = await signUp();
    const none = await openPortal(account.accessToken);
    expect(none.status).toBe(404);
    expect((await json(none)).message).toBe(BILLING_MESSAGES.noBillingAccount);
    const { customer } = await subscribed(stripe, account);
    const res = await openPortal(account.accessToken);
    expect(res.status).toBe(200);
    expect((await json<{ url: string }>(res)).url).toMatch(/^https:\/\/billing\.stripe\.com\/p\/session\/test_/);
    const [session] = stripe.posted('/v1/billing_portal/sessions');
    expect(session?.params.get('customer')).toBe(customer);
    expect(session?.params.get('return_url')).toBe(`${BASE}/manageSubscription`);
  });
});

describe('the dev billing page (Stripe)', () => {
  it('does not exist once a key is set', async () => {
    fakeStripe();
    expect((await SELF.fetch(`${BASE}/dev/billing?session=x`)).status).toBe(404);
  });
});

describe('POST api/subscription/switch (Stripe)', () => {
  it("updates the subscription item's price, prorated as Stripe defaults, and stores Stripe's answer", async () => {
    const stripe = fakeStripe();
    const account = await signUp();
    const { id } = await subscribed(stripe, account);
    const res = await api('/api/subscription/switch', { token: account.accessToken, body: { packId: 'premium' } });
    expect(res.status).toBe(200);
    expect((await json<{ Message: string }>(res)).Message).toBe(BILLING_MESSAGES.switched('Premium'));
    const [update] = stripe.posted(`/v1/subscriptions/${id}`);
    expect(Object.fromEntries(update?.params ?? [])).toMatchObject({
      'items[0][id]': `si_${id}`,
      'items[0][price]': 'price_premium_test',
      'metadata[packId]': 'premium',
    });
    // Stripe's default (create_prorations) applies: nothing is sent to change it.
    expect(update?.params.has('proration_behavior')).toBe(false);
    expect(await details(account.accessToken)).toMatchObject({ type: 'Premium', amount: '$222.22' });
  });

  it('takes the plan from the price a portal switch left (metadata unchanged)', async () => {
    const stripe = fakeStripe();
    const account = await signUp();
    const { id, object } = await subscribed(stripe, account);
    const items = object.items as { data: { price: { id: string } }[] };
    const item = items.data[0];
    if (item) item.price = { ...item.price, id: 'price_premium_test' };
    stripe.subscriptions.set(id, object);
    await deliverEvent({ id: eventId(), type: 'customer.subscription.updated', data: { object } });
    expect(await details(account.accessToken)).toMatchObject({ type: 'Premium', packId: 'premium' });
  });
});

describe('billing e-mails (Stripe)', () => {
  it('sends the payment-failed mail once when Stripe delivers the event twice', async () => {
    const stripe = fakeStripe();
    const account = await signUp();
    const { id, customer } = await subscribed(stripe, account);
    const failed = {
      id: eventId(),
      type: 'invoice.payment_failed',
      data: {
        object: {
          ...invoice(customer, 7, 'open', Math.floor(Date.now() / 1000)),
          parent: { type: 'subscription_details', subscription_details: { subscription: id, metadata: {} } },
        },
      },
    };
    await deliverEvent(failed);
    await deliverEvent(failed);
    expect(await mailsTo(account.email, "payment didn't go through")).toHaveLength(1);
  });

  it("confirms a cancellation once, when Stripe's events report it (twice here)", async () => {
    const stripe = fakeStripe();
    const account = await signUp();
    const { id } = await subscribed(stripe, account);
    await api('/api/subscription/cancel', { method: 'POST', token: account.accessToken });
    const object = stripe.subscriptions.get(id) ?? {};
    expect(object.cancel_at_period_end).toBe(true);
    await deliverEvent({ id: eventId(), type: 'customer.subscription.updated', data: { object } });
    await deliverEvent({ id: eventId(), type: 'customer.subscription.updated', data: { object } });
    const mails = await mailsTo(account.email, 'plan is cancelled');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toMatch(/Standard plan is cancelled\. You keep it until /);
  });
});
