import { and, count, desc, eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { SAVED_WORK_MESSAGES } from '../contract/messages';
import {
  createPlanSchema,
  MAX_PLANS_PER_USER,
  planIdParam,
  toPlanSummary,
  toSavedPlan,
  updatePlanSchema,
} from '../contract/saved-work';
import { plans } from '../db/schema';
import type { Db } from '../env';
import { AppError } from '../lib/errors';
import { markdownDownload, planMarkdown, slugOf } from '../lib/export-markdown';
import { findOwnedPlan, findPlanOfReply, ownedPlanOr404, ownedReplyOr404, planTitleFrom } from '../lib/saved-work';
import { requireUser, type UserEnv } from '../middleware/require-user';
import { validate } from '../middleware/validate';

/** The list reads only the start of each body: enough for an excerpt, not 1,000 whole documents. */
const EXCERPT_SOURCE_CHARS = 600;

async function assertRoomForPlan(db: Db, userId: string) {
  const [row] = await db.select({ n: count() }).from(plans).where(eq(plans.userId, userId));
  if ((row?.n ?? 0) >= MAX_PLANS_PER_USER) throw new AppError('validation', 422, SAVED_WORK_MESSAGES.tooManyPlans);
}

/** Every route reaches plans only through the signed-in user: another user's plan id is a 404. */
export const planRoutes = new Hono<UserEnv>()
  .use(requireUser)
  .get('/', async (c) => {
    const rows = await c.var.db
      .select({
        id: plans.id,
        title: plans.title,
        body: sql<string>`substr(${plans.body}, 1, ${EXCERPT_SOURCE_CHARS})`,
        chatId: plans.chatId,
        messageId: plans.messageId,
        classId: plans.classId,
        version: plans.version,
        createdAt: plans.createdAt,
        updatedAt: plans.updatedAt,
      })
      .from(plans)
      .where(eq(plans.userId, c.var.user.id))
      .orderBy(desc(plans.updatedAt), desc(plans.id))
      .limit(MAX_PLANS_PER_USER);
    return c.json({ plans: rows.map(toPlanSummary) });
  })

  .get('/:planId', validate('param', planIdParam), async (c) => {
    const plan = await ownedPlanOr404(c.var.db, c.var.user.id, c.req.valid('param').planId);
    return c.json({ plan: toSavedPlan(plan) });
  })

  .post('/', validate('json', createPlanSchema), async (c) => {
    const { db, user } = c.var;
    const input = c.req.valid('json');
    if (!('messageId' in input)) {
      await assertRoomForPlan(db, user.id);
      const [plan] = await db
        .insert(plans)
        .values({ userId: user.id, ...input })
        .returning();
      if (!plan) throw new Error('plan insert returned nothing');
      return c.json({ plan: toSavedPlan({ ...plan, chatName: null }), created: true }, 201);
    }
    const { message, chatName } = await ownedReplyOr404(db, user.id, input.messageId);
    const existing = await findPlanOfReply(db, user.id, message.id);
    if (existing) return c.json({ plan: toSavedPlan(existing), created: false }, 200);
    if (message.status === 'streaming') throw new AppError('conflict', 409, SAVED_WORK_MESSAGES.replyInProgress);
    await assertRoomForPlan(db, user.id);
    const [plan] = await db
      .insert(plans)
      .values({
        userId: user.id,
        chatId: message.chatId,
        messageId: message.id,
        title: planTitleFrom(message.text, chatName),
        body: message.text,
      })
      .onConflictDoNothing()
      .returning();
    // Saved twice at once: the other request's plan is the one.
    if (!plan) {
      const saved = await findPlanOfReply(db, user.id, message.id);
      if (!saved) throw new Error('plan insert conflicted but no plan holds the message');
      return c.json({ plan: toSavedPlan(saved), created: false }, 200);
    }
    return c.json({ plan: toSavedPlan({ ...plan, chatName }), created: true }, 201);
  })

  .put('/:planId', validate('param', planIdParam), validate('json', updatePlanSchema), async (c) => {
    const { db, user } = c.var;
    const { planId } = c.req.valid('param');
    const { title, body, version } = c.req.valid('json');
    // One statement checks the version and writes: two tabs saving at once cannot both win.
    const [updated] = await db
      .update(plans)
      .set({ title, body, version: sql`${plans.version} + 1`, updatedAt: Date.now() })
      .where(and(eq(plans.id, planId), eq(plans.userId, user.id), eq(plans.version, version)))
      .returning({ id: plans.id });
    if (!updated) {
      await ownedPlanOr404(db, user.id, planId);
      throw new AppError('conflict', 409, SAVED_WORK_MESSAGES.planChanged);
    }
    const plan = await findOwnedPlan(db, user.id, updated.id);
    if (!plan) throw new AppError('not_found', 404, SAVED_WORK_MESSAGES.planNotFound);
    return c.json({ plan: toSavedPlan(plan) });
  })

  .delete('/:planId', validate('param', planIdParam), async (c) => {
    const { planId } = c.req.valid('param');
    const [deleted] = await c.var.db
      .delete(plans)
      .where(and(eq(plans.id, planId), eq(plans.userId, c.var.user.id)))
      .returning({ id: plans.id });
    if (!deleted) throw new AppError('not_found', 404, SAVED_WORK_MESSAGES.planNotFound);
    return c.json({ message: SAVED_WORK_MESSAGES.planDeleted });
  })

  .get('/:planId/export', validate('param', planIdParam), async (c) => {
    const plan = await ownedPlanOr404(c.var.db, c.var.user.id, c.req.valid('param').planId);
    return markdownDownload(planMarkdown(plan), slugOf(plan.title, 'plan'));
  });
