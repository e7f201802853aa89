import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { SAVED_WORK_MESSAGES as M } from '../../worker/contract/messages';
import {
  MAX_PLAN_BODY_CHARS,
  MAX_PLAN_TITLE_CHARS,
  MAX_PLANS_PER_USER,
  PLAN_EXCERPT_CHARS,
  type PlanSummary,
  type SavedPlan,
} from '../../worker/contract/saved-work';
import { sendMessage } from './chat-helpers';
import { api, json, signUp } from './helpers';
import { countRows, createPlan, REPLY, seedChat, seedPlans, seedReply } from './saved-work-helpers';

type PlanAnswer = { plan: SavedPlan; created?: boolean };

const storedPlan = (id: string) =>
  env.DB.prepare('select title, body, version, updated_at from plans where id = ?')
    .bind(id)
    .first<{ title: string; body: string; version: number; updated_at: number }>();

describe('POST api/plans', () => {
  it('saves a reply as a plan titled by its first heading, with its chat and message', async () => {
    const account = await signUp();
    const { chatId, replyId } = await seedReply(account.user.id);
    const res = await api('/api/plans', { token: account.accessToken, body: { messageId: replyId } });
    expect(res.status).toBe(201);
    const { plan, created } = await json<PlanAnswer>(res);
    expect(created).toBe(true);
    expect(plan).toEqual({
      _id: expect.any(String),
      title: 'Week 1: pace the budget',
      body: REPLY,
      chatId,
      chatName: 'Budget pacing',
      messageId: replyId,
      classId: null,
      version: 1,
      createdAt: expect.any(String),
      updatedAt: plan.createdAt,
    });
  });

  it('opens the existing plan when the same reply is saved again, as it was edited', async () => {
    const account = await signUp();
    const { replyId } = await seedReply(account.user.id);
    const first = await createPlan(account.accessToken, { messageId: replyId });
    await api(`/api/plans/${first._id}`, {
      method: 'PUT',
      token: account.accessToken,
      body: { title: 'Edited', body: 'Mine now', version: 1 },
    });
    const res = await api('/api/plans', { token: account.accessToken, body: { messageId: replyId } });
    expect(res.status).toBe(200);
    const again = await json<PlanAnswer>(res);
    expect(again.created).toBe(false);
    expect(again.plan).toMatchObject({ _id: first._id, title: 'Edited', body: 'Mine now', version: 2 });
    expect(await countRows('plans', account.user.id)).toBe(1);
  });

  it('titles a reply without a heading by its chat name, and cuts a long heading to 200', async () => {
    const account = await signUp();
    const plain = await seedReply(account.user.id, 'Just spend evenly.', 'Even spend');
    expect((await createPlan(account.accessToken, { messageId: plain.replyId })).title).toBe('Even spend');
    const long = await seedReply(account.user.id, `# ${'Budget '.repeat(60)}\n\ntext`);
    const title = (await createPlan(account.accessToken, { messageId: long.replyId })).title;
    expect(title.length).toBeLessThanOrEqual(MAX_PLAN_TITLE_CHARS);
    expect(title.startsWith('Budget Budget')).toBe(true);
  });

  it('saves a real reply from the built-in advisor', async () => {
    const account = await signUp();
    const sent = await sendMessage(account.accessToken, { userMessage: 'How do I pace a $3,000 monthly budget?' });
    type History = {
      chatHistory: { _id: string; chat_contents: { _id: string; sent_by: string; text_content: string }[] };
    };
    const { chatHistory } = await json<History>(sent);
    const reply = chatHistory.chat_contents.find((m) => m.sent_by === 'Bot');
    const plan = await createPlan(account.accessToken, { messageId: reply?._id ?? '' });
    expect(plan.body).toBe(reply?.text_content);
    expect(plan.chatId).toBe(chatHistory._id);
  });

  it('starts a plan of its own from a title and a body', async () => {
    const account = await signUp();
    const res = await api('/api/plans', { token: account.accessToken, body: { title: '  Week 2  ', body: '- drill' } });
    expect(res.status).toBe(201);
    const { plan, created } = await json<PlanAnswer>(res);
    expect(created).toBe(true);
    expect(plan).toMatchObject({ title: 'Week 2', body: '- drill', chatId: null, messageId: null, chatName: null });
  });

  it.each([
    ['a question, not a reply', 'question'],
    ['an unknown message', 'unknown'],
    ["another user's reply", 'other'],
  ])('answers 404 to %s and stores nothing', async (_, which) => {
    const account = await signUp();
    const other = await signUp();
    const mine = await seedReply(account.user.id);
    const theirs = await seedReply(other.user.id);
    const messageId = { question: mine.questionId, unknown: crypto.randomUUID(), other: theirs.replyId }[which];
    const res = await api('/api/plans', { token: account.accessToken, body: { messageId } });
    expect(res.status).toBe(404);
    expect(await json(res)).toEqual({ code: 'not_found', message: M.messageNotFound });
    expect(await countRows('plans', account.user.id)).toBe(0);
    expect(await countRows('plans', other.user.id)).toBe(0);
  });

  it('answers 409 while the reply is still being written', async () => {
    const account = await signUp();
    const { ids } = await seedChat(account.user.id, 'Live', [
      { sentBy: 'User', text: 'Q' },
      { sentBy: 'Bot', text: 'Half a', status: 'streaming' },
    ]);
    const res = await api('/api/plans', { token: account.accessToken, body: { messageId: ids[1] } });
    expect(res.status).toBe(409);
    expect((await json(res)).message).toBe(M.replyInProgress);
    expect(await countRows('plans', account.user.id)).toBe(0);
  });

  it.each([
    [{ title: '   ', body: '' }, M.titleRequired, 'title'],
    [{ title: 'x'.repeat(MAX_PLAN_TITLE_CHARS + 1), body: '' }, M.titleTooLong, 'title'],
    [{ title: 'Long', body: 'x'.repeat(MAX_PLAN_BODY_CHARS + 1) }, M.bodyTooLong, 'body'],
  ])('refuses %#: 422 with its message, nothing stored', async (body, message, field) => {
    const account = await signUp();
    const res = await api('/api/plans', { token: account.accessToken, body });
    expect(res.status).toBe(422);
    expect(await json(res)).toEqual({ code: 'validation', message, fields: { [field]: message } });
    expect(await countRows('plans', account.user.id)).toBe(0);
  });

  it('refuses a body that is neither a reply nor a plan with a message saying what to send', async () => {
    const account = await signUp();
    const res = await api('/api/plans', { token: account.accessToken, body: { body: 'no title' } });
    expect(res.status).toBe(422);
    expect((await json(res)).message).toBe(M.planSource);
  });

  it('takes a title of 200 and a body of 100,000 characters, newlines and accents included', async () => {
    const account = await signUp();
    const body = 'é\n'.repeat(MAX_PLAN_BODY_CHARS / 2);
    const plan = await createPlan(account.accessToken, { title: 't'.repeat(MAX_PLAN_TITLE_CHARS), body });
    expect((await storedPlan(plan._id))?.body).toBe(body);
  });

  it(`refuses plan ${MAX_PLANS_PER_USER + 1} with 422, from a reply or blank`, async () => {
    const account = await signUp();
    const { replyId } = await seedReply(account.user.id);
    await seedPlans(account.user.id, MAX_PLANS_PER_USER - 1);
    await createPlan(account.accessToken, { title: 'The last one', body: '' });
    for (const body of [{ messageId: replyId }, { title: 'One more', body: '' }]) {
      const res = await api('/api/plans', { token: account.accessToken, body });
      expect(res.status).toBe(422);
      expect(await json(res)).toEqual({ code: 'validation', message: M.tooManyPlans });
    }
    expect(await countRows('plans', account.user.id)).toBe(MAX_PLANS_PER_USER);
  });

  it('answers 401 without a session', async () => {
    expect((await api('/api/plans', { body: { title: 'x', body: '' } })).status).toBe(401);
  });
});

describe('GET api/plans', () => {
  it('lists only my plans, last edited first, each with a plain-text excerpt', async () => {
    const account = await signUp();
    const other = await signUp();
    await createPlan(other.accessToken, { title: 'Theirs', body: '' });
    const older = await createPlan(account.accessToken, {
      title: 'Older',
      body: `# Head\n\n**Bold** ${'word '.repeat(80)}`,
    });
    const newer = await createPlan(account.accessToken, { title: 'Newer', body: '' });
    await new Promise((resolve) => setTimeout(resolve, 5));
    await api(`/api/plans/${older._id}`, {
      method: 'PUT',
      token: account.accessToken,
      body: { title: 'Older', body: older.body, version: 1 },
    });
    const res = await api('/api/plans', { token: account.accessToken });
    expect(res.status).toBe(200);
    const { plans } = await json<{ plans: PlanSummary[] }>(res);
    expect(plans.map((plan) => plan._id)).toEqual([older._id, newer._id]);
    const excerpt = plans[0]?.excerpt ?? '';
    expect(excerpt.startsWith('Head Bold word word')).toBe(true);
    expect(excerpt.length).toBeLessThanOrEqual(PLAN_EXCERPT_CHARS);
    expect(plans[0]).not.toHaveProperty('body');
  });
});

describe('GET api/plans/:planId', () => {
  it("reads my plan; another user's id answers 404", async () => {
    const account = await signUp();
    const other = await signUp();
    const plan = await createPlan(account.accessToken, { title: 'Mine', body: 'text' });
    const res = await api(`/api/plans/${plan._id}`, { token: account.accessToken });
    expect(res.status).toBe(200);
    expect((await json<PlanAnswer>(res)).plan).toEqual(plan);
    const theirs = await api(`/api/plans/${plan._id}`, { token: other.accessToken });
    expect(theirs.status).toBe(404);
    expect(await json(theirs)).toEqual({ code: 'not_found', message: M.planNotFound });
  });
});

describe('PUT api/plans/:planId', () => {
  it('saves the edit and moves the version and the time on', async () => {
    const account = await signUp();
    const plan = await createPlan(account.accessToken, { title: 'Draft', body: 'a' });
    const res = await api(`/api/plans/${plan._id}`, {
      method: 'PUT',
      token: account.accessToken,
      body: { title: ' Final ', body: 'b', version: 1 },
    });
    expect(res.status).toBe(200);
    const saved = (await json<PlanAnswer>(res)).plan;
    expect(saved).toMatchObject({ _id: plan._id, title: 'Final', body: 'b', version: 2 });
    expect(Date.parse(saved.updatedAt)).toBeGreaterThanOrEqual(Date.parse(plan.updatedAt));
    expect(await storedPlan(plan._id)).toMatchObject({ title: 'Final', body: 'b', version: 2 });
  });

  it('answers 409 to a stale version and writes nothing', async () => {
    const account = await signUp();
    const plan = await createPlan(account.accessToken, { title: 'Draft', body: 'a' });
    const edit = (body: string) =>
      api(`/api/plans/${plan._id}`, {
        method: 'PUT',
        token: account.accessToken,
        body: { title: 'T', body, version: 1 },
      });
    expect((await edit('first tab')).status).toBe(200);
    const before = await storedPlan(plan._id);
    const res = await edit('second tab');
    expect(res.status).toBe(409);
    expect(await json(res)).toEqual({ code: 'conflict', message: M.planChanged });
    expect(await storedPlan(plan._id)).toEqual(before);
  });

  it("answers 404 to another user's plan and changes nothing", async () => {
    const account = await signUp();
    const other = await signUp();
    const plan = await createPlan(account.accessToken, { title: 'Mine', body: 'a' });
    const res = await api(`/api/plans/${plan._id}`, {
      method: 'PUT',
      token: other.accessToken,
      body: { title: 'Stolen', body: 'b', version: 1 },
    });
    expect(res.status).toBe(404);
    expect(await storedPlan(plan._id)).toMatchObject({ title: 'Mine', body: 'a', version: 1 });
  });

  it.each([
    [{ title: '', body: 'a', version: 1 }, 'title', M.titleRequired],
    [{ title: 'x'.repeat(MAX_PLAN_TITLE_CHARS + 1), body: 'a', version: 1 }, 'title', M.titleTooLong],
    [{ title: 'T', body: 'x'.repeat(MAX_PLAN_BODY_CHARS + 1), version: 1 }, 'body', M.bodyTooLong],
    [{ title: 'T', body: 'a' }, 'version', M.badVersion],
    [{ title: 'T', body: 'a', version: 0 }, 'version', M.badVersion],
  ])('refuses %#: 422 on %s, nothing written', async (body, field, message) => {
    const account = await signUp();
    const plan = await createPlan(account.accessToken, { title: 'Draft', body: 'a' });
    const res = await api(`/api/plans/${plan._id}`, { method: 'PUT', token: account.accessToken, body });
    expect(res.status).toBe(422);
    expect((await json<{ fields: Record<string, string> }>(res)).fields[field]).toBe(message);
    expect(await storedPlan(plan._id)).toMatchObject({ title: 'Draft', body: 'a', version: 1 });
  });
});

describe('DELETE api/plans/:planId', () => {
  it("deletes my plan; another user's id answers 404 and deletes nothing", async () => {
    const account = await signUp();
    const other = await signUp();
    const plan = await createPlan(account.accessToken, { title: 'Mine', body: 'a' });
    const theirs = await api(`/api/plans/${plan._id}`, { method: 'DELETE', token: other.accessToken });
    expect(theirs.status).toBe(404);
    expect(await storedPlan(plan._id)).not.toBeNull();
    const res = await api(`/api/plans/${plan._id}`, { method: 'DELETE', token: account.accessToken });
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ message: M.planDeleted });
    expect(await storedPlan(plan._id)).toBeNull();
    expect((await api(`/api/plans/${plan._id}`, { token: account.accessToken })).status).toBe(404);
  });
});

describe('GET api/plans/:planId/export', () => {
  it('downloads the plan as a markdown file named after its title', async () => {
    const account = await signUp();
    const other = await signUp();
    const plan = await createPlan(account.accessToken, { title: 'Week 1: Pace & Bid!', body: '- Spend $98.68 a day' });
    const res = await api(`/api/plans/${plan._id}/export`, { token: account.accessToken });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('text/markdown; charset=utf-8');
    expect(res.headers.get('Content-Disposition')).toBe('attachment; filename="week-1-pace-bid.md"');
    expect(await res.text()).toBe('# Week 1: Pace & Bid!\n\n- Spend $98.68 a day\n');
    expect((await api(`/api/plans/${plan._id}/export`, { token: other.accessToken })).status).toBe(404);
  });

  it('does not repeat a title the body already opens with', async () => {
    const account = await signUp();
    const { replyId } = await seedReply(account.user.id);
    const plan = await createPlan(account.accessToken, { messageId: replyId });
    const res = await api(`/api/plans/${plan._id}/export`, { token: account.accessToken });
    expect(await res.text()).toBe(`${REPLY}\n`);
  });
});
