import { and, eq } from 'drizzle-orm';
import { chats, type Message } from '../db/schema';
import type { Db } from '../env';
import { signImageUrl } from './images';

const TITLE_WORDS = 7;
const TITLE_CHARS = 60;

/** A short, clean name for a new chat, from its first message. */
export function chatTitle(text: string): string {
  const plain = text
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/[#*_`>[\]()!~|]/g, ' ')
    .replace(/https?:\/\/\S+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (!plain) return 'Image question';
  let title = plain.split(' ').slice(0, TITLE_WORDS).join(' ');
  if (title.length > TITLE_CHARS) title = `${title.slice(0, TITLE_CHARS - 1).trimEnd()}…`;
  else if (title.length < plain.length) title = `${title.replace(/[.,;:?!-]+$/, '')}…`;
  return title.charAt(0).toUpperCase() + title.slice(1);
}

/** The chat if it belongs to this user, else null: someone else's id looks like no chat at all. */
export function findOwnedChat(db: Db, userId: string, chatId: string) {
  return db.query.chats.findFirst({ where: and(eq(chats.id, chatId), eq(chats.userId, userId)) });
}

/** A chat as SPEC.md's sidebar lists it (all-chats and search alike). */
export function toChatListEntry(chat: {
  id: string;
  name: string;
  updatedAt: number;
  saved: boolean | number;
  agent: string;
}) {
  return {
    _id: chat.id,
    chat_name: chat.name,
    timestamp: new Date(chat.updatedAt).toISOString(),
    saved: chat.saved === true || chat.saved === 1,
    agent: chat.agent,
  };
}

/** A message as SPEC.md's chat history shows it; an image only as an expiring URL. */
export async function toChatMessage(env: { IMAGE_URL_SECRET: string }, message: Message) {
  return {
    _id: message.id,
    sent_by: message.sentBy,
    text_content: message.text,
    timestamp: new Date(message.createdAt).toISOString(),
    image_url: message.imageKey ? await signImageUrl(env, message.imageKey) : null,
    status: message.status,
  };
}

export type ChatMessage = Awaited<ReturnType<typeof toChatMessage>>;
