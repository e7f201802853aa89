import { and, eq } from 'drizzle-orm';
import { AGENTS, personaOf } from '../contract/agents';
import type { SendInput } from '../contract/chat';
import { toChatListEntry, toChatMessage } from '../contract/chat-views';
import { MESSAGES } from '../contract/messages';
import { sseEvent } from '../contract/stream';
import { type Chat, type Message, messages, type User } from '../db/schema';
import type { GenerationJob, HistoryRow, UserChats } from '../durable/user-chats';
import type { Db } from '../env';
import { HISTORY_ROWS } from './ai/prompt';
import { chatTitle, findOwnedChat } from './chats';
import { assertMayAsk, entitlementsFor, giveBackQuestion, recordQuestion } from './entitlements';
import { AppError } from './errors';
import { imageKey, sniffImageType } from './images';
import { assertRoomForVersion, findLastTurn, newVersionStatements } from './reply-versions';
import { storeReportFile } from './report-files';

// Raw statements in one batch: the ORM's building of them cost more than D1's running them.
const INSERT_CHAT =
  'insert into chats (id, user_id, name, agent, saved, created_at, updated_at) values (?1, ?2, ?3, ?4, 0, ?5, ?5)';
export const TOUCH_CHAT = `update chats set updated_at = ?1 where id = ?2 and user_id = ?3
  returning name, agent, saved, created_at as createdAt`;
// Someone else's chat id leaves chat_id NULL, which the table refuses: the whole batch rolls back.
export const INSERT_MESSAGE = `insert into messages (id, chat_id, user_id, sent_by, text, image_key, status, client_id, created_at)
  values (?1, (select id from chats where id = ?2 and user_id = ?3), ?3, ?4, ?5, ?6, ?7, ?8, ?9)`;
/** Refuses (a NULL into a NOT NULL column) unless the reply is the chat's last, and cut off. */
const RETRY_GUARD = `insert into question_log (user_id, created_at) select ?1, null where not exists (
  select 1 from messages r where r.id = ?2 and r.user_id = ?1 and r.chat_id = ?3 and r.sent_by = 'Bot'
    and r.status = 'incomplete'
    and not exists (select 1 from messages n where n.chat_id = r.chat_id and n.created_at > r.created_at))`;
const RESET_REPLY = `update messages set text = '', status = 'streaming' where id = ?1 and user_id = ?2`;
const ATTACH_FILE = 'update messages set file_key = ?1, file_name = ?2 where id = ?3 and user_id = ?4';
const TAG_QUESTION = 'update messages set client_id = ?1 where id = ?2 and user_id = ?3';
/** The reply's context in the same round trip: the chat's newest messages, the question included. */
const RECENT_MESSAGES = `select sent_by as sentBy, text, image_key as imageKey, file_key as fileKey, file_name as fileName from messages
  where chat_id = ?1 and id != ?2 order by created_at desc limit ?3`;

/** `storeMs`: the batch's time, for Server-Timing. */
export type Question = { chat: Chat; userMessage: Message; job: GenerationJob | null; storeMs?: number };

/** The send as it crosses to the user's object: the image and the report as bytes. */
export type SendRequest = Omit<SendInput, 'image' | 'file'> & {
  image: Uint8Array | null;
  file?: { name: string; bytes: Uint8Array } | null;
};

export type Asker = Pick<User, 'id' | 'aboutYou'>;

/** A question as it is stored: complete, its first version, with its attachment if it has one. */
export const questionRow = (
  userId: string,
  chatId: string,
  input: Pick<SendRequest, 'userMessage' | 'clientId'>,
  now: number,
  attached: Partial<Pick<Message, 'imageKey' | 'fileKey' | 'fileName'>> = {},
): Message => ({
  id: crypto.randomUUID(),
  chatId,
  userId,
  sentBy: 'User',
  text: input.userMessage,
  imageKey: null,
  status: 'complete',
  clientId: input.clientId ?? null,
  version: 1,
  provider: null,
  sources: null,
  fileKey: null,
  fileName: null,
  createdAt: now,
  ...attached,
});

/** The user's Durable Object, which owns the replies of all their chats. */
export const userChats = (env: Env, userId: string): DurableObjectStub<UserChats> =>
  env.USER_CHATS.get(env.USER_CHATS.idFromName(userId));

/** A send's first event: its chat (put first in the sidebar) and the stored question. */
export const startEvent = async (env: Env, chat: Chat, userMessage: Message) =>
  sseEvent('start', {
    chatId: chat.id,
    chat: toChatListEntry(chat),
    userMessage: await toChatMessage(env, userMessage),
  });

/**
 * One D1 batch that checks as it writes: the chat must be the user's, the question must be theirs to ask, a
 * retry (same client id) must not be stored twice. Any refusal rolls the whole batch back, and only then do
 * reads say why. `claim` marks an existing chat busy until its reply starts, or gives what holds it to wait for.
 */
export async function askQuestion(
  db: Db,
  env: Env,
  ctx: { waitUntil(promise: Promise<unknown>): void },
  user: Asker,
  input: SendRequest,
  claim: (chatId: string) => true | Promise<void>,
): Promise<Question> {
  const agents: readonly string[] = AGENTS[personaOf(env.PERSONA)];
  if (!agents.includes(input.agent)) throw new AppError('validation', 422, MESSAGES.unknownAgent);
  // The audit reads advertising reports: the coach persona has nothing to do with a CSV.
  if (input.file && personaOf(env.PERSONA) !== 'ads') throw new AppError('validation', 422, MESSAGES.reportsNotHere);
  const held = input.chatId ? claim(input.chatId) : true;
  if (held !== true) {
    // Held by a send still storing, or a reply: this may be that send's retry.
    await held;
    const earlier = input.clientId ? await sentBefore(db, user.id, input.clientId) : undefined;
    if (earlier) return retried(db, user.id, earlier);
    throw new AppError('conflict', 409, MESSAGES.replyInProgress);
  }
  if ((input.retryOf || input.editOf) && input.chatId)
    return regenerate(db, env, user, { ...input, chatId: input.chatId });
  // Images are for subscribers: checked before the bytes are stored (the batch checks again as it writes).
  if (input.image) assertMayAsk(await entitlementsFor(db, env, user.id), true);
  const image = input.image ? await storeImage(env, user.id, input.image) : null;
  const file = input.file ? await storeReportFile(env, user.id, input.file) : null;

  const now = Date.now();
  const chatId = input.chatId ?? crypto.randomUUID();
  const userMessage = questionRow(user.id, chatId, input, now, {
    imageKey: image,
    fileKey: file?.key ?? null,
    fileName: file?.name ?? null,
  });
  const botMessageId = crypto.randomUUID();
  const fresh: Chat = {
    id: chatId,
    userId: user.id,
    // A report sent without words names its chat by its file.
    name: chatTitle(input.userMessage || (file?.name ?? '')),
    agent: input.agent,
    saved: false,
    createdAt: now,
    updatedAt: now,
  };
  const d1 = env.DB;
  try {
    const storing = Date.now();
    const results = await d1.batch([
      input.chatId
        ? d1.prepare(TOUCH_CHAT).bind(now, chatId, user.id)
        : d1.prepare(INSERT_CHAT).bind(chatId, user.id, fresh.name, fresh.agent, now),
      d1
        .prepare(INSERT_MESSAGE)
        .bind(userMessage.id, chatId, user.id, 'User', userMessage.text, image, 'complete', userMessage.clientId, now),
      ...(file ? [d1.prepare(ATTACH_FILE).bind(file.key, file.name, userMessage.id, user.id)] : []),
      d1.prepare(INSERT_MESSAGE).bind(botMessageId, chatId, user.id, 'Bot', '', null, 'streaming', null, now + 1),
      recordQuestion(d1, env, user.id, now, image !== null, userMessage.id),
      d1.prepare(RECENT_MESSAGES).bind(chatId, botMessageId, HISTORY_ROWS),
    ]);
    const [stored, recent] = [results[0], results.at(-1)];
    const touched = stored?.results[0] as (Pick<Chat, 'name' | 'agent' | 'createdAt'> & { saved: number }) | undefined;
    const chat: Chat = touched ? { ...fresh, ...touched, saved: touched.saved === 1 } : fresh;
    const history = (recent?.results ?? []) as HistoryRow[];
    const job = {
      userId: user.id,
      chatId,
      botMessageId,
      questionId: userMessage.id,
      agent: chat.agent,
      aboutYou: user.aboutYou,
      history: history.reverse(),
    };
    return { chat, userMessage, job, storeMs: Date.now() - storing };
  } catch (error) {
    if (image) ctx.waitUntil(env.IMAGES.delete(image));
    if (file) ctx.waitUntil(env.IMAGES.delete(file.key));
    return refused(db, env, user.id, input, error);
  }
}

/**
 * Answers the chat's last question again in place of its reply, storing no new message; the send's client id now
 * names that question. A cut-off reply is replaced (its question counted once, as today); a finished one, or any
 * reply to an edited question, stays as a version, and the new one counts as a question.
 */
async function regenerate(db: Db, env: Env, user: Asker, input: SendRequest & { chatId: string }): Promise<Question> {
  const [twin, turn] = await Promise.all([
    input.clientId ? sentBefore(db, user.id, input.clientId) : undefined,
    findLastTurn(db, user.id, input.chatId, input),
  ]);
  // The same regenerate sent again is answered as the first: a finished reply must not be regenerated twice.
  if (twin) return retried(db, user.id, twin);
  if (turn instanceof AppError) throw turn;
  const { chat, question, reply } = turn;
  const edited = input.editOf === undefined ? undefined : input.userMessage;
  const inPlace = edited === undefined && reply.status === 'incomplete';
  if (!inPlace) assertRoomForVersion(turn);
  const now = Date.now();
  const d1 = env.DB;
  try {
    const storing = Date.now();
    const results = await d1.batch([
      d1.prepare(TOUCH_CHAT).bind(now, chat.id, user.id),
      ...(inPlace
        ? [
            d1.prepare(RETRY_GUARD).bind(user.id, reply.id, chat.id),
            giveBackQuestion(d1, user.id, question.id),
            recordQuestion(d1, env, user.id, now, question.imageKey !== null, question.id),
            d1.prepare(RESET_REPLY).bind(reply.id, user.id),
          ]
        : newVersionStatements(d1, env, user.id, turn, now, edited)),
      d1.prepare(TAG_QUESTION).bind(input.clientId ?? question.clientId, question.id, user.id),
      d1.prepare(RECENT_MESSAGES).bind(chat.id, reply.id, HISTORY_ROWS),
    ]);
    const job = {
      userId: user.id,
      chatId: chat.id,
      botMessageId: reply.id,
      questionId: question.id,
      agent: chat.agent,
      aboutYou: user.aboutYou,
      history: ((results.at(-1)?.results ?? []) as HistoryRow[]).reverse(),
      versions: inPlace ? turn.versions : turn.versions + 1,
    };
    const userMessage = { ...question, text: edited ?? question.text, clientId: input.clientId ?? question.clientId };
    return { chat: { ...chat, updatedAt: now }, userMessage, job, storeMs: Date.now() - storing };
  } catch (error) {
    // Refused: the same regenerate sent twice, the quota, or another tab changed the turn first.
    const [twin, rights, again] = await Promise.all([
      input.clientId ? sentBefore(db, user.id, input.clientId) : undefined,
      entitlementsFor(db, env, user.id),
      findLastTurn(db, user.id, chat.id, input),
    ]);
    if (twin) return retried(db, user.id, twin);
    assertMayAsk(rights, question.imageKey !== null);
    if (again instanceof AppError) throw again;
    if (!inPlace) assertRoomForVersion(again);
    throw error;
  }
}

/** Why the batch was refused, read only now: a retry is answered as its first attempt; else 404, 402 or the error. */
async function refused(db: Db, env: Env, userId: string, input: SendRequest, error: unknown): Promise<Question> {
  const [twin, chat, rights] = await Promise.all([
    input.clientId ? sentBefore(db, userId, input.clientId) : undefined,
    input.chatId ? findOwnedChat(db, userId, input.chatId) : null,
    entitlementsFor(db, env, userId),
  ]);
  if (twin) return retried(db, userId, twin);
  if (chat === undefined) throw new AppError('not_found', 404, MESSAGES.chatNotFound);
  assertMayAsk(rights, input.image !== null);
  throw error;
}

const sentBefore = (db: Db, userId: string, clientId: string) =>
  db.query.messages.findFirst({ where: and(eq(messages.userId, userId), eq(messages.clientId, clientId)) });

async function retried(db: Db, userId: string, userMessage: Message): Promise<Question> {
  const chat = await findOwnedChat(db, userId, userMessage.chatId);
  if (!chat) throw new AppError('not_found', 404, MESSAGES.chatNotFound);
  return { chat, userMessage, job: null };
}

async function storeImage(env: Env, userId: string, bytes: Uint8Array): Promise<string> {
  const type = sniffImageType(bytes);
  if (!type) throw new AppError('validation', 422, MESSAGES.imageType);
  const key = imageKey(userId, 'chat', type);
  await env.IMAGES.put(key, bytes, { httpMetadata: { contentType: type } });
  return key;
}
