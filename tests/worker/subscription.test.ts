import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { BILLING_MESSAGES } from '../../worker/contract/messages';
import { PLANS } from '../../worker/contract/plans';
import { app } from '../../worker/index';
import { billingProviderFor, devCheckoutEnabled } from '../../worker/lib/billing/provider';
import { dbFor } from '../../worker/middleware/db';
import {
  buyThroughDevCheckout,
  checkout,
  type Details,
  deliverEvent,
  details,
  eventId,
  openDevCheckout,
  stripeSubscription,
} from './billing-helpers';
import { api, BASE, json, signUp } from './helpers';

const DAY_MS = 24 * 60 * 60 * 1000;

const subscriptionRow = (userId: string) =>
  env.DB.prepare('select id, customer_id as customerId, status from subscriptions where user_id = ?')
    .bind(userId)
    .first<{ id: string; customerId: string; status: string }>();

describe('GET api/package/active', () => {
  it('lists Standard (Monthly, 22.22) and Premium (Yearly, 222.22), the same figures as the pricing cards', async () => {
    const res = await api('/api/package/active');
    expect(res.status).toBe(200);
    const { packages } = await json<{
      packages: { packId: string; id: string; subscriptionType: string; amount: number }[];
    }>(res);
    expect(packages).toEqual([
      { packId: 'standard', id: 'standard', name: 'Standard', subscriptionType: 'Monthly', amount: 22.22 },
      { packId: 'premium', id: 'premium', name: 'Premium', subscriptionType: 'Yearly', amount: 222.22 },
    ]);
    for (const pack of packages) {
      const plan = PLANS.find((p) => p.id === pack.id);
      expect([plan?.amount, plan?.interval]).toEqual([pack.amount, pack.subscriptionType]);
    }
  });
});

describe('GET api/subscription/details', () => {
  it("shows a user with no subscription as Free at '$0.00' with 3 questions left", async () => {
    const { accessToken } = await signUp();
    const res = await api('/api/subscription/details', { token: accessToken });
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({
      success: true,
      subscription: {
        type: 'Free',
        amount: '$0.00',
        begins: null,
        ends: null,
        trialActive: false,
        status: null,
        cancelAtPeriodEnd: false,
        questionsLeft: 3,
        questionLimit: 3,
        questions: { used: 0, limit: 3, left: 3, renewsAt: null },
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
        trialAvailable: true,
        billingPortal: false,
      },
    });
  });

  it('needs a signed-in user', async () => {
    expect((await api('/api/subscription/details')).status).toBe(401);
    expect((await checkout('', 'standard')).status).toBe(401);
    expect((await api('/api/subscription/cancel', { method: 'POST' })).status).toBe(401);
    expect((await api('/api/subscription/resume', { method: 'POST' })).status).toBe(401);
  });
});

describe('POST api/subscription/stripe-session (dev checkout, no Stripe key)', () => {
  it('answers 400 for an unknown package and 422 without one', async () => {
    const { accessToken } = await signUp();
    const unknown = await checkout(accessToken, 'platinum');
    expect(unknown.status).toBe(400);
    expect((await json(unknown)).message).toBe(BILLING_MESSAGES.unknownPackage);
    await env.DB.prepare("update packages set active = 0 where id = 'premium'").run();
    try {
      expect((await checkout(accessToken, 'premium')).status).toBe(400);
    } finally {
      await env.DB.prepare("update packages set active = 1 where id = 'premium'").run();
    }
    expect((await api('/api/subscription/stripe-session', { token: accessToken, body: {} })).status).toBe(422);
  });

  it('leads to a checkout page with the plan, price and a 3-day trial; Pay starts a trialing Standard plan', async () => {
    const { accessToken, user } = await signUp();
    const { url, success } = await json<{ url: string; success: boolean }>(await checkout(accessToken, 'standard'));
    expect(success).toBe(true);
    expect(url).toMatch(/^http:\/\/app\.test\/dev\/checkout\?session=/);
    const page = await openDevCheckout(url);
    expect(page.status).toBe(200);
    const text = await page.text();
    expect(text).toContain('Subscribe to AdWise Standard');
    expect(text).toContain('3 days free');
    expect(text).toContain('Then $22.22 per month');
    expect(text).toMatch(/data-testid="due-today">\$0\.00/);

    const pay = await buyThroughDevCheckout(accessToken);
    expect(pay.headers.get('location')).toBe('http://app.test/manageSubscription?checkout=success');
    const sub = await details(accessToken);
    expect(sub).toMatchObject({ type: 'Standard', amount: '$22.22', status: 'trialing', trialActive: true });
    expect(Date.parse(sub.ends ?? '') - Date.now()).toBeGreaterThan(3 * DAY_MS - 60_000);
    expect(Date.parse(sub.ends ?? '') - Date.now()).toBeLessThanOrEqual(3 * DAY_MS);
    expect(Date.parse(sub.begins ?? '')).toBeLessThanOrEqual(Date.now());
    expect((await subscriptionRow(user.id))?.status).toBe('trialing');
  });

  it("answers 409 'Already Subscribed' to a subscribed user, and a second Pay buys nothing more", async () => {
    const { accessToken, user } = await signUp();
    const { url } = await json<{ url: string }>(await checkout(accessToken, 'premium'));
    await buyThroughDevCheckout(accessToken, 'premium');
    const again = await checkout(accessToken, 'standard');
    expect(again.status).toBe(409);
    expect((await json(again)).message).toBe(BILLING_MESSAGES.alreadySubscribed);
    const form = new FormData();
    form.set('session', new URL(url).searchParams.get('session') ?? '');
    await SELF.fetch(`${BASE}/dev/checkout/pay`, { method: 'POST', body: form, redirect: 'manual' });
    const rows = await env.DB.prepare('select count(*) as n from subscriptions where user_id = ?')
      .bind(user.id)
      .first<{ n: number }>();
    expect(rows?.n).toBe(1);
    expect(await details(accessToken)).toMatchObject({ type: 'Premium', amount: '$222.22' });
  });

  it('offers the trial once per user, ever: a second purchase is charged at once', async () => {
    const { accessToken, user } = await signUp();
    await buyThroughDevCheckout(accessToken);
    const first = await subscriptionRow(user.id);
    const ended = await deliverEvent({
      id: eventId(),
      type: 'customer.subscription.deleted',
      data: {
        object: stripeSubscription({
          id: first?.id ?? '',
          userId: user.id,
          customer: first?.customerId ?? '',
          status: 'canceled',
          trial: true,
        }),
      },
    });
    expect(ended.status).toBe(200);
    expect(await details(accessToken)).toMatchObject({ type: 'Free', amount: '$0.00', trialAvailable: false });

    const { url } = await json<{ url: string }>(await checkout(accessToken, 'standard'));
    const page = await (await openDevCheckout(url)).text();
    expect(page).not.toContain('days free');
    expect(page).toMatch(/data-testid="due-today">\$22\.22/);
    await buyThroughDevCheckout(accessToken);
    expect(await details(accessToken)).toMatchObject({ status: 'active', trialActive: false, amount: '$22.22' });
    const customers = await env.DB.prepare('select distinct customer_id as c from subscriptions where user_id = ?')
      .bind(user.id)
      .all();
    expect(customers.results).toHaveLength(1);
  });

  it('refuses a forged or foreign checkout session, or a Pay that is not a form', async () => {
    const form = new FormData();
    form.set('session', 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.forged');
    expect((await SELF.fetch(`${BASE}/dev/checkout/pay`, { method: 'POST', body: form })).status).toBe(404);
    expect((await SELF.fetch(`${BASE}/dev/checkout/pay`, { method: 'POST', body: '{}' })).status).toBe(404);
    expect((await SELF.fetch(`${BASE}/dev/checkout?session=nope`)).status).toBe(404);
  });

  it('does not exist unless the environment says development (or test): a deploy that names none is production', async () => {
    const { accessToken } = await signUp();
    const { url } = await json<{ url: string }>(await checkout(accessToken, 'standard'));
    const page = `${BASE}${new URL(url).pathname}${new URL(url).search}`;
    expect((await app.request(page, undefined, env)).status).toBe(200);
    for (const ENVIRONMENT of ['production', 'preview', '']) {
      expect((await app.request(page, undefined, { ...env, ENVIRONMENT })).status).toBe(404);
    }
  });

  it('exists only with no Stripe key, outside production', () => {
    expect(devCheckoutEnabled({ STRIPE_SECRET_KEY: '', ENVIRONMENT: 'development' })).toBe(true);
    expect(devCheckoutEnabled({ STRIPE_SECRET_KEY: '', ENVIRONMENT: 'production' })).toBe(false);
    expect(devCheckoutEnabled({ STRIPE_SECRET_KEY: 'sk_test_x', ENVIRONMENT: 'test' })).toBe(false);
  });
});

describe('POST api/subscription/cancel', () => {
  it('cancels at the end of the period: the user keeps the plan until then', async () => {
    const { accessToken } = await signUp();
    await buyThroughDevCheckout(accessToken);
    const before = await details(accessToken);
    const res = await api('/api/subscription/cancel', { method: 'POST', token: accessToken });
    expect(res.status).toBe(200);
    const body = await json<{ success: boolean; Message: string }>(res);
    expect(body.success).toBe(true);
    expect(body.Message).toMatch(
      /^Subscription cancelled successfully\. You keep your plan until [A-Z][a-z]+ \d{1,2}, \d{4}\.$/,
    );
    const after = await details(accessToken);
    expect(after).toMatchObject({ type: 'Standard', amount: '$22.22', cancelAtPeriodEnd: true, ends: before.ends });
    // Cancelling again changes nothing.
    expect((await api('/api/subscription/cancel', { method: 'POST', token: accessToken })).status).toBe(200);
  });

  it("answers 404 to a user with nothing to cancel, and never touches another user's subscription", async () => {
    const alice = await signUp();
    const bob = await signUp();
    await buyThroughDevCheckout(alice.accessToken);
    const res = await api('/api/subscription/cancel', { method: 'POST', token: bob.accessToken });
    expect(res.status).toBe(404);
    expect((await json(res)).message).toBe(BILLING_MESSAGES.noSubscription);
    expect(await details(bob.accessToken)).toMatchObject({ type: 'Free', amount: '$0.00' });
    expect(await details(alice.accessToken)).toMatchObject({ type: 'Standard', cancelAtPeriodEnd: false });
  });
});

describe('POST api/subscription/resume', () => {
  it('undoes a cancel: the plan renews at the end of the same period', async () => {
    const { accessToken } = await signUp();
    await buyThroughDevCheckout(accessToken);
    const before = await details(accessToken);
    await api('/api/subscription/cancel', { method: 'POST', token: accessToken });
    const res = await api('/api/subscription/resume', { method: 'POST', token: accessToken });
    expect(res.status).toBe(200);
    const body = await json<{ success: boolean; Message: string; subscription: Details['subscription'] }>(res);
    expect(body.success).toBe(true);
    expect(body.Message).toMatch(
      /^Subscription resumed successfully\. Your plan renews on [A-Z][a-z]+ \d{1,2}, \d{4}\.$/,
    );
    expect(body.subscription).toMatchObject({ type: 'Standard', cancelAtPeriodEnd: false, ends: before.ends });
    expect(await details(accessToken)).toMatchObject({
      status: 'trialing',
      cancelAtPeriodEnd: false,
      ends: before.ends,
    });
  });

  it('answers 404 when nothing is set to end: no plan, or a plan that already renews', async () => {
    const { accessToken } = await signUp();
    const free = await api('/api/subscription/resume', { method: 'POST', token: accessToken });
    expect(free.status).toBe(404);
    expect((await json(free)).message).toBe(BILLING_MESSAGES.nothingToResume);
    await buyThroughDevCheckout(accessToken);
    const renewing = await api('/api/subscription/resume', { method: 'POST', token: accessToken });
    expect(renewing.status).toBe(404);
    expect((await json(renewing)).message).toBe(BILLING_MESSAGES.nothingToResume);
  });

  it('has no billing portal for a user who never reached checkout', async () => {
    const { user } = await signUp();
    expect(await billingProviderFor(env, dbFor(env.DB))?.portal(user.id, BASE)).toBeNull();
  });
});

describe('with no way to take payments (production, no Stripe key)', () => {
  const production = { ...env, ENVIRONMENT: 'production' };
  const post = (path: string, token: string) =>
    app.request(`${BASE}${path}`, { method: 'POST', headers: { Authorization: `Bearer ${token}` } }, production);

  it("answers 503 'Payments are not configured.' to checkout, cancel, resume and the webhook", async () => {
    const { accessToken } = await signUp();
    const session = await app.request(
      `${BASE}/api/subscription/stripe-session`,
      {
        method: 'POST',
        headers: { Authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ packId: 'standard' }),
      },
      production,
    );
    expect(session.status).toBe(503);
    expect((await json(session)).message).toBe(BILLING_MESSAGES.notConfigured);

    await buyThroughDevCheckout(accessToken);
    const cancel = await post('/api/subscription/cancel', accessToken);
    expect(cancel.status).toBe(503);
    expect((await json(cancel)).message).toBe(BILLING_MESSAGES.notConfigured);
    await api('/api/subscription/cancel', { method: 'POST', token: accessToken });
    const resume = await post('/api/subscription/resume', accessToken);
    expect(resume.status).toBe(503);
    expect((await json(resume)).message).toBe(BILLING_MESSAGES.notConfigured);
    expect(await details(accessToken)).toMatchObject({ cancelAtPeriodEnd: true });

    const webhook = await app.request(`${BASE}/api/stripe/webhook`, { method: 'POST', body: '{}' }, production);
    expect(webhook.status).toBe(503);
  });
});

describe('POST api/stripe/webhook', () => {
  const event = (userId: string, status: string, id = 'sub_hook') => ({
    id: eventId(),
    type: 'customer.subscription.updated',
    data: { object: stripeSubscription({ id: `${id}_${userId}`, userId, customer: `cus_${userId}`, status }) },
  });

  it('accepts a correctly signed event and keeps the subscription in step', async () => {
    const { accessToken, user } = await signUp();
    const res = await deliverEvent(event(user.id, 'active'));
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ received: true, duplicate: false });
    expect(await details(accessToken)).toMatchObject({ type: 'Standard', status: 'active' });
  });

  it('rejects a wrong, missing or stale signature with 400 and changes nothing', async () => {
    const { accessToken, user } = await signUp();
    const wrong = await deliverEvent(event(user.id, 'active'), { secret: 'whsec_someone_else' });
    expect(wrong.status).toBe(400);
    expect((await json(wrong)).message).toBe(BILLING_MESSAGES.badSignature);
    const stale = await deliverEvent(event(user.id, 'active'), { timestamp: Math.floor(Date.now() / 1000) - 600 });
    expect(stale.status).toBe(400);
    const unsigned = await SELF.fetch(`${BASE}/api/stripe/webhook`, {
      method: 'POST',
      body: JSON.stringify(event(user.id, 'active')),
    });
    expect(unsigned.status).toBe(400);
    expect(await details(accessToken)).toMatchObject({ type: 'Free' });
  });

  it('never brings an ended subscription back, whatever arrives after its end', async () => {
    const { accessToken, user } = await signUp();
    await deliverEvent(event(user.id, 'active'));
    await deliverEvent(event(user.id, 'canceled'));
    // An older 'updated' event, delivered late under its own id.
    expect((await deliverEvent(event(user.id, 'active'))).status).toBe(200);
    expect(await details(accessToken)).toMatchObject({ type: 'Free', amount: '$0.00' });
  });

  it('takes an event larger than the 100 KB JSON limit (an invoice with many lines)', async () => {
    const { accessToken, user } = await signUp();
    const big = { ...event(user.id, 'active'), padding: 'x'.repeat(300 * 1024) };
    expect((await deliverEvent(big)).status).toBe(200);
    expect(await details(accessToken)).toMatchObject({ status: 'active' });
  });

  it('handles each event id once: a replayed old event does not undo a newer one', async () => {
    const { accessToken, user } = await signUp();
    const activated = event(user.id, 'active');
    await deliverEvent(activated);
    await deliverEvent(event(user.id, 'canceled'));
    const replay = await deliverEvent(activated);
    expect(replay.status).toBe(200);
    expect(await json(replay)).toEqual({ received: true, duplicate: true });
    expect(await details(accessToken)).toMatchObject({ type: 'Free', amount: '$0.00' });
  });
});
