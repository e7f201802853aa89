import { and, asc, count, desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { SAVED_WORK_MESSAGES } from '../contract/messages';
import {
  createHighlightSchema,
  highlightIdParam,
  highlightListQuery,
  MAX_HIGHLIGHTS_PER_USER,
  toHighlight,
} from '../contract/saved-work';
import { chats, highlights } from '../db/schema';
import { ownedChatOr404 } from '../lib/chats';
import { AppError } from '../lib/errors';
import { ownedReplyOr404 } from '../lib/saved-work';
import { requireUser, type UserEnv } from '../middleware/require-user';
import { validate } from '../middleware/validate';

/** Every route reaches highlights only through the signed-in user: another user's id is a 404. */
export const highlightRoutes = new Hono<UserEnv>()
  .use(requireUser)
  .get('/', validate('query', highlightListQuery), async (c) => {
    const { db, user } = c.var;
    const { chatId } = c.req.valid('query');
    if (chatId) await ownedChatOr404(db, user.id, chatId);
    const rows = await db
      .select({ highlight: highlights, chatName: chats.name })
      .from(highlights)
      .innerJoin(chats, eq(chats.id, highlights.chatId))
      .where(and(eq(highlights.userId, user.id), chatId ? eq(highlights.chatId, chatId) : undefined))
      .orderBy(
        chatId ? asc(highlights.createdAt) : desc(highlights.createdAt),
        chatId ? asc(highlights.id) : desc(highlights.id),
      )
      .limit(MAX_HIGHLIGHTS_PER_USER);
    return c.json({ highlights: rows.map((row) => toHighlight({ ...row.highlight, chatName: row.chatName })) });
  })

  .post('/', validate('json', createHighlightSchema), async (c) => {
    const { db, user } = c.var;
    const input = c.req.valid('json');
    const { message, chatName } = await ownedReplyOr404(db, user.id, input.messageId);
    const [held] = await db.select({ n: count() }).from(highlights).where(eq(highlights.userId, user.id));
    if ((held?.n ?? 0) >= MAX_HIGHLIGHTS_PER_USER)
      throw new AppError('validation', 422, SAVED_WORK_MESSAGES.tooManyHighlights);
    const [highlight] = await db
      .insert(highlights)
      .values({ ...input, userId: user.id, chatId: message.chatId })
      .returning();
    if (!highlight) throw new Error('highlight insert returned nothing');
    return c.json({ highlight: toHighlight({ ...highlight, chatName }) }, 201);
  })

  .delete('/:highlightId', validate('param', highlightIdParam), async (c) => {
    const { highlightId } = c.req.valid('param');
    const [deleted] = await c.var.db
      .delete(highlights)
      .where(and(eq(highlights.id, highlightId), eq(highlights.userId, c.var.user.id)))
      .returning({ id: highlights.id });
    if (!deleted) throw new AppError('not_found', 404, SAVED_WORK_MESSAGES.highlightNotFound);
    return c.json({ message: SAVED_WORK_MESSAGES.highlightDeleted });
  });
