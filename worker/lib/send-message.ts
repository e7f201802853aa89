import { and, desc, eq, ne } from 'drizzle-orm';
import { AGENTS, personaOf } from '../contract/agents';
import type { SendInput } from '../contract/chat';
import { MESSAGES } from '../contract/messages';
import { type Chat, chats, type Message, messages, type User } from '../db/schema';
import type { ChatRoom, GenerationJob } from '../durable/chat-room';
import type { Db } from '../env';
import { HISTORY_ROWS } from './ai/prompt';
import { chatTitle, findOwnedChat } from './chats';
import { assertMayAsk, entitlementsFor, recordQuestion } from './entitlements';
import { AppError } from './errors';
import { imageKey, sniffImageType } from './images';

export type Question = { chat: Chat; userMessage: Message; job: GenerationJob | null };

export const chatRoom = (env: Env, chatId: string): DurableObjectStub<ChatRoom> =>
  env.CHAT_ROOM.get(env.CHAT_ROOM.idFromName(chatId));

/** A retry of the same send is answered from what the first attempt stored; whatever refuses, nothing is stored. */
export async function askQuestion(
  db: Db,
  env: Env,
  ctx: { waitUntil(promise: Promise<unknown>): void },
  user: User,
  input: SendInput,
): Promise<Question> {
  const agents: readonly string[] = AGENTS[personaOf(env.PERSONA)];
  if (!agents.includes(input.agent)) throw new AppError('validation', 422, MESSAGES.unknownAgent);
  const [existing, earlier, rights] = await Promise.all([
    input.chatId ? ownedIdleChat(db, env, user.id, input.chatId) : null,
    input.clientId ? sentBefore(db, user.id, input.clientId) : undefined,
    entitlementsFor(db, env, user.id),
  ]);
  if (earlier) return retried(db, user.id, earlier);
  if (existing === 'busy') throw new AppError('conflict', 409, MESSAGES.replyInProgress);
  const questionLimit = assertMayAsk(rights, input.image !== null);
  const image = input.image ? await storeImage(env, user.id, input.image) : null;

  const now = Date.now();
  const chat: Chat = existing ?? {
    id: crypto.randomUUID(),
    userId: user.id,
    name: chatTitle(input.userMessage),
    agent: input.agent,
    saved: false,
    createdAt: now,
    updatedAt: now,
  };
  const userMessage: Message = {
    id: crypto.randomUUID(),
    chatId: chat.id,
    userId: user.id,
    sentBy: 'User',
    text: input.userMessage,
    imageKey: image,
    status: 'complete',
    clientId: input.clientId ?? null,
    createdAt: now,
  };
  const botMessageId = crypto.randomUUID();
  try {
    const [, , , , recent] = await db.batch([
      existing ? db.update(chats).set({ updatedAt: now }).where(eq(chats.id, chat.id)) : db.insert(chats).values(chat),
      db.insert(messages).values(userMessage),
      db.insert(messages).values({
        id: botMessageId,
        chatId: chat.id,
        userId: user.id,
        sentBy: 'Bot',
        status: 'streaming',
        createdAt: now + 1,
      }),
      recordQuestion(db, user.id, now, questionLimit),
      // The reply's context in the same round trip: the chat's newest messages, this one included.
      db
        .select({ sentBy: messages.sentBy, text: messages.text, imageKey: messages.imageKey })
        .from(messages)
        .where(and(eq(messages.chatId, chat.id), ne(messages.id, botMessageId)))
        .orderBy(desc(messages.createdAt))
        .limit(HISTORY_ROWS),
    ]);
    const job = {
      chatId: chat.id,
      botMessageId,
      agent: chat.agent,
      aboutYou: user.aboutYou,
      history: recent.reverse(),
    };
    return { chat: { ...chat, updatedAt: now }, userMessage, job };
  } catch (error) {
    if (image) ctx.waitUntil(env.IMAGES.delete(image));
    // The same send stored a moment ago by a concurrent retry: answer as that one.
    const twin = input.clientId ? await sentBefore(db, user.id, input.clientId) : undefined;
    if (twin) return retried(db, user.id, twin);
    // A concurrent send took the last free question (recordQuestion refused the write): 402.
    if (questionLimit !== null) assertMayAsk(await entitlementsFor(db, env, user.id), false);
    throw error;
  }
}

async function ownedIdleChat(db: Db, env: Env, userId: string, chatId: string): Promise<Chat | 'busy'> {
  const chat = await findOwnedChat(db, userId, chatId);
  if (!chat) throw new AppError('not_found', 404, MESSAGES.chatNotFound);
  return (await chatRoom(env, chat.id).busy()) ? 'busy' : chat;
}

const sentBefore = (db: Db, userId: string, clientId: string) =>
  db.query.messages.findFirst({ where: and(eq(messages.userId, userId), eq(messages.clientId, clientId)) });

async function retried(db: Db, userId: string, userMessage: Message): Promise<Question> {
  const chat = await findOwnedChat(db, userId, userMessage.chatId);
  if (!chat) throw new AppError('not_found', 404, MESSAGES.chatNotFound);
  return { chat, userMessage, job: null };
}

async function storeImage(env: Env, userId: string, file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = sniffImageType(bytes);
  if (!type) throw new AppError('validation', 422, MESSAGES.imageType);
  const key = imageKey(userId, 'chat', type);
  await env.IMAGES.put(key, bytes, { httpMetadata: { contentType: type } });
  return key;
}
