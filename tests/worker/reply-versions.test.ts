import { env, SELF } from 'cloudflare:test';
import { describe, expect, it, vi } from 'vitest';
import type { ChatMessage } from '../../worker/contract/chat-views';
import { MESSAGES, VERSION_MESSAGES } from '../../worker/contract/messages';
import { MAX_REPLY_VERSIONS } from '../../worker/contract/replies';
import { QUOTA_MESSAGES } from '../../worker/lib/entitlements';
import { findOwnedReplyTurn, swapVersion } from '../../worker/lib/reply-versions';
import { dbFor } from '../../worker/middleware/db';
import { buyThroughDevCheckout, details } from './billing-helpers';
import { readEvents } from './chat-helpers';
import { api, BASE, json, signUp } from './helpers';

type StoredVersion = { version: number; question: string; text: string; status: string };

/** A send through the one send path, with the fields a regenerate or an edit adds. */
function send(token: string, fields: Record<string, string>, stream = true) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return SELF.fetch(`${BASE}/api/chatbot/message`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, ...(stream ? { Accept: 'text/event-stream' } : {}) },
    body: form,
  });
}

/** A streamed send read to its end: the chat, the stored question and the finished reply. */
async function ask(token: string, fields: Record<string, string>) {
  const res = await send(token, fields);
  expect(res.status).toBe(200);
  const events = await readEvents(res);
  return {
    chatId: String(events[0]?.data.chatId),
    question: events[0]?.data.userMessage as ChatMessage,
    reply: events.at(-1)?.data.message as ChatMessage,
  };
}

const history = async (token: string, chatId: string) =>
  (
    await json<{ chatHistory: { chat_contents: ChatMessage[] } }>(
      await api(`/api/chatbot/history/${chatId}`, { token }),
    )
  ).chatHistory.chat_contents;

const storedVersions = async (replyId: string) =>
  (
    await env.DB.prepare(
      'select version, question, text, status from reply_versions where message_id = ? order by version',
    )
      .bind(replyId)
      .all<StoredVersion>()
  ).results;

const used = async (token: string) => (await details(token)).questions?.used;

const showVersion = (token: string, replyId: string, version: unknown) =>
  api(`/api/chatbot/messages/${replyId}/version`, { method: 'PUT', token, body: { version } });

describe('regenerate the last reply', () => {
  it('keeps the shown version, streams the next in its place and counts a question', async () => {
    const { accessToken } = await signUp();
    const first = await ask(accessToken, { userMessage: 'How do I set a daily budget?' });
    expect(first.reply).toMatchObject({ version: 1, versions: 1, status: 'complete' });

    const again = await ask(accessToken, { chatId: first.chatId, retryOf: first.reply._id, clientId: 'regen-1' });
    expect(again.question).toMatchObject({ _id: first.question._id, text_content: 'How do I set a daily budget?' });
    expect(again.reply).toMatchObject({ _id: first.reply._id, version: 2, versions: 2, status: 'complete' });
    expect(again.reply.text_content).not.toBe('');
    expect(await storedVersions(first.reply._id)).toEqual([
      { version: 1, question: 'How do I set a daily budget?', text: first.reply.text_content, status: 'complete' },
    ]);
    const messages = await history(accessToken, first.chatId);
    expect(messages.map((m) => [m.sent_by, m.version, m.versions])).toEqual([
      ['User', 1, 1],
      ['Bot', 2, 2],
    ]);
    expect(await used(accessToken)).toBe(2);

    // The same regenerate sent again (its client id) is answered as the first: no third version, no third question.
    const repeated = await ask(accessToken, { chatId: first.chatId, retryOf: first.reply._id, clientId: 'regen-1' });
    expect(repeated.reply).toMatchObject({ _id: first.reply._id, version: 2, versions: 2 });
    expect(await storedVersions(first.reply._id)).toHaveLength(1);
    expect(await used(accessToken)).toBe(2);
  });

  it('retries a cut-off reply in place, free, keeping no version', async () => {
    const { accessToken } = await signUp();
    const first = await ask(accessToken, { userMessage: 'What is a good CTR?' });
    await env.DB.prepare("update messages set status = 'incomplete', text = 'A good CTR' where id = ?")
      .bind(first.reply._id)
      .run();
    expect(await used(accessToken)).toBe(1);

    const retried = await ask(accessToken, { chatId: first.chatId, retryOf: first.reply._id });
    expect(retried.reply).toMatchObject({ _id: first.reply._id, version: 1, versions: 1, status: 'complete' });
    expect(await storedVersions(first.reply._id)).toEqual([]);
    expect(await used(accessToken)).toBe(1);
  });

  it("regenerates only the chat's last reply (409), and nothing changes", async () => {
    const { accessToken } = await signUp();
    const first = await ask(accessToken, { userMessage: 'What is ROAS?' });
    const second = await ask(accessToken, { chatId: first.chatId, userMessage: 'And CPA?' });
    const before = await history(accessToken, first.chatId);

    const earlierReply = await send(accessToken, { chatId: first.chatId, retryOf: first.reply._id });
    expect(earlierReply.status).toBe(409);
    expect((await json(earlierReply)).message).toBe(MESSAGES.replyNotRetryable);
    const earlierQuestion = await send(accessToken, {
      chatId: first.chatId,
      editOf: first.question._id,
      userMessage: 'What is ROAS, briefly?',
    });
    expect(earlierQuestion.status).toBe(409);
    expect((await json(earlierQuestion)).message).toBe(VERSION_MESSAGES.notLastQuestion);
    const questionAsReply = await send(accessToken, { chatId: first.chatId, retryOf: second.question._id });
    expect(questionAsReply.status).toBe(404);
    expect((await json(questionAsReply)).message).toBe(MESSAGES.replyNotFound);

    expect(await history(accessToken, first.chatId)).toEqual(before);
    expect(await used(accessToken)).toBe(2);
  });

  it(`keeps at most ${MAX_REPLY_VERSIONS} versions of a reply`, async () => {
    const { accessToken, user } = await signUp();
    const first = await ask(accessToken, { userMessage: 'How do I split a budget?' });
    const insert = env.DB.prepare(
      `insert into reply_versions (id, user_id, message_id, version, question, text, status, created_at)
       values (?1, ?2, ?3, ?4, 'How do I split a budget?', 'Earlier', 'complete', 0)`,
    );
    await env.DB.batch(
      Array.from({ length: MAX_REPLY_VERSIONS - 2 }, (_, i) =>
        insert.bind(crypto.randomUUID(), user.id, first.reply._id, i + 2),
      ),
    );
    await env.DB.prepare('update messages set version = ?1 where id = ?2')
      .bind(MAX_REPLY_VERSIONS, first.reply._id)
      .run();

    const last = await ask(accessToken, { chatId: first.chatId, retryOf: first.reply._id });
    expect(last.reply).toMatchObject({ version: MAX_REPLY_VERSIONS + 1, versions: MAX_REPLY_VERSIONS });
    const before = await history(accessToken, first.chatId);

    for (const fields of <Record<string, string>[]>[
      { chatId: first.chatId, retryOf: first.reply._id },
      { chatId: first.chatId, editOf: first.question._id, userMessage: 'Split it by channel?' },
    ]) {
      const over = await send(accessToken, fields);
      expect(over.status).toBe(409);
      expect((await json(over)).message).toBe(VERSION_MESSAGES.tooManyVersions(MAX_REPLY_VERSIONS));
    }
    expect(await history(accessToken, first.chatId)).toEqual(before);
    expect(await storedVersions(first.reply._id)).toHaveLength(MAX_REPLY_VERSIONS - 1);
    expect(await used(accessToken)).toBe(2);
  });

  it('refuses a Free user at the limit with 402, for a regenerate and an edit, writing nothing', async () => {
    const { accessToken } = await signUp();
    const first = await ask(accessToken, { userMessage: 'What is CPM?' });
    for (const userMessage of ['And CPC?', 'And CTR?']) await ask(accessToken, { chatId: first.chatId, userMessage });
    const messages = await history(accessToken, first.chatId);
    const [question, reply] = messages.slice(-2) as [ChatMessage, ChatMessage];

    for (const fields of <Record<string, string>[]>[
      { chatId: first.chatId, retryOf: reply._id },
      { chatId: first.chatId, editOf: question._id, userMessage: 'And CVR?' },
    ]) {
      const res = await send(accessToken, fields);
      expect(res.status).toBe(402);
      expect((await json(res)).message).toBe(QUOTA_MESSAGES.questions(3));
    }
    expect(await history(accessToken, first.chatId)).toEqual(messages);
    expect(await storedVersions(reply._id)).toEqual([]);
    expect(await used(accessToken)).toBe(3);
  });
});

describe('edit and resend the last question', () => {
  it('keeps the old question and reply as a version, asks the edited one and counts it', async () => {
    const { accessToken } = await signUp();
    const first = await ask(accessToken, { userMessage: 'What is a good CTR?' });
    const edited = await ask(accessToken, {
      chatId: first.chatId,
      editOf: first.question._id,
      userMessage: 'How do I pause a campaign?',
    });
    expect(edited.question).toMatchObject({ _id: first.question._id, text_content: 'How do I pause a campaign?' });
    expect(edited.reply).toMatchObject({ _id: first.reply._id, version: 2, versions: 2, status: 'complete' });
    // The built-in advisor answered the edited question, not the old one.
    expect(edited.reply.text_content).not.toBe(first.reply.text_content);
    expect(edited.reply.text_content.toLowerCase()).toContain('pause');
    expect(await storedVersions(first.reply._id)).toEqual([
      { version: 1, question: 'What is a good CTR?', text: first.reply.text_content, status: 'complete' },
    ]);
    const messages = await history(accessToken, first.chatId);
    expect(messages.map((m) => m.text_content)).toEqual(['How do I pause a campaign?', edited.reply.text_content]);
    expect(await used(accessToken)).toBe(2);
  });

  it('needs the new text, and nothing else, in a chat (422)', async () => {
    const { accessToken } = await signUp();
    const first = await ask(accessToken, { userMessage: 'What is ROAS?' });
    const cases = [
      [{ chatId: first.chatId, editOf: first.question._id, userMessage: '  ' }, MESSAGES.emptyMessage],
      [{ editOf: first.question._id, userMessage: 'ROAS?' }, VERSION_MESSAGES.editAlone],
      [
        { chatId: first.chatId, editOf: first.question._id, retryOf: first.reply._id, userMessage: 'ROAS?' },
        VERSION_MESSAGES.editAlone,
      ],
    ] as const;
    for (const [fields, message] of cases) {
      const res = await send(accessToken, fields);
      expect(res.status).toBe(422);
      expect((await json(res)).message).toBe(message);
    }
    const notAQuestion = await send(accessToken, {
      chatId: first.chatId,
      editOf: first.reply._id,
      userMessage: 'ROAS?',
    });
    expect(notAQuestion.status).toBe(404);
    expect((await json(notAQuestion)).message).toBe(VERSION_MESSAGES.questionNotFound);
    expect(await used(accessToken)).toBe(1);
  });
});

describe('PUT /api/chatbot/messages/:messageId/version', () => {
  it('swaps the question and the reply together with the stored version', async () => {
    const { accessToken } = await signUp();
    const first = await ask(accessToken, { userMessage: 'What is a good CTR?' });
    const edited = await ask(accessToken, {
      chatId: first.chatId,
      editOf: first.question._id,
      userMessage: 'How do I pause a campaign?',
    });

    const rate = { method: 'PUT', token: accessToken, body: { rating: 'up' } };
    expect((await api(`/api/chatbot/messages/${first.reply._id}/rating`, rate)).status).toBe(200);

    const res = await showVersion(accessToken, first.reply._id, 1);
    expect(res.status).toBe(200);
    const body = await json<{ question: ChatMessage; reply: ChatMessage }>(res);
    expect(body.question).toMatchObject({ _id: first.question._id, text_content: 'What is a good CTR?' });
    expect(body.reply).toMatchObject({
      _id: first.reply._id,
      text_content: first.reply.text_content,
      version: 1,
      versions: 2,
      rating: null,
    });
    expect(await history(accessToken, first.chatId)).toEqual([body.question, body.reply]);
    expect(await storedVersions(first.reply._id)).toEqual([
      { version: 2, question: 'How do I pause a campaign?', text: edited.reply.text_content, status: 'complete' },
    ]);

    const back = await json<{ reply: ChatMessage }>(await showVersion(accessToken, first.reply._id, 2));
    // The rating stays with the version it was given to.
    expect(back.reply).toMatchObject({
      text_content: edited.reply.text_content,
      version: 2,
      versions: 2,
      rating: 'up',
    });
    // A regenerate now keeps version 2 and makes version 3.
    const third = await ask(accessToken, { chatId: first.chatId, retryOf: first.reply._id });
    expect(third.reply).toMatchObject({ version: 3, versions: 3 });
    expect(third.question.text_content).toBe('How do I pause a campaign?');
    expect((await storedVersions(first.reply._id)).map((v) => v.version)).toEqual([1, 2]);
  });

  it('answers a version that does not exist with 422 and a bad one with its message', async () => {
    const { accessToken } = await signUp();
    const first = await ask(accessToken, { userMessage: 'What is CPA?' });
    const missing = await showVersion(accessToken, first.reply._id, 2);
    expect(missing.status).toBe(422);
    expect((await json(missing)).message).toBe(VERSION_MESSAGES.versionNotFound);
    for (const version of ['2', 0, 1.5, null]) {
      const bad = await showVersion(accessToken, first.reply._id, version);
      expect(bad.status).toBe(422);
      expect((await json(bad)).message).toBe(VERSION_MESSAGES.badVersion);
    }
    const same = await showVersion(accessToken, first.reply._id, 1);
    expect(same.status).toBe(200);
    expect((await json<{ reply: ChatMessage }>(same)).reply).toMatchObject({ version: 1, versions: 1 });
  });

  it("answers another user's reply with 404 and changes nothing, for switch, regenerate and edit", async () => {
    const owner = await signUp();
    const first = await ask(owner.accessToken, { userMessage: 'What is a good CTR?' });
    await ask(owner.accessToken, { chatId: first.chatId, retryOf: first.reply._id });
    const before = await history(owner.accessToken, first.chatId);
    const other = await signUp();

    for (const id of [first.reply._id, first.question._id, 'no-such-reply']) {
      const res = await showVersion(other.accessToken, id, 1);
      expect(res.status).toBe(404);
      expect((await json(res)).message).toBe(MESSAGES.replyNotFound);
    }
    const regenerate = await send(other.accessToken, { chatId: first.chatId, retryOf: first.reply._id });
    expect(regenerate.status).toBe(404);
    const edit = await send(other.accessToken, {
      chatId: first.chatId,
      editOf: first.question._id,
      userMessage: 'Mine now',
    });
    expect(edit.status).toBe(404);
    expect((await json(edit)).message).toBe(MESSAGES.chatNotFound);

    expect(await history(owner.accessToken, first.chatId)).toEqual(before);
    expect((await storedVersions(first.reply._id)).map((v) => v.version)).toEqual([1]);
    expect(await used(other.accessToken)).toBe(0);
  });

  it("answers 409 while the chat's reply is being written", async () => {
    const { accessToken } = await signUp();
    await buyThroughDevCheckout(accessToken);
    const first = await ask(accessToken, { userMessage: 'Explain bidding strategies' });
    const res = await send(accessToken, { chatId: first.chatId, retryOf: first.reply._id });
    expect(res.status).toBe(200);
    await readEvents(res, (e) => e.event === 'delta');

    const during = await showVersion(accessToken, first.reply._id, 1);
    expect(during.status).toBe(409);
    expect((await json(during)).message).toBe(MESSAGES.replyInProgress);
    const again = await send(accessToken, { chatId: first.chatId, retryOf: first.reply._id });
    expect(again.status).toBe(409);
    expect((await json(again)).message).toBe(MESSAGES.replyInProgress);

    await vi.waitFor(async () => expect((await history(accessToken, first.chatId))[1]?.status).toBe('complete'), {
      timeout: 5000,
    });
    expect((await history(accessToken, first.chatId))[1]).toMatchObject({ version: 2, versions: 2 });
    expect((await showVersion(accessToken, first.reply._id, 1)).status).toBe(200);
  });

  it('answers a switch that lost a race with another tab by what that tab showed', async () => {
    const { accessToken, user } = await signUp();
    const first = await ask(accessToken, { userMessage: 'What is a good CTR?' });
    await ask(accessToken, { chatId: first.chatId, retryOf: first.reply._id });
    await ask(accessToken, { chatId: first.chatId, retryOf: first.reply._id });
    const db = dbFor(env.DB);
    // Both tabs read the reply at version 3; the other tab's switch to 1 lands first.
    const stale = await findOwnedReplyTurn(db, user.id, first.reply._id);
    if (!stale) throw new Error('the reply is missing');
    expect((await showVersion(accessToken, first.reply._id, 1)).status).toBe(200);

    const same = await swapVersion(db, env.DB, user.id, stale, 1);
    expect(same?.reply).toMatchObject({ version: 1, text: first.reply.text_content });
    const other = await swapVersion(db, env.DB, user.id, stale, 2).catch((error: unknown) => error);
    expect(other).toMatchObject({ status: 409, message: VERSION_MESSAGES.changedElsewhere });
    expect((await history(accessToken, first.chatId))[1]).toMatchObject({ version: 1, versions: 3 });
  });
});
