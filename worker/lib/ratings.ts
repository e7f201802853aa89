import { and, eq, sql } from 'drizzle-orm';
import type { Rating } from '../contract/ratings';
import { chats, messages, replyRatings } from '../db/schema';
import type { Db } from '../env';

/** The rating of each reply's shown version in a chat; other versions keep theirs in the table. */
export async function ratingsOfChat(db: Db, chatId: string): Promise<Map<string, Rating>> {
  const rows = await db
    .select({ messageId: replyRatings.messageId, rating: replyRatings.rating })
    .from(replyRatings)
    .innerJoin(messages, and(eq(messages.id, replyRatings.messageId), eq(messages.version, replyRatings.version)))
    .where(eq(messages.chatId, chatId));
  return new Map(rows.map((row) => [row.messageId, row.rating]));
}

/** A bot reply in one of this user's chats, with the user message just before it; null for anything else. */
export async function findOwnedReply(db: Db, userId: string, messageId: string) {
  const [reply] = await db
    .select({
      text: messages.text,
      status: messages.status,
      version: messages.version,
      provider: messages.provider,
      sources: messages.sources,
      question: sql<string | null>`(select q.text from messages q
        where q.chat_id = ${messages.chatId} and q.sent_by = 'User' and q.created_at < ${messages.createdAt}
        order by q.created_at desc limit 1)`,
    })
    .from(messages)
    .innerJoin(chats, eq(chats.id, messages.chatId))
    .where(and(eq(messages.id, messageId), eq(chats.userId, userId), eq(messages.sentBy, 'Bot')))
    .limit(1);
  return reply ?? null;
}
