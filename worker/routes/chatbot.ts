import { and, asc, desc, eq, isNotNull, or, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { endTime, setMetric, startTime } from 'hono/timing';
import { chatIdParam, chatListQuery, renameChatSchema, searchQuery, sendMessageSchema } from '../contract/chat';
import { toChatListEntry, toChatMessage } from '../contract/chat-views';
import { MESSAGES } from '../contract/messages';
import { SSE_HEADERS, sseEvent } from '../contract/stream';
import { chats, messages } from '../db/schema';
import type { Db } from '../env';
import { ownedChatOr404 } from '../lib/chats';
import { AppError } from '../lib/errors';
import { chatMarkdown, markdownDownload, slugOf } from '../lib/export-markdown';
import { ratingsOfChat } from '../lib/ratings';
import { versionsOfChat } from '../lib/reply-versions';
import { ftsMatch, searchPlans } from '../lib/saved-work';
import { startEvent, userChats } from '../lib/send-message';
import { requireUser, type UserEnv } from '../middleware/require-user';
import { validate } from '../middleware/validate';

const SEARCH_LIMIT = 20;
const SEARCH_CANDIDATES = 200;

async function chatHistory(
  db: Db,
  env: Env,
  chat: { id: string; userId: string; name: string; agent: string; saved: boolean },
) {
  const read = () =>
    db.query.messages.findMany({ where: eq(messages.chatId, chat.id), orderBy: asc(messages.createdAt) });
  const ratings = ratingsOfChat(db, chat.id);
  const versions = versionsOfChat(db, chat.id);
  let rows = await read();
  // A reply left 'streaming' may have been cut off; the owner's object decides, and owns the change.
  if (rows.some((row) => row.status === 'streaming') && (await userChats(env, chat.userId).settle(chat.id)))
    rows = await read();
  const [rated, versioned] = await Promise.all([ratings, versions]);
  const chat_contents = await Promise.all(
    rows.map((row) =>
      toChatMessage(env, row, { rating: rated.get(row.id) ?? null, versions: versioned.get(row.id) ?? 1 }),
    ),
  );
  return { _id: chat.id, chat_name: chat.name, agent: chat.agent, saved: chat.saved, chat_contents };
}

async function finishedReply(db: Db, env: Env, chatId: string) {
  const reply = await db.query.messages.findFirst({
    where: and(eq(messages.chatId, chatId), eq(messages.sentBy, 'Bot')),
    orderBy: desc(messages.createdAt),
  });
  const versions = reply ? (await versionsOfChat(db, chatId)).get(reply.id) : undefined;
  return sseEvent('done', { message: reply ? await toChatMessage(env, reply, { versions }) : null });
}

/** The object's stream as it is: a browser that goes away cancels only its own subscription, never the reply. */
const sseResponse = (body: ReadableStream<Uint8Array> | Uint8Array<ArrayBuffer>) =>
  new Response(body, { headers: SSE_HEADERS });

/** A page's end as an opaque cursor: the last chat's update time and id (ties broken by id). */
const writeCursor = (updatedAt: number, id: string) => btoa(JSON.stringify([updatedAt, id]));

function readCursor(cursor: string): { updatedAt: number; id: string } {
  try {
    const [updatedAt, id] = JSON.parse(atob(cursor)) as unknown[];
    if (typeof updatedAt === 'number' && typeof id === 'string') return { updatedAt, id };
  } catch {}
  throw new AppError('validation', 422, MESSAGES.unknownPage, { cursor: MESSAGES.unknownPage });
}

/** Every route reaches chats only through the signed-in user: another user's chat id is a 404. */
export const chatbot = new Hono<UserEnv>()
  .use(requireUser)
  .get('/all-chats', validate('query', chatListQuery), async (c) => {
    const { cursor, limit, saved } = c.req.valid('query');
    const after = cursor ? readCursor(cursor) : null;
    // Rows as arrays straight from D1: the ORM's mapping of a page of rows costs more than the query.
    const rows = await c.env.DB.prepare(
      `select id, name, updated_at, saved, agent from chats
        where user_id = ?1 and (?2 is null or updated_at < ?2 or (updated_at = ?2 and id < ?3))
          and (?5 = 0 or saved = 1)
        order by updated_at desc, id desc limit ?4`,
    )
      .bind(c.var.user.id, after?.updatedAt ?? null, after?.id ?? null, limit + 1, saved ? 1 : 0)
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
    await userChats(c.env, chat.userId).forget(chat.id);
    return c.json({ message: MESSAGES.chatRenamed, chat: { _id: chat.id, chat_name: name } });
  })

  .delete('/delete-chat/:chatId', validate('param', chatIdParam), async (c) => {
    const chat = await ownedChatOr404(c.var.db, c.var.user.id, c.req.valid('param').chatId);
    await userChats(c.env, chat.userId).stop(chat.id);
    const images = await c.var.db
      .select({ key: messages.imageKey, file: messages.fileKey })
      .from(messages)
      .where(and(eq(messages.chatId, chat.id), or(isNotNull(messages.imageKey), isNotNull(messages.fileKey))));
    await c.var.db.delete(chats).where(eq(chats.id, chat.id)); // messages go with it (on delete cascade)
    await userChats(c.env, chat.userId).forget(chat.id);
    const keys = images.flatMap(({ key, file }) => [key, file].filter((k): k is string => k !== null));
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
    await userChats(c.env, chat.userId).forget(chat.id);
    return c.json({ _id: chat.id, saved: row?.saved ?? !chat.saved });
  })

  .get('/search', validate('query', searchQuery), async (c) => {
    const q = c.req.valid('query').q;
    if (!q) return c.json({ results: [], plans: [] });
    const userId = c.var.user.id;
    const byName = await c.var.db
      .select({ id: chats.id, name: chats.name, updatedAt: chats.updatedAt, saved: chats.saved, agent: chats.agent })
      .from(chats)
      .where(and(eq(chats.userId, userId), sql`instr(lower(${chats.name}), lower(${q})) > 0`))
      .orderBy(desc(chats.updatedAt))
      .limit(SEARCH_LIMIT);
    // Each word quoted (no FTS syntax from the user), the last one as a prefix. Only this user's most recent
    // matches, in rowid order, are ranked and snippeted, so the cost stays flat however common the word is.
    const match = ftsMatch(q);
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
    return c.json({
      results: [...results.values()].slice(0, SEARCH_LIMIT),
      plans: await searchPlans(c.env.DB, userId, match),
    });
  })

  .get('/export/:chatId', validate('param', chatIdParam), async (c) => {
    const chat = await ownedChatOr404(c.var.db, c.var.user.id, c.req.valid('param').chatId);
    const rows = await c.var.db.query.messages.findMany({
      where: eq(messages.chatId, chat.id),
      orderBy: [asc(messages.createdAt), asc(messages.id)],
    });
    const text = await chatMarkdown(c.env, new URL(c.req.url).origin, chat, rows);
    return markdownDownload(text, slugOf(chat.name, 'chat'));
  })

  .get('/stream/:chatId', validate('param', chatIdParam), async (c) => {
    const chat = await ownedChatOr404(c.var.db, c.var.user.id, c.req.valid('param').chatId);
    const live = await userChats(c.env, chat.userId).subscribe(chat.id);
    return live ? sseResponse(live) : c.body(null, 204);
  })

  .post('/stop/:chatId', validate('param', chatIdParam), async (c) => {
    const chat = await ownedChatOr404(c.var.db, c.var.user.id, c.req.valid('param').chatId);
    return c.json({ stopped: await userChats(c.env, chat.userId).stop(chat.id) });
  })

  .post('/message', validate('form', sendMessageSchema), async (c) => {
    const { db, user } = c.var;
    const { image, file, ...form } = c.req.valid('form');
    const wait = !(c.req.header('Accept') ?? '').includes('text/event-stream');
    startTime(c, 'room');
    // The user's object asks, stores and starts the reply: it knows which of their chats are busy.
    const sent = await userChats(c.env, user.id).send(
      { id: user.id, aboutYou: user.aboutYou },
      {
        ...form,
        image: image ? new Uint8Array(await image.arrayBuffer()) : null,
        file: file ? { name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) } : null,
      },
      wait,
    );
    endTime(c, 'room');
    if ('refused' in sent) {
      const { status, code, message, fields } = sent.refused;
      throw new AppError(code, status, message, fields);
    }
    if (sent.storeMs !== undefined) setMetric(c, 'store', sent.storeMs);
    if (wait) return c.json({ chatHistory: await chatHistory(db, c.env, sent.chat) });
    if (sent.live) return sseResponse(sent.live);
    // A retry of a send whose reply has finished gets that reply whole.
    const start = await startEvent(c.env, sent.chat, sent.userMessage);
    return sseResponse(new Uint8Array([...start, ...(await finishedReply(db, c.env, sent.chat.id))]));
  });
