import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { MESSAGES, RATING_MESSAGES } from '../contract/messages';
import { rateReplySchema, ratingParam } from '../contract/ratings';
import { replyRatings } from '../db/schema';
import { AppError } from '../lib/errors';
import { findOwnedReply } from '../lib/ratings';
import { requireUser, type UserEnv } from '../middleware/require-user';
import { validate } from '../middleware/validate';

/** Thumbs up / down on the shown version of the user's own finished reply, with what was asked and answered. */
export const ratingRoutes = new Hono<UserEnv>()
  .use(requireUser)
  .put('/:messageId/rating', validate('param', ratingParam), validate('json', rateReplySchema), async (c) => {
    const { db, user } = c.var;
    const { messageId } = c.req.valid('param');
    const { rating, reason = null } = c.req.valid('json');
    const reply = await findOwnedReply(db, user.id, messageId);
    if (!reply) throw new AppError('not_found', 404, MESSAGES.replyNotFound);
    if (reply.status === 'streaming') throw new AppError('conflict', 409, RATING_MESSAGES.replyStreaming);
    const which = and(eq(replyRatings.messageId, messageId), eq(replyRatings.version, reply.version));
    if (!rating) {
      await db.delete(replyRatings).where(which);
      return c.json({ rating: null, reason: null });
    }
    const copied = {
      rating,
      reason,
      question: reply.question ?? '',
      answer: reply.text,
      provider: reply.provider,
      sources: reply.sources,
      updatedAt: Date.now(),
    };
    await db
      .insert(replyRatings)
      .values({ ...copied, userId: user.id, messageId, version: reply.version })
      .onConflictDoUpdate({ target: [replyRatings.messageId, replyRatings.version], set: copied });
    return c.json({ rating, reason });
  });
