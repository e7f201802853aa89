import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { toChatMessage } from '../contract/chat-views';
import { MESSAGES, VERSION_MESSAGES } from '../contract/messages';
import { replyVersionParam, showVersionSchema } from '../contract/replies';
import { replyRatings } from '../db/schema';
import { AppError } from '../lib/errors';
import { findOwnedReplyTurn, swapVersion } from '../lib/reply-versions';
import { userChats } from '../lib/send-message';
import { requireUser, type UserEnv } from '../middleware/require-user';
import { validate } from '../middleware/validate';

/** Which version of a reply shows; the regenerate and the edit that make versions go through the send. */
export const replyVersionRoutes = new Hono<UserEnv>()
  .use(requireUser)
  .put('/:messageId/version', validate('param', replyVersionParam), validate('json', showVersionSchema), async (c) => {
    const { db, user } = c.var;
    const { version } = c.req.valid('json');
    const turn = await findOwnedReplyTurn(db, user.id, c.req.valid('param').messageId);
    if (!turn) throw new AppError('not_found', 404, MESSAGES.replyNotFound);
    // The user's object knows whether a reply or a send holds the chat; D1's status alone lags it.
    if (turn.reply.status === 'streaming' || (await userChats(c.env, user.id).busy(turn.reply.chatId))) {
      throw new AppError('conflict', 409, MESSAGES.replyInProgress);
    }
    const shown = version === turn.reply.version ? turn : await swapVersion(db, c.env.DB, user.id, turn, version);
    if (!shown) throw new AppError('validation', 422, VERSION_MESSAGES.versionNotFound);
    // The context of the chat's next question changed.
    if (shown !== turn) await userChats(c.env, user.id).forget(turn.reply.chatId);
    // The rating stays with the version it was given to.
    const rated = await db.query.replyRatings.findFirst({
      where: and(eq(replyRatings.messageId, shown.reply.id), eq(replyRatings.version, shown.reply.version)),
    });
    const extra = { versions: turn.versions, rating: rated?.rating ?? null };
    return c.json({
      question: await toChatMessage(c.env, shown.question),
      reply: await toChatMessage(c.env, shown.reply, extra),
    });
  });
