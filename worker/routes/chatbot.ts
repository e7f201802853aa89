import { and, asc, desc, eq, isNotNull, ne, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { chats, messages } from '../db/schema';
import type { ChatRoom, HistoryRow } from '../durable/chat-room';
import type { Db } from '../env';
import { AGENTS, personaOf } from '../lib/agents';
import { HISTORY_ROWS } from '../lib/ai/prompt';
import {
  chatTitle,
  findOwnedChat,
  MAX_CHAT_IMAGE_BYTES,
  MAX_MESSAGE_CHARS,
  toChatListEntry,
  toChatMessage,
} from '../lib/chats';
import { assertMayAsk, entitlementsFor, recordQuestion } from '../lib/entitlements';
import { AppError } from '../lib/errors';
import { imageKey, sniffImageType } from '../lib/images';
import { MESSAGES } from '../lib/messages';
import { SSE_HEADERS, sseEvent } from '../lib/sse';
import { requireUser, type UserEnv } from '../middleware/require-user';
import { validate } from '../middleware/validate';
import { chatIdParam, chatListQuery, renameChatSchema, searchQuery } from '../schemas/chat';

const SEARCH_LIMIT = 20;
/** Recent full-text matches ranked per search. */
const SEARCH_CANDIDATES = 200;
const CLIENT_ID = /^[\w-]{1,64}$/;

const room = (env: Env, chatId: string): DurableObjectStub<ChatRoom> =>
  env.CHAT_ROOM.get(env.CHAT_ROOM.idFromName(chatId));

async function ownedChatOr404(db: Db, userId: string, chatId: string) {
  const chat = await findOwnedChat(db, userId, chatId);
  if (!chat) throw new AppError('not_found', 404, 'Chat not found.');
  return chat;
}

async function chatHistory(db: Db, env: Env, chat: { id: string; name: string; agent: string }) {
  const read = () =>
    db.query.messages.findMany({ where: eq(messages.chatId, chat.id), orderBy: asc(messages.createdAt) });
  let rows = await read();
  // A reply left 'streaming' may have been cut off; the chat's object decides, and owns the change.
  if (rows.some((row) => row.status === 'streaming') && (await room(env, chat.id).settle(chat.id))) rows = await read();
  const chat_contents = await Promise.all(rows.map((row) => toChatMessage(env, row)));
  return { _id: chat.id, chat_name: chat.name, agent: chat.agent, chat_contents };
}

/** SSE: the events given first, then the live reply piped from the chat's Durable Object. */
function sseResponse(first: Uint8Array[], live: ReadableStream<Uint8Array> | null) {
  const { readable, writable } = new TransformStream<Uint8Array, Uint8Array>();
  void (async () => {
    const writer = writable.getWriter();
    for (const chunk of first) await writer.write(chunk);
    writer.releaseLock();
    if (live) await live.pipeTo(writable);
    else await writable.close();
  })().catch(() => undefined); // the browser went away; the reply carries on in the Durable Object
  return new Response(readable, { headers: SSE_HEADERS });
}

/** A page's end as an opaque cursor: the last chat's update time and id (ties broken by id). */
const writeCursor = (updatedAt: number, id: string) => btoa(JSON.stringify([updatedAt, id]));

function readCursor(cursor: string): { updatedAt: number; id: string } {
  try {
    const [updatedAt, id] = JSON.parse(atob(cursor)) as unknown[];
    if (typeof updatedAt === 'number' && typeof id === 'string') return { updatedAt, id };
  } catch {}
  throw new AppError('validation', 422, 'That page does not exist.', { cursor: 'That page does not exist.' });
}

/** Every route reaches chats only through the signed-in user: another user's chat id is a 404. */
export const chatbot = new Hono<UserEnv>()
  .use(requireUser)
  .get('/all-chats', validate('query', chatListQuery), async (c) => {
    const { cursor, limit } = c.req.valid('query');
    const after = cursor ? readCursor(cursor) : null;
    // Rows as arrays straight from D1: the ORM's mapping of a page of rows costs more than the query.
    const rows = await c.env.DB.prepare(
      `select id, name, updated_at, saved, agent from chats
        where user_id = ?1 and (?2 is null or updated_at < ?2 or (updated_at = ?2 and id < ?3))
        order by updated_at desc, id desc limit ?4`,
    )
      .bind(c.var.user.id, after?.updatedAt ?? null, after?.id ?? null, limit + 1)
      .raw<[id: string, name: string, updatedAt: number, saved: number, agent: string]>();
    const page = rows.slice(0, limit);
    const last = page.at(-1);
    return c.json({
      chatHistories: page.map(([id, name, updatedAt, saved, agent]) =>
        toChatListEntry({ id, name, updatedAt, saved, agent }),
      ),
      nextCursor: rows.length > limit && last ? writeCursor(last[2], last[0]) : null,
    });
  })

  .get('/history/:chatId', validate('param', chatIdParam), async (c) => {
    const chat = await ownedChatOr404(c.var.db, c.var.user.id, c.req.valid('param').chatId);
    return c.json({ chatHistory: await chatHistory(c.var.db, c.env, chat) });
  })

  .put('/update-chat-name/:chatId', validate('param', chatIdParam), validate('json', renameChatSchema), async (c) => {
    const chat = await ownedChatOr404(c.var.db, c.var.user.id, c.req.valid('param').chatId);
    const name = c.req.valid('json').newChatName;
    await c.var.db.update(chats).set({ name }).where(eq(chats.id, chat.id));
    return c.json({ message: MESSAGES.chatRenamed, chat: { _id: chat.id, chat_name: name } });
  })

  .delete('/delete-chat/:chatId', validate('param', chatIdParam), async (c) => {
    const chat = await ownedChatOr404(c.var.db, c.var.user.id, c.req.valid('param').chatId);
    await room(c.env, chat.id).stop();
    const images = await c.var.db
      .select({ key: messages.imageKey })
      .from(messages)
      .where(and(eq(messages.chatId, chat.id), isNotNull(messages.imageKey)));
    await c.var.db.delete(chats).where(eq(chats.id, chat.id)); // messages go with it (on delete cascade)
    const keys = images.flatMap(({ key }) => (key ? [key] : []));
    if (keys.length > 0) c.executionCtx.waitUntil(c.env.IMAGES.delete(keys));
    return c.json({ message: MESSAGES.chatDeleted });
  })

  .post('/save-chat/:chatId', validate('param', chatIdParam), async (c) => {
    const chat = await ownedChatOr404(c.var.db, c.var.user.id, c.req.valid('param').chatId);
    const [row] = await c.var.db
      .update(chats)
      .set({ saved: !chat.saved })
      .where(eq(chats.id, chat.id))
      .returning({ saved: chats.saved });
    return c.json({ _id: chat.id, saved: row?.saved ?? !chat.saved });
  })

  .get('/search', validate('query', searchQuery), async (c) => {
    const q = c.req.valid('query').q;
    if (!q) return c.json({ results: [] });
    const userId = c.var.user.id;
    const byName = await c.var.db
      .select({ id: chats.id, name: chats.name, updatedAt: chats.updatedAt, saved: chats.saved, agent: chats.agent })
      .from(chats)
      .where(and(eq(chats.userId, userId), sql`instr(lower(${chats.name}), lower(${q})) > 0`))
      .orderBy(desc(chats.updatedAt))
      .limit(SEARCH_LIMIT);
    // Each word quoted (no FTS syntax from the user), the last one as a prefix: "budget" "pac"*.
    // This user's most recent matches come straight off the index in rowid order; only matches from
    // that range on are ranked and given a snippet, so the cost stays flat however common the word is.
    const terms = q.match(/[\p{L}\p{N}]+/gu) ?? [];
    const match = terms.map((term, i) => `"${term}"${i === terms.length - 1 ? '*' : ''}`).join(' ');
    const byText = match
      ? await c.env.DB.prepare(
          `with recent as (
             select m.rowid as rid from messages_fts f join messages m on m.rowid = f.rowid
              where messages_fts match ?1 and m.user_id = ?2
              order by f.rowid desc limit ?3)
           select c.id, c.name, c.updated_at as updatedAt, c.saved, c.agent,
                  snippet(messages_fts, 0, '[', ']', '…', 12) as snippet
             from messages_fts
             join messages m on m.rowid = messages_fts.rowid
             join chats c on c.id = m.chat_id
            where messages_fts match ?1 and m.user_id = ?2
              and messages_fts.rowid >= (select min(rid) from recent)
            order by rank limit ?4`,
        )
          .bind(match, userId, SEARCH_CANDIDATES, SEARCH_LIMIT * 3)
          .all<{ id: string; name: string; updatedAt: number; saved: number; agent: string; snippet: string }>()
      : { results: [] };
    const results = new Map<string, ReturnType<typeof toChatListEntry> & { snippet: string | null }>();
    for (const row of byName) results.set(row.id, { ...toChatListEntry(row), snippet: null });
    for (const row of byText.results) {
      const known = results.get(row.id);
      if (known && !known.snippet) known.snippet = row.snippet;
      if (!known) results.set(row.id, { ...toChatListEntry(row), snippet: row.snippet });
    }
    return c.json({ results: [...results.values()].slice(0, SEARCH_LIMIT) });
  })

  .get('/stream/:chatId', validate('param', chatIdParam), async (c) => {
    const chat = await ownedChatOr404(c.var.db, c.var.user.id, c.req.valid('param').chatId);
    const live = await room(c.env, chat.id).subscribe();
    return live ? sseResponse([], live) : c.body(null, 204);
  })

  .post('/stop/:chatId', validate('param', chatIdParam), async (c) => {
    const chat = await ownedChatOr404(c.var.db, c.var.user.id, c.req.valid('param').chatId);
    return c.json({ stopped: await room(c.env, chat.id).stop() });
  })

  .post('/message', async (c) => {
    const form = await c.req.formData().catch(() => {
      throw new AppError('bad_request', 400, 'Send the message as multipart form data.');
    });
    const text = String(form.get('userMessage') ?? '').trim();
    const file = form.get('image');
    const image = file instanceof File && file.size > 0 ? file : null;
    const clientId = form.get('clientId') ? String(form.get('clientId')) : null;
    const chatId = form.get('chatId') ? String(form.get('chatId')) : null;
    // The specialist agent is chosen for a new chat only; a continued chat keeps its own.
    const agents: readonly string[] = AGENTS[personaOf(c.env.PERSONA)];
    const agent = form.get('agent') ? String(form.get('agent')) : 'advisor';
    if (text.length > MAX_MESSAGE_CHARS) throw new AppError('validation', 422, MESSAGES.messageTooLong);
    if (!text && !image) throw new AppError('validation', 422, MESSAGES.emptyMessage);
    if (clientId !== null && !CLIENT_ID.test(clientId)) throw new AppError('validation', 422, 'Invalid client id.');
    if (!agents.includes(agent)) throw new AppError('validation', 422, MESSAGES.unknownAgent);
    if (image && image.size > MAX_CHAT_IMAGE_BYTES)
      throw new AppError('payload_too_large', 413, MESSAGES.chatImageTooLarge);

    const db = c.var.db;
    const user = c.var.user;
    const wantsStream = (c.req.header('Accept') ?? '').includes('text/event-stream');
    // What the send depends on, read at once: the chat it continues and whether a reply is running
    // there, an earlier attempt with the same client id, and the user's plan.
    const [existing, earlier, rights] = await Promise.all([
      chatId
        ? ownedChatOr404(db, user.id, chatId).then(async (chat) => ({ chat, busy: await room(c.env, chat.id).busy() }))
        : null,
      clientId
        ? db.query.messages.findFirst({ where: and(eq(messages.userId, user.id), eq(messages.clientId, clientId)) })
        : undefined,
      entitlementsFor(db, c.env, user.id),
    ]);
    // A retried send (same client id) is answered from what the first attempt stored.
    if (earlier) return answer(earlier.chatId, earlier.id);
    if (existing?.busy) throw new AppError('conflict', 409, MESSAGES.replyInProgress);
    // The plan's rule (PRODUCT.md), before anything is stored: a refusal keeps nothing.
    const questionLimit = assertMayAsk(rights, image !== null);
    const existingChat = existing?.chat ?? null;

    let stored: { key: string; type: string } | null = null;
    if (image) {
      const bytes = new Uint8Array(await image.arrayBuffer());
      const type = sniffImageType(bytes);
      if (!type) throw new AppError('validation', 422, MESSAGES.imageType);
      stored = { key: imageKey(user.id, 'chat', type), type };
      await c.env.IMAGES.put(stored.key, bytes, { httpMetadata: { contentType: type } });
    }

    const now = Date.now();
    const chat = existingChat ?? { id: crypto.randomUUID(), name: chatTitle(text), agent };
    const userMessageId = crypto.randomUUID();
    const botMessageId = crypto.randomUUID();
    let history: HistoryRow[];
    try {
      const [, , , , recent] = await db.batch([
        existingChat
          ? db.update(chats).set({ updatedAt: now }).where(eq(chats.id, chat.id))
          : db.insert(chats).values({
              id: chat.id,
              userId: user.id,
              name: chat.name,
              agent: chat.agent,
              createdAt: now,
              updatedAt: now,
            }),
        db.insert(messages).values({
          id: userMessageId,
          chatId: chat.id,
          userId: user.id,
          sentBy: 'User',
          text,
          imageKey: stored?.key ?? null,
          clientId,
          createdAt: now,
        }),
        db.insert(messages).values({
          id: botMessageId,
          chatId: chat.id,
          userId: user.id,
          sentBy: 'Bot',
          status: 'streaming',
          createdAt: now + 1,
        }),
        recordQuestion(db, user.id, now, questionLimit),
        // The reply's context, read in the same round trip: the chat's newest messages, this one included.
        db
          .select({ sentBy: messages.sentBy, text: messages.text, imageKey: messages.imageKey })
          .from(messages)
          .where(and(eq(messages.chatId, chat.id), ne(messages.id, botMessageId)))
          .orderBy(desc(messages.createdAt))
          .limit(HISTORY_ROWS),
      ]);
      history = recent.reverse();
    } catch (error) {
      if (stored) c.executionCtx.waitUntil(c.env.IMAGES.delete(stored.key));
      // The same client id stored a moment ago by a concurrent retry: answer as that one.
      const twin = clientId
        ? await db.query.messages.findFirst({
            where: and(eq(messages.userId, user.id), eq(messages.clientId, clientId)),
          })
        : undefined;
      if (twin) return answer(twin.chatId, twin.id);
      // A concurrent send took the last free question (recordQuestion refused the write): 402.
      if (questionLimit !== null) assertMayAsk(await entitlementsFor(db, c.env, user.id), false);
      throw error;
    }
    const job = { chatId: chat.id, botMessageId, agent: chat.agent, aboutYou: user.aboutYou, history };
    if (!wantsStream) {
      await room(c.env, chat.id).start(job);
      return answer(chat.id, userMessageId);
    }
    const userMessage = await toChatMessage(c.env, {
      id: userMessageId,
      chatId: chat.id,
      userId: user.id,
      sentBy: 'User',
      text,
      imageKey: stored?.key ?? null,
      status: 'complete',
      clientId,
      createdAt: now,
    });
    const live = await room(c.env, chat.id).startAndSubscribe(job);
    const entry = toChatListEntry({ ...chat, updatedAt: now, saved: existingChat?.saved ?? false });
    return sseResponse([sseEvent('start', { chatId: chat.id, chat: entry, userMessage })], live);

    async function answer(answerChatId: string, userMessageId: string) {
      const stub = room(c.env, answerChatId);
      if (!wantsStream) {
        await stub.result();
        const chatRow = await ownedChatOr404(db, user.id, answerChatId);
        return c.json({ chatHistory: await chatHistory(db, c.env, chatRow) });
      }
      const [userRow, chatRow] = await Promise.all([
        db.query.messages.findFirst({ where: eq(messages.id, userMessageId) }),
        ownedChatOr404(db, user.id, answerChatId),
      ]);
      const start = sseEvent('start', {
        chatId: answerChatId,
        chat: toChatListEntry(chatRow),
        userMessage: userRow ? await toChatMessage(c.env, userRow) : null,
      });
      const live = await stub.subscribe();
      if (live) return sseResponse([start], live);
      // Nothing live: the reply already finished; send it whole.
      const reply = await db.query.messages.findFirst({
        where: and(eq(messages.chatId, answerChatId), eq(messages.sentBy, 'Bot')),
        orderBy: desc(messages.createdAt),
      });
      return sseResponse(
        [start, sseEvent('done', { message: reply ? await toChatMessage(c.env, reply) : null })],
        null,
      );
    }
  });
