import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { freeQuestionLimit, PAST_DUE_GRACE_DAYS, QUOTA_MESSAGES } from '../../worker/lib/entitlements';
import { buyThroughDevCheckout, deliverEvent, details, eventId, stripeSubscription } from './billing-helpers';
import { sendMessage } from './chat-helpers';
import { api, json, signUp } from './helpers';

const DAY_S = 24 * 60 * 60;
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);
const png = () => new File([PNG], 'chart.png', { type: 'image/png' });

type History = { chatHistory: { _id: string; chat_contents: unknown[] } };

const stored = async (userId: string) => {
  const row = await env.DB.prepare(
    `select (select count(*) from messages where user_id = ?1) as messages,
            (select count(*) from chats where user_id = ?1) as chats,
            (select count(*) from question_log where user_id = ?1) as questions`,
  )
    .bind(userId)
    .first<{ messages: number; chats: number; questions: number }>();
  const images = await env.IMAGES.list({ prefix: `users/${userId}/` });
  return { ...row, images: images.objects.length };
};

async function ask(
  token: string,
  userMessage: string,
  extra: { chatId?: string; clientId?: string; image?: File } = {},
) {
  return sendMessage(token, { userMessage, ...extra });
}

async function askThree(token: string) {
  const first = await json<History>(await ask(token, 'Question one'));
  const chatId = first.chatHistory._id;
  for (const text of ['Question two', 'Question three']) expect((await ask(token, text, { chatId })).status).toBe(200);
  return chatId;
}

describe('the Free plan (PRODUCT.md): 3 questions per rolling 30 days, no images', () => {
  it('answers the fourth question in 30 days with 402 and a clear message, and stores nothing', async () => {
    const { accessToken, user } = await signUp();
    const chatId = await askThree(accessToken);
    expect((await details(accessToken)).questionsLeft).toBe(0);
    const before = await stored(user.id);

    for (const fields of [{ chatId }, {}]) {
      const res = await ask(accessToken, 'Question four', fields);
      expect(res.status).toBe(402);
      expect(await json(res)).toEqual({ code: 'payment_required', message: QUOTA_MESSAGES.questions(3) });
    }
    const streamed = await sendMessage(accessToken, { userMessage: 'Question four' }, { stream: true });
    expect(streamed.status).toBe(402);
    expect(await stored(user.id)).toEqual(before);
    expect(before).toMatchObject({ messages: 6, chats: 1, questions: 3 });
  });

  it('holds the limit when many sends race past the check together', async () => {
    const { accessToken, user } = await signUp();
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => ask(accessToken, `Parallel question ${i + 1}`)),
    );
    const statuses = answers.map((res) => res.status).sort();
    expect(statuses).toEqual([200, 200, 200, 402, 402, 402, 402, 402]);
    for (const res of answers.filter((r) => r.status === 402)) {
      expect((await json(res)).message).toBe(QUOTA_MESSAGES.questions(3));
    }
    expect(await stored(user.id)).toMatchObject({ messages: 6, chats: 3, questions: 3 });
  });

  it('answers exactly one of ten sends racing for the last free question; the other nine get 402', async () => {
    const { accessToken, user } = await signUp();
    const chatId = (await json<History>(await ask(accessToken, 'Question one'))).chatHistory._id;
    expect((await ask(accessToken, 'Question two', { chatId })).status).toBe(200);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => ask(accessToken, `Last question ${i + 1}`, { clientId: `last-${i}` })),
    );
    expect(answers.map((res) => res.status).sort()).toEqual([200, ...Array(9).fill(402)]);
    for (const res of answers.filter((r) => r.status === 402)) {
      expect(await json(res)).toEqual({ code: 'payment_required', message: QUOTA_MESSAGES.questions(3) });
    }
    const asked = await env.DB.prepare(
      "select text from messages where user_id = ?1 and sent_by = 'User' and text like 'Last question %'",
    )
      .bind(user.id)
      .all();
    expect(asked.results).toHaveLength(1);
    expect(await stored(user.id)).toMatchObject({ messages: 6, chats: 2, questions: 3 });
    expect((await details(accessToken)).questions).toMatchObject({ used: 3, left: 0 });
  });

  it('does not give questions back when the chats are deleted', async () => {
    const { accessToken } = await signUp();
    const chatId = await askThree(accessToken);
    await api(`/api/chatbot/delete-chat/${chatId}`, { method: 'DELETE', token: accessToken });
    expect((await ask(accessToken, 'Fresh start?')).status).toBe(402);
  });

  it('counts a rolling 30 days: a question older than that no longer counts', async () => {
    const { accessToken, user } = await signUp();
    await askThree(accessToken);
    await env.DB.prepare(
      'update question_log set created_at = created_at - ?2 where id = (select min(id) from question_log where user_id = ?1)',
    )
      .bind(user.id, 30 * DAY_S * 1000 + 1000)
      .run();
    expect((await details(accessToken)).questionsLeft).toBe(1);
    expect((await ask(accessToken, 'One more')).status).toBe(200);
    expect((await ask(accessToken, 'And another')).status).toBe(402);
  });

  it('still answers a retried send of a question already stored', async () => {
    const { accessToken } = await signUp();
    const first = await json<History>(await ask(accessToken, 'Question one'));
    const chatId = first.chatHistory._id;
    await ask(accessToken, 'Question two', { chatId });
    const third = await ask(accessToken, 'Question three', { chatId, clientId: 'third' });
    expect(third.status).toBe(200);
    const retried = await ask(accessToken, 'Question three', { chatId, clientId: 'third' });
    expect(retried.status).toBe(200);
    expect((await json<History>(retried)).chatHistory.chat_contents).toHaveLength(6);
  });

  it('refuses an image with 402 while questions are left, storing neither message nor file', async () => {
    const { accessToken, user } = await signUp();
    const res = await ask(accessToken, 'What do you see?', { image: png() });
    expect(res.status).toBe(402);
    expect((await json(res)).message).toBe(QUOTA_MESSAGES.images);
    expect(await stored(user.id)).toEqual({ messages: 0, chats: 0, questions: 0, images: 0 });
    expect((await details(accessToken)).questionsLeft).toBe(3);
  });

  it('reads its limit from FREE_MONTHLY_QUESTIONS, 3 when unset', () => {
    expect(freeQuestionLimit({ FREE_MONTHLY_QUESTIONS: '5' })).toBe(5);
    expect(freeQuestionLimit({ FREE_MONTHLY_QUESTIONS: '' })).toBe(3);
    expect(freeQuestionLimit(env)).toBe(3);
  });
});

describe('paid plans: unlimited questions and images', () => {
  it('lets a trialing user ask past the free limit and send images', async () => {
    const { accessToken, user } = await signUp();
    await buyThroughDevCheckout(accessToken);
    const chatId = await askThree(accessToken);
    for (const text of ['Four', 'Five']) expect((await ask(accessToken, text, { chatId })).status).toBe(200);
    const withImage = await ask(accessToken, 'Read this chart', { chatId, image: png() });
    expect(withImage.status).toBe(200);
    expect((await stored(user.id)).images).toBe(1);
    expect((await details(accessToken)).questionsLeft).toBeNull();
  });

  const hook = (userId: string, status: string, periodStartDaysAgo: number) =>
    deliverEvent({
      id: eventId(),
      type: 'customer.subscription.updated',
      data: {
        object: stripeSubscription({
          id: `sub_grace_${userId}`,
          userId,
          customer: `cus_grace_${userId}`,
          status,
          periodStart: Math.floor(Date.now() / 1000) - periodStartDaysAgo * DAY_S,
        }),
      },
    });

  it(`keeps a past_due plan for ${PAST_DUE_GRACE_DAYS} days of grace, then falls back to Free`, async () => {
    const { accessToken, user } = await signUp();
    await hook(user.id, 'past_due', PAST_DUE_GRACE_DAYS - 1);
    expect((await ask(accessToken, 'Chart?', { image: png() })).status).toBe(200);
    expect((await details(accessToken)).amount).toBe('$22.22');
    await hook(user.id, 'past_due', PAST_DUE_GRACE_DAYS + 1);
    expect((await ask(accessToken, 'Chart?', { image: png() })).status).toBe(402);
    expect(await details(accessToken)).toMatchObject({ type: 'Free', amount: '$0.00' });
  });

  it.each(['canceled', 'unpaid', 'incomplete', 'incomplete_expired', 'paused'])('treats %s as Free', async (status) => {
    const { accessToken, user } = await signUp();
    await hook(user.id, status, 1);
    expect((await ask(accessToken, 'Chart?', { image: png() })).status).toBe(402);
    expect((await details(accessToken)).amount).toBe('$0.00');
  });

  it("gives one user's subscription to no one else", async () => {
    const alice = await signUp();
    const bob = await signUp();
    await buyThroughDevCheckout(alice.accessToken);
    expect((await ask(bob.accessToken, 'Chart?', { image: png() })).status).toBe(402);
    expect(await details(bob.accessToken)).toMatchObject({ type: 'Free', questionsLeft: 3 });
  });
});
