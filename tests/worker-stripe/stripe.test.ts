import { env, SELF } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BILLING_MESSAGES } from '../../worker/contract/messages';
import { app } from '../../worker/index';
import { billingProviderFor } from '../../worker/lib/billing/provider';
import { dbFor } from '../../worker/middleware/db';
import { checkout, deliverEvent, details, eventId, stripeSubscription } from '../worker/billing-helpers';
import { api, BASE, json, signUp } from '../worker/helpers';
import { fakeStripe } from './fake-stripe';

afterEach(() => {
  vi.restoreAllMocks();
});

type Account = Awaited<ReturnType<typeof signUp>>;

/** Stripe's current state for the user's subscription, and an event carrying (possibly older) state. */
function subscriptionOf(stripe: ReturnType<typeof fakeStripe>, account: Account, id = `sub_${account.user.id}`) {
  const customer = `cus_${account.user.id}`;
  return {
    id,
    setState(status: string, extra: { trial?: boolean; cancelAtPeriodEnd?: boolean; periodStart?: number } = {}) {
      stripe.subscriptions.set(id, stripeSubscription({ id, userId: account.user.id, customer, status, ...extra }));
    },
    event(type: string, status: string, extra: { trial?: boolean } = {}) {
      return deliverEvent({
        id: eventId(),
        type,
        data: { object: stripeSubscription({ id, userId: account.user.id, customer, status, ...extra }) },
      });
    },
  };
}

describe('POST api/subscription/stripe-session (Stripe)', () => {
  it('creates a subscription-mode Checkout Session for the package price with a 3-day trial, for this user', async () => {
    const stripe = fakeStripe();
    const account = await signUp();
    const res = await checkout(account.accessToken, 'standard');
    expect(res.status).toBe(200);
    const body = await json<{ success: boolean; url: string }>(res);
    expect(body).toEqual({
      success: true,
      url: expect.stringMatching(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/),
    });

    const [customer] = stripe.posted('/v1/customers');
    expect(customer?.params.get('email')).toBe(account.email);
    expect(customer?.params.get('metadata[userId]')).toBe(account.user.id);
    const [session] = stripe.posted('/v1/checkout/sessions');
    const params = Object.fromEntries(session?.params ?? []);
    expect(params).toMatchObject({
      mode: 'subscription',
      customer: expect.stringMatching(/^cus_test_/),
      client_reference_id: account.user.id,
      'metadata[userId]': account.user.id,
      'metadata[packId]': 'standard',
      'line_items[0][price]': 'price_standard_test',
      'line_items[0][quantity]': '1',
      'subscription_data[trial_period_days]': '3',
      'subscription_data[metadata][userId]': account.user.id,
      success_url: 'http://app.test/manageSubscription?checkout=success',
      cancel_url: 'http://app.test/upgrade',
    });
  });

  it("reuses the user's customer and uses each package's own price", async () => {
    const stripe = fakeStripe();
    const account = await signUp();
    await checkout(account.accessToken, 'standard');
    await checkout(account.accessToken, 'premium');
    expect(stripe.posted('/v1/customers')).toHaveLength(1);
    const sessions = stripe.posted('/v1/checkout/sessions');
    const customer = sessions[0]?.params.get('customer');
    expect(customer).toMatch(/^cus_test_/);
    expect(sessions[1]?.params.get('customer')).toBe(customer);
    expect(sessions[1]?.params.get('line_items[0][price]')).toBe('price_premium_test');
  });

  it('offers no second trial to a user who has had one', async () => {
    const stripe = fakeStripe();
    const account = await signUp();
    const sub = subscriptionOf(stripe, account);
    sub.setState('canceled', { trial: true });
    await sub.event('customer.subscription.deleted', 'canceled', { trial: true });
    await checkout(account.accessToken, 'standard');
    const [session] = stripe.posted('/v1/checkout/sessions');
    expect(session?.params.has('subscription_data[trial_period_days]')).toBe(false);
    expect(session?.params.get('customer')).toBe(`cus_${account.user.id}`);
  });

  it("answers 409 'Already Subscribed' without asking Stripe, and 400 for an unknown package", async () => {
    const stripe = fakeStripe();
    const account = await signUp();
    const sub = subscriptionOf(stripe, account);
    sub.setState('trialing', { trial: true });
    await sub.event('customer.subscription.created', 'trialing', { trial: true });
    const res = await checkout(account.accessToken, 'premium');
    expect(res.status).toBe(409);
    expect((await json(res)).message).toBe(BILLING_MESSAGES.alreadySubscribed);
    expect((await checkout(account.accessToken, 'gold')).status).toBe(400);
    expect(stripe.posted('/v1/checkout/sessions')).toHaveLength(0);
  });

  it('asks Stripe before a second checkout: a subscription whose webhooks are still on their way answers 409', async () => {
    const stripe = fakeStripe();
    const account = await signUp();
    await checkout(account.accessToken, 'standard');
    const customer = stripe.posted('/v1/checkout/sessions')[0]?.params.get('customer') ?? '';
    // The first checkout completed at Stripe; no event has reached us yet.
    const id = 'sub_unreported';
    stripe.subscriptions.set(
      id,
      stripeSubscription({ id, userId: account.user.id, customer, status: 'trialing', trial: true }),
    );
    const second = await checkout(account.accessToken, 'premium');
    expect(second.status).toBe(409);
    expect((await json(second)).message).toBe(BILLING_MESSAGES.alreadySubscribed);
    expect(stripe.posted('/v1/checkout/sessions')).toHaveLength(1);
    expect(await details(account.accessToken)).toMatchObject({ status: 'trialing', trialActive: true });
  });

  it('offers no trial when Stripe shows one our rows have not heard of, and lets the session expire within the hour', async () => {
    const stripe = fakeStripe();
    const account = await signUp();
    await checkout(account.accessToken, 'standard');
    const customer = stripe.posted('/v1/checkout/sessions')[0]?.params.get('customer') ?? '';
    const id = 'sub_ended_trial';
    stripe.subscriptions.set(
      id,
      stripeSubscription({ id, userId: account.user.id, customer, status: 'canceled', trial: true }),
    );
    expect((await checkout(account.accessToken, 'standard')).status).toBe(200);
    const [first, second] = stripe.posted('/v1/checkout/sessions');
    expect(first?.params.get('subscription_data[trial_period_days]')).toBe('3');
    expect(second?.params.has('subscription_data[trial_period_days]')).toBe(false);
    const expiresIn = Number(second?.params.get('expires_at')) - Date.now() / 1000;
    expect(expiresIn).toBeGreaterThan(30 * 60);
    expect(expiresIn).toBeLessThanOrEqual(60 * 60);
  });

  it('answers 502 with a clear message when Stripe fails', async () => {
    fakeStripe({ down: true });
    const account = await signUp();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const res = await checkout(account.accessToken, 'standard');
    expect(res.status).toBe(502);
    expect((await json(res)).message).toBe(BILLING_MESSAGES.stripeFailed);
  });

  it('has no dev checkout once a key is set', async () => {
    fakeStripe();
    expect((await SELF.fetch(`${BASE}/dev/checkout?session=x`)).status).toBe(404);
  });
});

describe('POST api/stripe/webhook (Stripe)', () => {
  it('ends in Stripe’s current state whatever order events arrive in', async () => {
    const stripe = fakeStripe();
    const account = await signUp();
    const sub = subscriptionOf(stripe, account);
    // The trial converted to a paid plan; the older 'created (trialing)' event arrives last.
    sub.setState('active');
    await sub.event('customer.subscription.updated', 'active');
    await sub.event('customer.subscription.created', 'trialing', { trial: true });
    expect(await details(account.accessToken)).toMatchObject({
      status: 'active',
      trialActive: false,
      amount: '$22.22',
    });
  });

  it('keeps the row in step through checkout, a failed renewal, a paid invoice and the end', async () => {
    const stripe = fakeStripe();
    const account = await signUp();
    const sub = subscriptionOf(stripe, account);
    sub.setState('trialing', { trial: true });
    const completed = await deliverEvent({
      id: eventId(),
      type: 'checkout.session.completed',
      data: {
        object: {
          id: 'cs_test_done',
          object: 'checkout.session',
          mode: 'subscription',
          client_reference_id: account.user.id,
          customer: `cus_${account.user.id}`,
          subscription: sub.id,
          metadata: { userId: account.user.id, packId: 'standard' },
        },
      },
    });
    expect(completed.status).toBe(200);
    expect(await details(account.accessToken)).toMatchObject({ status: 'trialing', trialActive: true });

    const invoice = (type: string) =>
      deliverEvent({
        id: eventId(),
        type,
        data: {
          object: {
            id: `in_${type}`,
            object: 'invoice',
            customer: `cus_${account.user.id}`,
            parent: { type: 'subscription_details', subscription_details: { subscription: sub.id, metadata: {} } },
          },
        },
      });
    sub.setState('past_due');
    await invoice('invoice.payment_failed');
    expect(await details(account.accessToken)).toMatchObject({ status: 'past_due', amount: '$22.22' });
    sub.setState('active');
    await invoice('invoice.paid');
    expect(await details(account.accessToken)).toMatchObject({ status: 'active' });
    sub.setState('canceled');
    await sub.event('customer.subscription.deleted', 'canceled');
    expect(await details(account.accessToken)).toMatchObject({ type: 'Free', amount: '$0.00' });
  });

  it('records and ignores an event for a subscription Stripe does not know, so it is not retried for days', async () => {
    fakeStripe();
    const account = await signUp();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const id = 'sub_not_in_this_account';
    const object = stripeSubscription({ id, userId: account.user.id, customer: 'cus_x', status: 'active' });
    const event = { id: eventId(), type: 'customer.subscription.updated', data: { object } };
    const res = await deliverEvent(event);
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ received: true, duplicate: false });
    expect(warn).toHaveBeenCalled();
    expect(await json(await deliverEvent(event))).toEqual({ received: true, duplicate: true });
    expect(await details(account.accessToken)).toMatchObject({ type: 'Free' });
  });

  it('answers 503 while the webhook secret is missing', async () => {
    fakeStripe();
    const res = await app.request(
      `${BASE}/api/stripe/webhook`,
      { method: 'POST', headers: { 'stripe-signature': 't=1,v1=x' }, body: '{}' },
      { ...env, STRIPE_WEBHOOK_SECRET: '' },
    );
    expect(res.status).toBe(503);
    expect((await json(res)).message).toBe(BILLING_MESSAGES.notConfigured);
  });

  it('asks Stripe once for an event delivered twice', async () => {
    const stripe = fakeStripe();
    const account = await signUp();
    const sub = subscriptionOf(stripe, account);
    sub.setState('active');
    const event = {
      id: eventId(),
      type: 'customer.subscription.updated',
      data: { object: stripeSubscription({ id: sub.id, userId: account.user.id, customer: 'c', status: 'active' }) },
    };
    await deliverEvent(event);
    expect(await json(await deliverEvent(event))).toEqual({ received: true, duplicate: true });
    expect(stripe.calls.filter((c) => c.method === 'GET' && c.path === `/v1/subscriptions/${sub.id}`)).toHaveLength(1);
  });
});

describe('POST api/subscription/cancel (Stripe)', () => {
  it('sets cancel_at_period_end through Stripe and keeps the plan until the period ends', async () => {
    const stripe = fakeStripe();
    const account = await signUp();
    const sub = subscriptionOf(stripe, account);
    sub.setState('active');
    await sub.event('customer.subscription.created', 'active');
    const res = await api('/api/subscription/cancel', { method: 'POST', token: account.accessToken });
    expect(res.status).toBe(200);
    expect((await json<{ Message: string }>(res)).Message).toMatch(/^Subscription cancelled successfully\./);
    const [update] = stripe.posted(`/v1/subscriptions/${sub.id}`);
    expect(update?.params.get('cancel_at_period_end')).toBe('true');
    expect(await details(account.accessToken)).toMatchObject({
      status: 'active',
      cancelAtPeriodEnd: true,
      amount: '$22.22',
    });
  });
});

describe('POST api/subscription/resume (Stripe)', () => {
  it('clears cancel_at_period_end through Stripe: the plan renews again', async () => {
    const stripe = fakeStripe();
    const account = await signUp();
    const sub = subscriptionOf(stripe, account);
    sub.setState('active', { cancelAtPeriodEnd: true });
    await sub.event('customer.subscription.updated', 'active');
    expect(await details(account.accessToken)).toMatchObject({ cancelAtPeriodEnd: true });
    const res = await api('/api/subscription/resume', { method: 'POST', token: account.accessToken });
    expect(res.status).toBe(200);
    expect((await json<{ Message: string }>(res)).Message).toMatch(/^Subscription resumed successfully\./);
    const [update] = stripe.posted(`/v1/subscriptions/${sub.id}`);
    expect(update?.params.get('cancel_at_period_end')).toBe('false');
    expect(await details(account.accessToken)).toMatchObject({ status: 'active', cancelAtPeriodEnd: false });
  });

  it('answers 404 without asking Stripe when the plan is not set to end, and 502 when Stripe fails', async () => {
    const stripe = fakeStripe();
    const account = await signUp();
    const sub = subscriptionOf(stripe, account);
    sub.setState('active');
    await sub.event('customer.subscription.created', 'active');
    const res = await api('/api/subscription/resume', { method: 'POST', token: account.accessToken });
    expect(res.status).toBe(404);
    expect((await json(res)).message).toBe(BILLING_MESSAGES.nothingToResume);
    expect(stripe.posted(`/v1/subscriptions/${sub.id}`)).toHaveLength(0);

    sub.setState('active', { cancelAtPeriodEnd: true });
    await sub.event('customer.subscription.updated', 'active');
    vi.restoreAllMocks();
    fakeStripe({ down: true });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const down = await api('/api/subscription/resume', { method: 'POST', token: account.accessToken });
    expect(down.status).toBe(502);
    expect((await json(down)).message).toBe(BILLING_MESSAGES.stripeFailed);
  });
});

describe('the Stripe billing provider', () => {
  it("opens a Billing Portal session for the user's customer that returns to /manageSubscription", async () => {
    const stripe = fakeStripe();
    const account = await signUp();
    const billing = billingProviderFor(env, dbFor(env.DB));
    expect(await billing?.portal(account.user.id, BASE)).toBeNull();
    expect(stripe.posted('/v1/billing_portal/sessions')).toHaveLength(0);

    await checkout(account.accessToken, 'standard');
    const url = await billing?.portal(account.user.id, BASE);
    expect(url).toMatch(/^https:\/\/billing\.stripe\.com\/p\/session\/test_/);
    const [portal] = stripe.posted('/v1/billing_portal/sessions');
    expect(portal?.params.get('customer')).toBe(stripe.posted('/v1/checkout/sessions')[0]?.params.get('customer'));
    expect(portal?.params.get('return_url')).toBe(`${BASE}/manageSubscription`);
  });
});
