import { createScheduledController, env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import worker from '../../worker/index';
import { cancellationMail, paymentFailedMail, trialEndingMail } from '../../worker/lib/billing-mail-templates';
import { MINUTE_CRON } from '../../worker/lib/scheduler';
import {
  buyThroughDevCheckout,
  deliverEvent,
  eventId,
  mailsTo,
  openPortal,
  pressDevBilling,
  stripeSubscription,
} from './billing-helpers';
import { api, BASE, json, signUp } from './helpers';

const HOUR_MS = 60 * 60 * 1000;

const subscriptionOf = (userId: string) =>
  env.DB.prepare('select id, customer_id as customerId from subscriptions where user_id = ?')
    .bind(userId)
    .first<{ id: string; customerId: string }>();

/** Moves the user's trial so it converts at `trialEnd` (ms). */
const trialEndsAt = (userId: string, trialEnd: number) =>
  env.DB.prepare('update subscriptions set trial_end = ?1, current_period_end = ?1 where user_id = ?2')
    .bind(trialEnd, userId)
    .run();

/** The real `scheduled` handler, as the every-minute Cron Trigger calls it at `now`. */
const runEveryMinute = (now: number) =>
  worker.scheduled(createScheduledController({ scheduledTime: now, cron: MINUTE_CRON }), { ...env, APP_URL: BASE });

describe('the trial-ending e-mail', () => {
  it('goes once, 24 hours before the trial converts, with the date, the amount and a link to cancel', async () => {
    const { accessToken, user, email } = await signUp();
    await buyThroughDevCheckout(accessToken);
    const now = Date.now();
    const trialEnd = Date.UTC(2030, 10, 27, 12, 0);
    await trialEndsAt(user.id, trialEnd);
    // More than a day before: nothing yet.
    await runEveryMinute(trialEnd - 25 * HOUR_MS);
    expect(await mailsTo(email, 'trial ends')).toHaveLength(0);

    await runEveryMinute(trialEnd - 23 * HOUR_MS);
    await runEveryMinute(trialEnd - 23 * HOUR_MS + 60_000);
    await Promise.all([runEveryMinute(trialEnd - 22 * HOUR_MS), runEveryMinute(trialEnd - 22 * HOUR_MS)]);
    const mails = await mailsTo(email, 'trial ends');
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.subject).toBe('Your AdWise trial ends on November 27, 2030');
    expect(mail?.text).toContain('charged $22.22 per month');
    expect(mail?.text).toContain(`${BASE}/manageSubscription`);
    expect(mail?.html).toContain(`href="${BASE}/manageSubscription"`);
    expect(now).toBeLessThan(trialEnd);
  });

  it('is not sent for a trial set to end, which will not be charged', async () => {
    const { accessToken, user, email } = await signUp();
    await buyThroughDevCheckout(accessToken);
    await api('/api/subscription/cancel', { method: 'POST', token: accessToken });
    const trialEnd = Date.now() + 12 * HOUR_MS;
    await trialEndsAt(user.id, trialEnd);
    await runEveryMinute(Date.now());
    expect(await mailsTo(email, 'trial ends')).toHaveLength(0);
  });

  it('goes again for a new trial end (another key), in the user’s time zone', async () => {
    const { accessToken, user, email } = await signUp();
    await buyThroughDevCheckout(accessToken);
    await env.DB.prepare("update users set time_zone = 'Pacific/Auckland' where id = ?").bind(user.id).run();
    const first = Date.UTC(2030, 0, 10, 20, 0);
    await trialEndsAt(user.id, first);
    await runEveryMinute(first - HOUR_MS);
    const second = first + 3 * 24 * HOUR_MS;
    await trialEndsAt(user.id, second);
    await runEveryMinute(second - HOUR_MS);
    const subjects = (await mailsTo(email, 'trial ends')).map((m) => m.subject).sort();
    // 20:00 UTC is the next morning in Auckland.
    expect(subjects).toEqual([
      'Your AdWise trial ends on January 11, 2030',
      'Your AdWise trial ends on January 14, 2030',
    ]);
  });
});

describe('the payment-failed e-mail', () => {
  it('goes once per failed invoice, however often the event or a retry arrives, linking to the card update', async () => {
    const { accessToken, user, email } = await signUp();
    await buyThroughDevCheckout(accessToken);
    const sub = await subscriptionOf(user.id);
    const invoice = {
      id: `in_${user.id}`,
      object: 'invoice',
      customer: sub?.customerId,
      currency: 'usd',
      amount_due: 2222,
      parent: { type: 'subscription_details', subscription_details: { subscription: sub?.id, metadata: {} } },
    };
    const failed = { id: eventId(), type: 'invoice.payment_failed', data: { object: invoice } };
    expect((await deliverEvent(failed)).status).toBe(200);
    expect((await deliverEvent(failed)).status).toBe(200);
    // Stripe retries the card: a new event for the same invoice.
    await deliverEvent({ ...failed, id: eventId(), data: { object: { ...invoice, attempt_count: 2 } } });
    const mails = await mailsTo(email, "payment didn't go through");
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain('$22.22');
    expect(mails[0]?.text).toContain(`${BASE}/manageSubscription?billing=portal`);
  });

  it('is sent for the dev billing page’s failed renewal too', async () => {
    const { accessToken, email } = await signUp();
    await buyThroughDevCheckout(accessToken);
    const { url } = await json<{ url: string }>(await openPortal(accessToken));
    await pressDevBilling(url, 'fail-payment');
    expect(await mailsTo(email, "payment didn't go through")).toHaveLength(1);
  });
});

describe('the cancellation confirmation', () => {
  it('goes once when a plan is set to end, however often it is cancelled or reported', async () => {
    const { accessToken, user, email } = await signUp();
    await buyThroughDevCheckout(accessToken);
    await api('/api/subscription/cancel', { method: 'POST', token: accessToken });
    await api('/api/subscription/cancel', { method: 'POST', token: accessToken });
    const sub = await subscriptionOf(user.id);
    const row = await env.DB.prepare('select current_period_end as end from subscriptions where id = ?')
      .bind(sub?.id)
      .first<{ end: number }>();
    const object = stripeSubscription({
      id: sub?.id ?? '',
      userId: user.id,
      customer: sub?.customerId ?? '',
      status: 'trialing',
      trial: true,
      cancelAtPeriodEnd: true,
      periodEnd: Math.floor((row?.end ?? 0) / 1000),
    });
    await deliverEvent({ id: eventId(), type: 'customer.subscription.updated', data: { object } });
    const mails = await mailsTo(email, 'plan is cancelled');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toMatch(
      /trial is cancelled\. You keep it until [A-Z][a-z]+ \d{1,2}, \d{4} and you won't be charged\./,
    );
    expect(mails[0]?.text).toContain(`${BASE}/manageSubscription`);

    // The plan then ends as planned: it was confirmed already.
    await deliverEvent({
      id: eventId(),
      type: 'customer.subscription.deleted',
      data: { object: { ...object, status: 'canceled' } },
    });
    expect(await mailsTo(email, 'AdWise plan')).toHaveLength(1);
  });

  it('goes once when a plan ends at once without having been set to end', async () => {
    const { user, email } = await signUp();
    const id = `sub_now_${user.id}`;
    const object = (status: string) => stripeSubscription({ id, userId: user.id, customer: `cus_${user.id}`, status });
    await deliverEvent({ id: eventId(), type: 'customer.subscription.created', data: { object: object('active') } });
    const ended = { id: eventId(), type: 'customer.subscription.deleted', data: { object: object('canceled') } };
    await deliverEvent(ended);
    await deliverEvent({ ...ended, id: eventId() });
    const mails = await mailsTo(email, 'plan has ended');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain(`${BASE}/upgrade`);
  });
});

describe('billing e-mails in both packs’ words', () => {
  it('names what the plan is for: ad questions for advertisers, session plans for coaches', () => {
    const trial = { plan: 'Standard', amount: '$22.22', period: 'month', date: 'November 27, 2026', link: 'x' };
    expect(trialEndingMail('a@b.c', { ...trial, persona: 'ads' }).text).toContain('ad questions');
    expect(trialEndingMail('a@b.c', { ...trial, persona: 'coach' }).text).toContain('session plans');
    expect(paymentFailedMail('a@b.c', { persona: 'coach', amount: '$1.00', link: 'x' }).text).toContain('drills');
    const ended = { plan: 'Premium', endsOn: null, trial: false, link: 'x' };
    expect(cancellationMail('a@b.c', { ...ended, persona: 'ads' }).text).toContain('action plans');
  });
});
