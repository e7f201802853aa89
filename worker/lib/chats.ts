import { and, eq } from 'drizzle-orm';
import { MESSAGES } from '../contract/messages';
import { chats } from '../db/schema';
import type { Db } from '../env';
import { AppError } from './errors';

const TITLE_WORDS = 7;
const TITLE_CHARS = 60;

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

export async function ownedChatOr404(db: Db, userId: string, chatId: string) {
  const chat = await findOwnedChat(db, userId, chatId);
  if (!chat) throw new AppError('not_found', 404, MESSAGES.chatNotFound);
  return chat;
}
