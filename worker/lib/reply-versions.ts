import { and, count, desc, eq, lt, sql } from 'drizzle-orm';
import { MESSAGES, VERSION_MESSAGES } from '../contract/messages';
import { MAX_REPLY_VERSIONS } from '../contract/replies';
import { type Chat, type Message, messages, replyVersions } from '../db/schema';
import type { Db } from '../env';
import { findOwnedChat } from './chats';
import { recordQuestion } from './entitlements';
import { AppError } from './errors';

/** The chat's last question and its reply, and how many versions the reply has. */
export type LastTurn = { chat: Chat; question: Message; reply: Message; versions: number };

/**
 * Refuses (a NULL into a NOT NULL column) unless the reply is still the chat's last, answers `question`, is not
 * being written, and has room for one more version.
 */
const VERSION_GUARD = `insert into question_log (user_id, created_at) select ?1, null where not exists (
  select 1 from messages r where r.id = ?2 and r.user_id = ?1 and r.chat_id = ?3 and r.sent_by = 'Bot'
    and r.status != 'streaming'
    and (select count(*) from reply_versions v where v.message_id = r.id) < ?5
    and not exists (select 1 from messages n where n.chat_id = r.chat_id and n.created_at > r.created_at)
    and (select q.id from messages q where q.chat_id = r.chat_id and q.sent_by = 'User' and q.created_at < r.created_at
         order by q.created_at desc limit 1) = ?4)`;
/** The shown version, with the question it answered, joins the others. */
const KEEP_VERSION = `insert into reply_versions (id, user_id, message_id, version, question, text, status, provider, sources, created_at)
  select ?1, r.user_id, r.id, r.version, q.text, r.text, r.status, r.provider, r.sources, ?5
  from messages r join messages q on q.id = ?3 and q.user_id = r.user_id where r.id = ?2 and r.user_id = ?4`;
/**
 * The question's earlier count stays counted but is no longer the question's: a reply that ends empty gives
 * back only the row of its own asking.
 */
const DETACH_QUESTION = 'update question_log set message_id = null where message_id = ?1 and user_id = ?2';
const EDIT_QUESTION = 'update messages set text = ?1 where id = ?2 and user_id = ?3';
const NEW_VERSION = `update messages set text = '', status = 'streaming', provider = null, sources = null,
  version = (select max(version) from reply_versions where message_id = ?1) + 1
  where id = ?1 and user_id = ?2`;

/** Refuses unless the reply still shows `version` and is not being written. */
const SWAP_GUARD = `insert into question_log (user_id, created_at) select ?1, null where not exists (
  select 1 from messages where id = ?2 and user_id = ?1 and version = ?3 and status != 'streaming')`;
// A stored version gone since it was read sets NULL into NOT NULL columns: the batch rolls back.
const SHOW_STORED = `update messages set (text, status, provider, sources, version) = (
  select text, status, provider, sources, version from reply_versions where message_id = ?1 and version = ?2)
  where id = ?1`;
const SHOW_STORED_QUESTION = `update messages set text = (
  select question from reply_versions where message_id = ?1 and version = ?2) where id = ?3`;
const DROP_STORED = 'delete from reply_versions where message_id = ?1 and version = ?2';

/**
 * The turn a regenerate (`retryOf`, the reply) or an edit (`editOf`, the question) names, which must be the
 * chat's last; the refusal otherwise, returned so the caller can first tell a repeated send.
 */
export async function findLastTurn(
  db: Db,
  userId: string,
  chatId: string,
  named: { retryOf?: string; editOf?: string },
): Promise<LastTurn | AppError> {
  const wanted = named.retryOf ?? named.editOf ?? '';
  const [chat, [last, before], target] = await Promise.all([
    findOwnedChat(db, userId, chatId),
    db
      .select({
        message: messages,
        versions: sql<number>`(select count(*) from reply_versions v where v.message_id = "messages"."id") + 1`,
      })
      .from(messages)
      .where(and(eq(messages.chatId, chatId), eq(messages.userId, userId)))
      .orderBy(desc(messages.createdAt))
      .limit(2),
    db.query.messages.findFirst({
      where: and(eq(messages.id, wanted), eq(messages.userId, userId), eq(messages.chatId, chatId)),
    }),
  ]);
  if (!chat) return new AppError('not_found', 404, MESSAGES.chatNotFound);
  const ofReply = named.retryOf !== undefined;
  if (target?.sentBy !== (ofReply ? 'Bot' : 'User')) {
    return new AppError('not_found', 404, ofReply ? MESSAGES.replyNotFound : VERSION_MESSAGES.questionNotFound);
  }
  const reply = last?.message;
  const question = before?.message;
  if (reply?.sentBy !== 'Bot' || question?.sentBy !== 'User' || (ofReply ? reply : question).id !== target.id) {
    return new AppError('conflict', 409, ofReply ? MESSAGES.replyNotRetryable : VERSION_MESSAGES.notLastQuestion);
  }
  if (reply.status === 'streaming') return new AppError('conflict', 409, MESSAGES.replyInProgress);
  return { chat, question, reply, versions: last?.versions ?? 1 };
}

export function assertRoomForVersion(turn: LastTurn) {
  if (turn.versions >= MAX_REPLY_VERSIONS) {
    throw new AppError('conflict', 409, VERSION_MESSAGES.tooManyVersions(MAX_REPLY_VERSIONS));
  }
}

/**
 * A regenerate's or an edit's writes: the shown version kept, the question counted anew (the Free limit held as
 * it writes), an edit's new text, and the reply reset to stream as the next version.
 */
export function newVersionStatements(
  d1: D1Database,
  env: Pick<Env, 'FREE_MONTHLY_QUESTIONS'>,
  userId: string,
  turn: LastTurn,
  now: number,
  editedText?: string,
): D1PreparedStatement[] {
  const { chat, question, reply } = turn;
  return [
    d1.prepare(VERSION_GUARD).bind(userId, reply.id, chat.id, question.id, MAX_REPLY_VERSIONS - 1),
    d1.prepare(KEEP_VERSION).bind(crypto.randomUUID(), reply.id, question.id, userId, now),
    d1.prepare(DETACH_QUESTION).bind(question.id, userId),
    recordQuestion(d1, env, userId, now, question.imageKey !== null, question.id),
    ...(editedText === undefined ? [] : [d1.prepare(EDIT_QUESTION).bind(editedText, question.id, userId)]),
    d1.prepare(NEW_VERSION).bind(reply.id, userId),
  ];
}

/** How many versions each reply of a chat has, for those with more than one. */
export async function versionsOfChat(db: Db, chatId: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ messageId: replyVersions.messageId, stored: count() })
    .from(replyVersions)
    .innerJoin(messages, eq(messages.id, replyVersions.messageId))
    .where(eq(messages.chatId, chatId))
    .groupBy(replyVersions.messageId);
  return new Map(rows.map((row) => [row.messageId, row.stored + 1]));
}

/** A reply of this user's, with the question it answers; null for anything else. */
export async function findOwnedReplyTurn(db: Db, userId: string, messageId: string) {
  const reply = await db.query.messages.findFirst({
    where: and(eq(messages.id, messageId), eq(messages.userId, userId), eq(messages.sentBy, 'Bot')),
  });
  if (!reply) return null;
  const [question, versions] = await Promise.all([
    db.query.messages.findFirst({
      where: and(
        eq(messages.chatId, reply.chatId),
        eq(messages.sentBy, 'User'),
        lt(messages.createdAt, reply.createdAt),
      ),
      orderBy: desc(messages.createdAt),
    }),
    db.select({ stored: count() }).from(replyVersions).where(eq(replyVersions.messageId, reply.id)),
  ]);
  return question ? { reply, question, versions: (versions[0]?.stored ?? 0) + 1 } : null;
}

/**
 * Shows a stored version: it and the shown one swap places, question text and reply together, in one batch
 * that refuses if the reply changed since it was read. Returns the pair as now shown; null: no such version.
 */
export async function swapVersion(
  db: Db,
  d1: D1Database,
  userId: string,
  turn: { reply: Message; question: Message },
  version: number,
): Promise<{ reply: Message; question: Message } | null> {
  const { reply, question } = turn;
  const stored = await db.query.replyVersions.findFirst({
    where: and(eq(replyVersions.messageId, reply.id), eq(replyVersions.version, version)),
  });
  if (!stored) return showing(await findOwnedReplyTurn(db, userId, reply.id), version);
  try {
    await d1.batch([
      d1.prepare(SWAP_GUARD).bind(userId, reply.id, reply.version),
      d1.prepare(KEEP_VERSION).bind(crypto.randomUUID(), reply.id, question.id, userId, Date.now()),
      d1.prepare(SHOW_STORED).bind(reply.id, version),
      d1.prepare(SHOW_STORED_QUESTION).bind(reply.id, version, question.id),
      d1.prepare(DROP_STORED).bind(reply.id, version),
    ]);
  } catch {
    // Another tab switched it, or a regenerate started, between the read and the write.
    const now = await findOwnedReplyTurn(db, userId, reply.id);
    const shown = showing(now, version);
    if (shown) return shown;
    const streaming = now?.reply.status === 'streaming';
    throw new AppError('conflict', 409, streaming ? MESSAGES.replyInProgress : VERSION_MESSAGES.changedElsewhere);
  }
  const { text, status, provider, sources } = stored;
  return {
    reply: { ...reply, text, status, provider, sources, version },
    question: { ...question, text: stored.question },
  };
}

/** A version that is not stored may be the one another tab has just shown: then the answer is the turn as it is. */
const showing = <Turn extends { reply: Message }>(turn: Turn | null, version: number) =>
  turn?.reply.version === version && turn.reply.status !== 'streaming' ? turn : null;
