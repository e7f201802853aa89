import { env, runDurableObjectAlarm, runInDurableObject, SELF } from 'cloudflare:test';
import { describe, expect, it, vi } from 'vitest';
import { MAX_MESSAGE_CHARS } from '../../worker/contract/chat';
import { MESSAGES } from '../../worker/contract/messages';
import { jobKey } from '../../worker/durable/user-chats';
import { buyThroughDevCheckout, details } from './billing-helpers';
import { readEvents, sendMessage } from './chat-helpers';
import { api, BASE, json, signUp } from './helpers';

type History = {
  chatHistory: {
    _id: string;
    chat_name: string;
    chat_contents: { _id: string; sent_by: string; text_content: string; image_url: string | null; status: string }[];
  };
};

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);

async function newChat(token: string, userMessage = 'How should I set my daily budget for $3,000 per month?') {
  const res = await sendMessage(token, { userMessage });
  expect(res.status).toBe(200);
  return (await json<History>(res)).chatHistory;
}

const userObject = (userId: string) => env.USER_CHATS.get(env.USER_CHATS.idFromName(userId));

const botReply = async (messageId: string) =>
  env.DB.prepare('select text, status from messages where id = ?')
    .bind(messageId)
    .first<{ text: string; status: string }>();

describe('POST api/chatbot/message (JSON)', () => {
  it('creates a chat named from the first message and answers with the whole history', async () => {
    const { accessToken } = await signUp();
    const chat = await newChat(accessToken);
    expect(chat.chat_name).toBe('How should I set my daily budget…');
    expect(chat.chat_contents.map((m) => m.sent_by)).toEqual(['User', 'Bot']);
    const [question, reply] = chat.chat_contents;
    expect(question?.text_content).toBe('How should I set my daily budget for $3,000 per month?');
    expect(reply?.status).toBe('complete');
    expect(reply?.text_content).toContain('$98.68 a day');
    expect(reply?.text_content).toContain('check important advice');
  });

  it('continues an existing chat with its history', async () => {
    const { accessToken } = await signUp();
    const chat = await newChat(accessToken);
    const res = await sendMessage(accessToken, { chatId: chat._id, userMessage: 'And my CPA is too high' });
    const next = (await json<History>(res)).chatHistory;
    expect(next._id).toBe(chat._id);
    expect(next.chat_contents).toHaveLength(4);
  });

  it.each([
    [{ userMessage: '   ' }, 422, MESSAGES.emptyMessage],
    [{ userMessage: 'x'.repeat(MAX_MESSAGE_CHARS + 1) }, 422, MESSAGES.messageTooLong],
  ])('refuses %#: nothing stored', async (fields, status, message) => {
    const { accessToken } = await signUp();
    const res = await sendMessage(accessToken, fields);
    expect(res.status).toBe(status);
    expect((await json(res)).message).toBe(message);
    expect(
      (await json<{ chatHistories: unknown[] }>(await api('/api/chatbot/all-chats', { token: accessToken })))
        .chatHistories,
    ).toEqual([]);
  });

  it('stores an image that really is one, under the user, shown to its owner', async () => {
    const account = await signUp();
    await buyThroughDevCheckout(account.accessToken); // images need a paid plan
    const res = await sendMessage(account.accessToken, { image: new File([PNG], 'chart.png', { type: 'image/png' }) });
    const chat = (await json<History>(res)).chatHistory;
    expect(chat.chat_name).toBe('Image question');
    const url = chat.chat_contents[0]?.image_url ?? '';
    expect(url).toContain(`/api/images/users/${account.user.id}/chat/`);
    expect((await SELF.fetch(`${BASE}${url}`)).status).toBe(200);
  });

  it("refuses a file that is not an image with 'Only image files are allowed.'", async () => {
    const { accessToken } = await signUp();
    await buyThroughDevCheckout(accessToken);
    const svg = new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'x.png', { type: 'image/png' });
    const res = await sendMessage(accessToken, { userMessage: 'look', image: svg });
    expect(res.status).toBe(422);
    expect((await json(res)).message).toBe(MESSAGES.imageType);
  });

  it('stores a retried send (same client id) once', async () => {
    const { accessToken } = await signUp();
    const first = await json<History>(
      await sendMessage(accessToken, { userMessage: 'Bidding help', clientId: 'send-1' }),
    );
    const again = await json<History>(
      await sendMessage(accessToken, { userMessage: 'Bidding help', clientId: 'send-1' }),
    );
    expect(again.chatHistory._id).toBe(first.chatHistory._id);
    expect(again.chatHistory.chat_contents).toHaveLength(2);
  });

  it("answers 404 for another user's chat and stores nothing there", async () => {
    const alice = await signUp();
    const bob = await signUp();
    const chat = await newChat(alice.accessToken);
    expect((await sendMessage(bob.accessToken, { chatId: chat._id, userMessage: 'hi' })).status).toBe(404);
    const history = await json<History>(await api(`/api/chatbot/history/${chat._id}`, { token: alice.accessToken }));
    expect(history.chatHistory.chat_contents).toHaveLength(2);
  });
});

describe('POST api/chatbot/message (stream)', () => {
  it('streams the chat id and user message, then the reply in order, then the stored reply', async () => {
    const { accessToken } = await signUp();
    const res = await sendMessage(
      accessToken,
      { userMessage: 'How do I choose a bidding strategy?' },
      { stream: true },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const events = await readEvents(res);
    expect(events[0]?.event).toBe('start');
    expect(events[0]?.data.chatId).toEqual(expect.any(String));
    // The chat as the sidebar lists it, so the list takes it without asking again.
    expect(events[0]?.data.chat).toMatchObject({
      _id: events[0]?.data.chatId,
      chat_name: 'How do I choose a bidding strategy?',
      saved: false,
      agent: 'advisor',
    });
    expect(events[1]?.event).toBe('snapshot');
    const deltas = events.filter((e) => e.event === 'delta');
    expect(deltas.length).toBeGreaterThan(20);
    const done = events.at(-1);
    expect(done?.event).toBe('done');
    const message = done?.data.message as { text_content: string; status: string };
    const streamed = String((events[1]?.data.text as string) ?? '') + deltas.map((e) => e.data.text).join('');
    expect(streamed).toBe(message.text_content);
    expect(message.status).toBe('complete');
  });

  it('finishes and stores the whole reply after the browser disconnects', async () => {
    const { accessToken } = await signUp();
    const controller = new AbortController();
    const res = await sendMessage(
      accessToken,
      { userMessage: 'What is a good ROAS?' },
      { stream: true, signal: controller.signal },
    );
    const events = await readEvents(res, (e) => e.event === 'delta');
    controller.abort();
    const chatId = String(events[0]?.data.chatId);
    const history = async () =>
      (await json<History>(await api(`/api/chatbot/history/${chatId}`, { token: accessToken }))).chatHistory;
    await vi.waitFor(async () => expect((await history()).chat_contents[1]?.status).toBe('complete'), {
      timeout: 5000,
    });
    expect((await history()).chat_contents[1]?.text_content).toContain('Break-even ROAS');
  });

  it('lets a reloaded page pick up the live reply and receive all of it', async () => {
    const { accessToken } = await signUp();
    const res = await sendMessage(accessToken, { userMessage: 'My CTR is low, what should I do?' }, { stream: true });
    const first = await readEvents(res, (e) => e.event === 'delta');
    const chatId = String(first[0]?.data.chatId);
    const resumed = await api(`/api/chatbot/stream/${chatId}`, { token: accessToken });
    expect(resumed.status).toBe(200);
    const events = await readEvents(resumed);
    const snapshot = String(events[0]?.data.text ?? '');
    const text =
      snapshot +
      events
        .filter((e) => e.event === 'delta')
        .map((e) => e.data.text)
        .join('');
    const done = events.at(-1)?.data.message as { text_content: string };
    expect(text).toBe(done.text_content);
  });

  it('answers 204 on the stream route when nothing is being generated', async () => {
    const { accessToken } = await signUp();
    const chat = await newChat(accessToken);
    expect((await api(`/api/chatbot/stream/${chat._id}`, { token: accessToken })).status).toBe(204);
  });

  it('refuses a second message while a reply is still being written, with 409', async () => {
    const { accessToken } = await signUp();
    const res = await sendMessage(accessToken, { userMessage: 'Explain bidding strategies' }, { stream: true });
    const events = await readEvents(res, (e) => e.event === 'delta');
    const chatId = String(events[0]?.data.chatId);
    const second = await sendMessage(accessToken, { chatId, userMessage: 'And budgets?' });
    expect(second.status).toBe(409);
    expect((await json(second)).message).toBe(MESSAGES.replyInProgress);
  });

  it('marks a reply left streaming with nothing generating it as incomplete', async () => {
    const { accessToken } = await signUp();
    const chat = await newChat(accessToken);
    const botId = chat.chat_contents[1]?._id ?? '';
    await env.DB.prepare("update messages set status = 'streaming' where id = ?").bind(botId).run();
    const history = await json<History>(await api(`/api/chatbot/history/${chat._id}`, { token: accessToken }));
    expect(history.chatHistory.chat_contents[1]?.status).toBe('incomplete');
    expect((await botReply(botId))?.status).toBe('incomplete');
  });

  it('gives the question back when a reply left streaming had no text yet, and keeps it when it had some', async () => {
    const { accessToken } = await signUp();
    const used = async () => (await details(accessToken)).questions?.used;
    const empty = await newChat(accessToken);
    const withText = await newChat(accessToken);
    expect(await used()).toBe(2);
    for (const [chat, text] of [
      [empty, ''],
      [withText, 'Half an answer'],
    ] as const) {
      await env.DB.prepare("update messages set status = 'streaming', text = ?2 where id = ?1")
        .bind(chat.chat_contents[1]?._id, text)
        .run();
      await api(`/api/chatbot/history/${chat._id}`, { token: accessToken });
    }
    expect(await used()).toBe(1);
  });

  it('keeps a heartbeat alarm while a reply is written, and clears it when the reply lands', async () => {
    const { accessToken, user } = await signUp();
    const res = await sendMessage(accessToken, { userMessage: 'Explain bidding strategies' }, { stream: true });
    const events = await readEvents(res, (e) => e.event === 'delta');
    const room = userObject(user.id);
    // Set just behind the first token, which nothing holds up.
    await vi.waitFor(async () =>
      expect(await runInDurableObject(room, (_, state) => state.storage.getAlarm())).not.toBeNull(),
    );
    // The alarm firing mid-reply leaves the reply alone and sets the next beat.
    expect(await runDurableObjectAlarm(room)).toBe(true);
    expect(await runInDurableObject(room, (_, state) => state.storage.getAlarm())).not.toBeNull();
    const botId = String(events[1]?.data.messageId);
    // Knowledge-base answers run to a few hundred tokens: give the whole reply time to land.
    await vi.waitFor(async () => expect((await botReply(botId))?.status).toBe('complete'), { timeout: 5000 });
    await vi.waitFor(
      async () => expect(await runInDurableObject(room, (_, state) => state.storage.getAlarm())).toBeNull(),
      { timeout: 5000 },
    );
  });

  it('marks the reply incomplete when its owner’s object restarted mid-reply and the heartbeat finds it', async () => {
    const { accessToken, user } = await signUp();
    const chat = await newChat(accessToken);
    const botId = chat.chat_contents[1]?._id ?? '';
    await env.DB.prepare("update messages set status = 'streaming' where id = ?").bind(botId).run();
    // What a fresh instance finds after losing its generation: the job and its alarm in storage.
    const room = userObject(user.id);
    await runInDurableObject(room, async (_, state) => {
      await state.storage.put(jobKey(chat._id), { botMessageId: botId });
      await state.storage.setAlarm(Date.now() + 60_000);
    });
    expect(await runDurableObjectAlarm(room)).toBe(true);
    expect((await botReply(botId))?.status).toBe('incomplete');
    expect(await runInDurableObject(room, (_, state) => state.storage.get(jobKey(chat._id)))).toBeUndefined();
  });

  it('stops the model on request and keeps what arrived', async () => {
    const { accessToken } = await signUp();
    const res = await sendMessage(accessToken, { userMessage: 'Explain bidding strategies' }, { stream: true });
    const events = await readEvents(res, (e) => e.event === 'delta');
    const chatId = String(events[0]?.data.chatId);
    const stop = await api(`/api/chatbot/stop/${chatId}`, { method: 'POST', token: accessToken });
    expect(await json(stop)).toEqual({ stopped: true });
    const botId = String(events[1]?.data.messageId);
    await vi.waitFor(async () => expect((await botReply(botId))?.status).toBe('stopped'));
    const stored = await botReply(botId);
    expect(stored?.text.length).toBeGreaterThan(0);
    expect(stored?.text).not.toContain('check important advice');
  });
});

describe('conversations', () => {
  it('lists the user’s chats newest first, and only theirs', async () => {
    const alice = await signUp();
    const bob = await signUp();
    const older = await newChat(alice.accessToken, 'Budget question');
    const newer = await newChat(alice.accessToken, 'Bidding question');
    await newChat(bob.accessToken, 'Not yours');
    const { chatHistories } = await json<{
      chatHistories: { _id: string; chat_name: string; saved: boolean; timestamp: string }[];
    }>(await api('/api/chatbot/all-chats', { token: alice.accessToken }));
    expect(chatHistories.map((c) => c._id)).toEqual([newer._id, older._id]);
    expect(chatHistories[0]).toMatchObject({ chat_name: 'Bidding question', saved: false });
    expect(Date.parse(chatHistories[0]?.timestamp ?? '')).not.toBeNaN();
  });

  it("renames, refuses a blank name with 'Chat name cannot be empty!', and 404s for another user", async () => {
    const alice = await signUp();
    const bob = await signUp();
    const chat = await newChat(alice.accessToken);
    const rename = (token: string, newChatName: string) =>
      api(`/api/chatbot/update-chat-name/${chat._id}`, { method: 'PUT', token, body: { newChatName } });
    const ok = await rename(alice.accessToken, '  Q3 budget  ');
    expect(ok.status).toBe(200);
    expect((await json(ok)).message).toBe(MESSAGES.chatRenamed);
    const blank = await rename(alice.accessToken, '   ');
    expect(blank.status).toBe(422);
    expect((await json(blank)).message).toBe('Chat name cannot be empty!');
    expect((await rename(bob.accessToken, 'Mine now')).status).toBe(404);
    const history = await json<History>(await api(`/api/chatbot/history/${chat._id}`, { token: alice.accessToken }));
    expect(history.chatHistory.chat_name).toBe('Q3 budget');
  });

  it('toggles saved', async () => {
    const { accessToken } = await signUp();
    const chat = await newChat(accessToken);
    const save = () => api(`/api/chatbot/save-chat/${chat._id}`, { method: 'POST', token: accessToken });
    expect(await json(await save())).toEqual({ _id: chat._id, saved: true });
    expect(await json(await save())).toEqual({ _id: chat._id, saved: false });
  });

  it("says in the chat's history whether it is saved", async () => {
    const { accessToken } = await signUp();
    const chat = await newChat(accessToken);
    const saved = async () =>
      (
        await json<{ chatHistory: { saved: boolean } }>(
          await api(`/api/chatbot/history/${chat._id}`, { token: accessToken }),
        )
      ).chatHistory.saved;
    expect(await saved()).toBe(false);
    await api(`/api/chatbot/save-chat/${chat._id}`, { method: 'POST', token: accessToken });
    expect(await saved()).toBe(true);
  });

  it('deletes a chat with its messages and images; another user cannot', async () => {
    const alice = await signUp();
    const bob = await signUp();
    await buyThroughDevCheckout(alice.accessToken);
    const res = await sendMessage(alice.accessToken, {
      userMessage: 'chart',
      image: new File([PNG], 'c.png', { type: 'image/png' }),
    });
    const chat = (await json<History>(res)).chatHistory;
    const key = decodeURIComponent(chat.chat_contents[0]?.image_url?.split('?')[0]?.replace('/api/images/', '') ?? '');
    expect(
      (await api(`/api/chatbot/delete-chat/${chat._id}`, { method: 'DELETE', token: bob.accessToken })).status,
    ).toBe(404);
    const gone = await api(`/api/chatbot/delete-chat/${chat._id}`, { method: 'DELETE', token: alice.accessToken });
    expect(await json(gone)).toEqual({ message: MESSAGES.chatDeleted });
    expect((await api(`/api/chatbot/history/${chat._id}`, { token: alice.accessToken })).status).toBe(404);
    const left = await env.DB.prepare('select count(*) as n from messages where chat_id = ?')
      .bind(chat._id)
      .first<{ n: number }>();
    expect(left?.n).toBe(0);
    await expect.poll(() => env.IMAGES.head(key)).toBeNull();
  });

  it('needs a signed-in user everywhere', async () => {
    expect((await api('/api/chatbot/all-chats')).status).toBe(401);
    expect((await SELF.fetch(`${BASE}/api/chatbot/message`, { method: 'POST', body: new FormData() })).status).toBe(
      401,
    );
  });
});

describe('GET api/chatbot/search', () => {
  it('matches chat names case-insensitively and message text by words and stems, with a snippet', async () => {
    const alice = await signUp();
    const bob = await signUp();
    const named = await newChat(alice.accessToken, 'Holiday campaign plan');
    const texted = await newChat(alice.accessToken, 'How do I lower my cost per acquisition?');
    await newChat(bob.accessToken, 'Holiday campaign for bob');
    const bobs = await newChat(bob.accessToken, 'Cheaper acquisition for bob');
    const search = async (q: string) =>
      (
        await json<{ results: { _id: string; snippet: string | null }[] }>(
          await api(`/api/chatbot/search?q=${encodeURIComponent(q)}`, { token: alice.accessToken }),
        )
      ).results;

    expect((await search('HOLIDAY')).map((r) => r._id)).toEqual([named._id]);
    const byText = await search('acquisitions');
    expect(byText.map((r) => r._id)).toContain(texted._id);
    expect(byText.find((r) => r._id === texted._id)?.snippet).toMatch(/\[acquisition\]/i);
    expect(byText.map((r) => r._id)).not.toContain(bobs._id);
    expect(await search('"unbalanced')).toEqual([]);
  });
});
