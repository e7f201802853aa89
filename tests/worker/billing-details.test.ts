import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { BILLING_MESSAGES } from '../../worker/contract/messages';
import { app } from '../../worker/index';
import { questionMeter } from '../../worker/lib/entitlements';
import { dbFor } from '../../worker/middleware/db';
import {
  buyThroughDevCheckout,
  deliverEvent,
  details,
  detailsWithAccount,
  eventId,
  openPortal,
  pressDevBilling,
  stripeSubscription,
} from './billing-helpers';
import { api, BASE, json, signUp } from './helpers';

const DAY_MS = 24 * 60 * 60 * 1000;
const iso = (ms: number) => new Date(ms).toISOString();

const askedAt = (userId: string, ...times: number[]) =>
  env.DB.batch(
    times.map((t) => env.DB.prepare('insert into question_log (user_id, created_at) values (?, ?)').bind(userId, t)),
  );

const row = (userId: string) =>
  env.DB.prepare('select * from subscriptions where user_id = ?')
    .bind(userId)
    .first<{ id: string; customer_id: string; current_period_end: number; last_event_created: number | null }>();

async function portalUrl(token: string) {
  const res = await api('/api/subscription/portal', { token, method: 'POST' });
  expect(res.status).toBe(200);
  return (await json<{ url: string }>(res)).url;
}

describe('the free question meter', () => {
  it('counts the rolling 30 days, not the calendar month: used, left and when the oldest counted one drops out', async () => {
    const { user } = await signUp();
    const db = dbFor(env.DB);
    const oct31 = Date.UTC(2026, 9, 31, 23, 0);
    const nov1 = Date.UTC(2026, 10, 1, 10, 0);
    const nov15 = Date.UTC(2026, 10, 15, 9, 0);
    await askedAt(user.id, oct31, nov1, nov15);
    // A new month begins: nothing comes back.
    expect(await questionMeter(db, env, user.id, Date.UTC(2026, 10, 20))).toEqual({
      used: 3,
      limit: 3,
      left: 0,
      renewsAt: iso(oct31 + 30 * DAY_MS),
    });
    expect(await questionMeter(db, env, user.id, oct31 + 30 * DAY_MS - 1)).toMatchObject({ used: 3, left: 0 });
    expect(await questionMeter(db, env, user.id, oct31 + 30 * DAY_MS + 1)).toEqual({
      used: 2,
      limit: 3,
      left: 1,
      renewsAt: iso(nov1 + 30 * DAY_MS),
    });
    expect(await questionMeter(db, env, user.id, nov15 + 30 * DAY_MS + 1)).toEqual({
      used: 0,
      limit: 3,
      left: 3,
      renewsAt: null,
    });
  });

  it('answers the server’s own count on details, with questionsLeft agreeing', async () => {
    const { accessToken, user } = await signUp();
    const now = Date.now();
    await askedAt(user.id, now - 31 * DAY_MS, now - 29 * DAY_MS, now - 60_000);
    const sub = await details(accessToken);
    expect(sub.questions).toEqual({ used: 2, limit: 3, left: 1, renewsAt: iso(now - 29 * DAY_MS + 30 * DAY_MS) });
    expect(sub.questionsLeft).toBe(1);
  });

  it('is null for a paying user', async () => {
    const { accessToken } = await signUp();
    await buyThroughDevCheckout(accessToken);
    expect(await details(accessToken)).toMatchObject({ questions: null, questionsLeft: null });
  });
});

describe('GET api/subscription/details: the countdown (dev provider)', () => {
  it('says when a trial ends and what follows: the plan, its price and the first charge', async () => {
    const { accessToken } = await signUp();
    await buyThroughDevCheckout(accessToken);
    const sub = await details(accessToken);
    const trialEnd = Date.parse(sub.trialEndsAt ?? '');
    expect(trialEnd - Date.now()).toBeGreaterThan(3 * DAY_MS - 60_000);
    expect(sub).toMatchObject({
      status: 'trialing',
      trialActive: true,
      packId: 'standard',
      interval: 'month',
      price: { amountCents: 2222, currency: 'usd' },
      afterTrial: {
        packId: 'standard',
        plan: 'Standard',
        interval: 'month',
        amount: { amountCents: 2222, currency: 'usd' },
        firstChargeAt: sub.trialEndsAt,
      },
      nextChargeAt: sub.trialEndsAt,
      nextChargeAmount: { amountCents: 2222, currency: 'usd' },
      endsAt: null,
      card: null,
      invoices: null,
      billingPortal: true,
    });
  });

  it('a cancelled trial ends unbilled: no next charge, endsAt set; resume brings the charge back', async () => {
    const { accessToken } = await signUp();
    await buyThroughDevCheckout(accessToken);
    await api('/api/subscription/cancel', { method: 'POST', token: accessToken });
    const cancelled = await details(accessToken);
    expect(cancelled).toMatchObject({
      cancelAtPeriodEnd: true,
      afterTrial: null,
      nextChargeAt: null,
      nextChargeAmount: null,
    });
    expect(cancelled.endsAt).toBe(cancelled.ends);
    await api('/api/subscription/resume', { method: 'POST', token: accessToken });
    const resumed = await details(accessToken);
    expect(resumed).toMatchObject({ cancelAtPeriodEnd: false, endsAt: null, nextChargeAt: resumed.trialEndsAt });
  });

  it('an active plan charges again at the end of its period', async () => {
    const { accessToken, user } = await signUp();
    const periodEnd = Math.floor(Date.now() / 1000) + 10 * 24 * 3600;
    const object = stripeSubscription({
      id: `sub_a_${user.id}`,
      userId: user.id,
      customer: `cus_${user.id}`,
      status: 'active',
      periodEnd,
    });
    await deliverEvent({ id: eventId(), type: 'customer.subscription.created', data: { object } });
    expect(await details(accessToken)).toMatchObject({
      trialEndsAt: null,
      afterTrial: null,
      nextChargeAt: iso(periodEnd * 1000),
      nextChargeAmount: { amountCents: 2222, currency: 'usd' },
    });
  });
});

describe('POST api/subscription/portal (dev billing page, no Stripe key)', () => {
  it('answers 404 to a user who never reached checkout, and a dev billing page after', async () => {
    const { accessToken } = await signUp();
    const none = await openPortal(accessToken);
    expect(none.status).toBe(404);
    expect((await json(none)).message).toBe(BILLING_MESSAGES.noBillingAccount);
    await buyThroughDevCheckout(accessToken);
    const url = await portalUrl(accessToken);
    expect(url).toMatch(/^http:\/\/app\.test\/dev\/billing\?session=/);
    const page = await SELF.fetch(url);
    expect(page.status).toBe(200);
    const text = await page.text();
    expect(text).toContain('AdWise Standard');
    expect(text).toMatch(/Trial ends on [A-Z][a-z]+ \d{1,2}, \d{4}\. Then \$22\.22 per month\./);
    expect(text).toContain('Switch to Premium ($222.22 / year)');
    expect(text).toContain('href="/manageSubscription"');
  });

  it('refuses a forged session, and does not exist in production', async () => {
    const { accessToken } = await signUp();
    await buyThroughDevCheckout(accessToken);
    const forged = await SELF.fetch(`${BASE}/dev/billing?session=eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.forged`);
    expect(forged.status).toBe(404);
    const pressed = await pressDevBilling(`${BASE}/dev/billing?session=nope`, 'cancel');
    expect(pressed.status).toBe(404);
    expect((await json(pressed)).message).toBe(BILLING_MESSAGES.billingPageExpired);
    const url = await portalUrl(accessToken);
    const production = { ...env, ENVIRONMENT: 'production' };
    expect((await app.request(url, undefined, production)).status).toBe(404);
    const portal = await app.request(
      `${BASE}/api/subscription/portal`,
      { method: 'POST', headers: { Authorization: `Bearer ${accessToken}` } },
      production,
    );
    expect(portal.status).toBe(503);
    expect((await json(portal)).message).toBe(BILLING_MESSAGES.notConfigured);
  });

  it('changes the card, cancels, resumes and switches plan through signed webhooks', async () => {
    const { accessToken, user } = await signUp();
    await buyThroughDevCheckout(accessToken);
    const url = await portalUrl(accessToken);

    const card = await pressDevBilling(url, 'card');
    expect(card.status).toBe(303);
    const back = await SELF.fetch(card.headers.get('location') ?? '');
    expect(await back.text()).toContain(BILLING_MESSAGES.cardChanged('visa', '4242'));
    expect((await detailsWithAccount(accessToken)).card).toEqual({ brand: 'visa', last4: '4242' });
    await pressDevBilling(url, 'card');
    expect((await detailsWithAccount(accessToken)).card).toEqual({ brand: 'mastercard', last4: '4444' });

    const before = await row(user.id);
    expect((await pressDevBilling(url, 'cancel')).status).toBe(303);
    expect(await details(accessToken)).toMatchObject({ cancelAtPeriodEnd: true, nextChargeAt: null });
    // Stored from a verified event: the event's time is kept.
    expect((await row(user.id))?.last_event_created).toBeGreaterThanOrEqual(before?.last_event_created ?? 0);
    expect(await SELF.fetch(url).then((r) => r.text())).toContain('Resume plan');

    await pressDevBilling(url, 'resume');
    expect(await details(accessToken)).toMatchObject({ cancelAtPeriodEnd: false });

    await pressDevBilling(url, 'switch', { packId: 'premium' });
    const premium = await details(accessToken);
    // Still the same subscription, still trialing: the trial runs on, then Premium is charged.
    expect(premium).toMatchObject({
      type: 'Premium',
      amount: '$222.22',
      status: 'trialing',
      afterTrial: { plan: 'Premium', interval: 'year', amount: { amountCents: 22222, currency: 'usd' } },
    });
    expect((await row(user.id))?.id).toBe(before?.id);
  });

  it("changes only the page owner's card and plan: another user's stay as they were", async () => {
    const alice = await signUp();
    const bob = await signUp();
    await buyThroughDevCheckout(alice.accessToken);
    await buyThroughDevCheckout(bob.accessToken);
    const bobBefore = await detailsWithAccount(bob.accessToken);
    const url = await portalUrl(alice.accessToken);
    await pressDevBilling(url, 'card');
    await pressDevBilling(url, 'cancel');
    expect(await detailsWithAccount(alice.accessToken)).toMatchObject({
      cancelAtPeriodEnd: true,
      card: { last4: '4242' },
    });
    expect(await detailsWithAccount(bob.accessToken)).toEqual(bobBefore);
  });

  it('refuses a switch to an unknown plan or the same plan, and any action once the plan is gone', async () => {
    const { accessToken, user } = await signUp();
    await buyThroughDevCheckout(accessToken);
    const url = await portalUrl(accessToken);
    const unknown = await pressDevBilling(url, 'switch', { packId: 'gold' });
    expect(unknown.status).toBe(400);
    expect((await json(unknown)).message).toBe(BILLING_MESSAGES.unknownPackage);
    const same = await pressDevBilling(url, 'switch', { packId: 'standard' });
    expect(same.status).toBe(409);
    expect((await json(same)).message).toBe(BILLING_MESSAGES.samePlan);
    await env.DB.prepare("update subscriptions set status = 'canceled' where user_id = ?").bind(user.id).run();
    const gone = await pressDevBilling(url, 'cancel');
    expect(gone.status).toBe(404);
    expect((await json(gone)).message).toBe(BILLING_MESSAGES.noPlan);
    expect(await details(accessToken)).toMatchObject({ type: 'Free' });
  });

  it('a failed renewal makes the plan past_due; a new card pays it', async () => {
    const { accessToken } = await signUp();
    await buyThroughDevCheckout(accessToken);
    const url = await portalUrl(accessToken);
    const failed = await pressDevBilling(url, 'fail-payment');
    expect(await SELF.fetch(failed.headers.get('location') ?? '').then((r) => r.text())).toContain(
      BILLING_MESSAGES.renewalFailed,
    );
    expect(await details(accessToken)).toMatchObject({ status: 'past_due', type: 'Standard', nextChargeAt: null });
    await pressDevBilling(url, 'card');
    expect(await detailsWithAccount(accessToken)).toMatchObject({
      status: 'active',
      card: { brand: 'visa', last4: '4242' },
    });
  });
});

describe('POST api/subscription/switch (dev provider)', () => {
  it('validates the plan and says why it cannot switch', async () => {
    const alice = await signUp();
    expect((await api('/api/subscription/switch', { token: alice.accessToken, body: {} })).status).toBe(422);
    const unknown = await api('/api/subscription/switch', { token: alice.accessToken, body: { packId: 'gold' } });
    expect(unknown.status).toBe(400);
    expect((await json(unknown)).message).toBe(BILLING_MESSAGES.unknownPackage);
    const free = await api('/api/subscription/switch', { token: alice.accessToken, body: { packId: 'premium' } });
    expect(free.status).toBe(404);
    expect((await json(free)).message).toBe(BILLING_MESSAGES.nothingToSwitch);
    await buyThroughDevCheckout(alice.accessToken);
    const same = await api('/api/subscription/switch', { token: alice.accessToken, body: { packId: 'standard' } });
    expect(same.status).toBe(409);
    expect((await json(same)).message).toBe(BILLING_MESSAGES.samePlan);
    expect((await api('/api/subscription/switch', { body: { packId: 'premium' } })).status).toBe(401);
  });

  it("moves an active monthly plan to yearly from today, and only the caller's", async () => {
    const alice = await signUp();
    const bob = await signUp();
    for (const account of [alice, bob]) {
      const object = stripeSubscription({
        id: `sub_sw_${account.user.id}`,
        userId: account.user.id,
        customer: `cus_${account.user.id}`,
        status: 'active',
        periodStart: Math.floor(Date.now() / 1000) - 10 * 24 * 3600,
      });
      await deliverEvent({ id: eventId(), type: 'customer.subscription.created', data: { object } });
    }
    const bobBefore = await details(bob.accessToken);
    const res = await api('/api/subscription/switch', { token: alice.accessToken, body: { packId: 'premium' } });
    expect(res.status).toBe(200);
    const body = await json<{ Message: string; subscription: { type: string; ends: string } }>(res);
    expect(body.Message).toBe(BILLING_MESSAGES.switched('Premium'));
    expect(body.subscription.type).toBe('Premium');
    const yearFromNow = Date.parse(body.subscription.ends) - Date.now();
    expect(yearFromNow).toBeGreaterThan(364 * DAY_MS);
    expect(await details(alice.accessToken)).toMatchObject({ type: 'Premium', interval: 'year', status: 'active' });
    expect(await details(bob.accessToken)).toEqual(bobBefore);
  });
});

describe('webhook order on the dev path', () => {
  it('ignores an event older than the state already stored, and applies a newer one', async () => {
    const { accessToken, user } = await signUp();
    await buyThroughDevCheckout(accessToken);
    const stored = await row(user.id);
    const now = Math.floor(Date.now() / 1000);
    const copy = (cancelAtPeriodEnd: boolean, status = 'trialing') =>
      stripeSubscription({
        id: stored?.id ?? '',
        userId: user.id,
        customer: stored?.customer_id ?? '',
        status,
        trial: true,
        cancelAtPeriodEnd,
      });
    const send = (created: number, object: ReturnType<typeof copy>) =>
      deliverEvent({ id: eventId(), type: 'customer.subscription.updated', created, data: { object } });

    expect((await send(now + 5, copy(true))).status).toBe(200);
    expect(await details(accessToken)).toMatchObject({ cancelAtPeriodEnd: true, status: 'trialing' });
    // Sent earlier, delivered later: it answers 200 (Stripe would retry otherwise) and changes nothing.
    const stale = await send(now + 2, copy(false, 'active'));
    expect(stale.status).toBe(200);
    expect(await details(accessToken)).toMatchObject({ cancelAtPeriodEnd: true, status: 'trialing' });
    expect((await row(user.id))?.last_event_created).toBe(now + 5);

    await send(now + 5, copy(false));
    expect(await details(accessToken)).toMatchObject({ cancelAtPeriodEnd: false });
  });
});
