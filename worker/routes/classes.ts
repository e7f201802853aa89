import { and, asc, count, desc, eq, gte, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import {
  classIdParam,
  classPlanParam,
  classSchema,
  CALENDAR_MESSAGES as M,
  MAX_CLASSES_PER_USER,
  toCalendarClass,
  toCalendarEvent,
} from '../contract/calendar';
import { toPlanSummary } from '../contract/saved-work';
import { classes, events, plans } from '../db/schema';
import { ownedClassOr404, planForEventOr404 } from '../lib/calendar';
import { AppError } from '../lib/errors';
import { requireUser, type UserEnv } from '../middleware/require-user';
import { validate } from '../middleware/validate';

const UPCOMING_LIMIT = 50;
const PLAN_EXCERPT_SOURCE_CHARS = 600;

/** Classes (coaches) or clients (advertisers): one concept. Another user's class id is a 404. */
export const classRoutes = new Hono<UserEnv>()
  .use(requireUser)
  .get('/', async (c) => {
    const now = Date.now();
    // Spelled out: drizzle writes a lone table's columns unqualified, which inside a subquery means its table.
    const classId = sql.raw('"classes"."id"');
    const rows = await c.var.db
      .select({
        row: classes,
        plans: sql<number>`(select count(*) from ${plans} where ${plans.classId} = ${classId})`,
        events: sql<number>`(select count(*) from ${events} where ${events.classId} = ${classId})`,
        upcoming: sql<number>`(select count(*) from ${events} where ${events.classId} = ${classId} and ${events.startUtc} >= ${now})`,
      })
      .from(classes)
      .where(eq(classes.userId, c.var.user.id))
      .orderBy(sql`${classes.name} collate nocase`, asc(classes.id));
    return c.json({ classes: rows.map(({ row, ...counts }) => toCalendarClass(row, counts)) });
  })

  .post('/', validate('json', classSchema), async (c) => {
    const { db, user } = c.var;
    const [room] = await db.select({ n: count() }).from(classes).where(eq(classes.userId, user.id));
    if ((room?.n ?? 0) >= MAX_CLASSES_PER_USER) throw new AppError('validation', 422, M.tooManyClasses);
    const [created] = await db
      .insert(classes)
      .values({ userId: user.id, ...c.req.valid('json') })
      .returning();
    if (!created) throw new Error('class insert returned nothing');
    return c.json({ class: toCalendarClass(created) }, 201);
  })

  .get('/:classId', validate('param', classIdParam), async (c) => {
    const { db, user } = c.var;
    const row = await ownedClassOr404(db, user.id, c.req.valid('param').classId);
    const [classPlans, upcoming] = await Promise.all([
      db
        .select({
          id: plans.id,
          title: plans.title,
          body: sql<string>`substr(${plans.body}, 1, ${PLAN_EXCERPT_SOURCE_CHARS})`,
          chatId: plans.chatId,
          messageId: plans.messageId,
          classId: plans.classId,
          version: plans.version,
          createdAt: plans.createdAt,
          updatedAt: plans.updatedAt,
        })
        .from(plans)
        .where(and(eq(plans.userId, user.id), eq(plans.classId, row.id)))
        .orderBy(desc(plans.updatedAt)),
      db
        .select()
        .from(events)
        .where(and(eq(events.userId, user.id), eq(events.classId, row.id), gte(events.startUtc, Date.now())))
        .orderBy(asc(events.startUtc))
        .limit(UPCOMING_LIMIT),
    ]);
    return c.json({
      class: toCalendarClass(row),
      plans: classPlans.map(toPlanSummary),
      upcomingEvents: upcoming.map(toCalendarEvent),
    });
  })

  .put('/:classId', validate('param', classIdParam), validate('json', classSchema), async (c) => {
    const [updated] = await c.var.db
      .update(classes)
      .set({ ...c.req.valid('json'), updatedAt: Date.now() })
      .where(and(eq(classes.id, c.req.valid('param').classId), eq(classes.userId, c.var.user.id)))
      .returning();
    if (!updated) throw new AppError('not_found', 404, M.classNotFound);
    return c.json({ class: toCalendarClass(updated) });
  })

  /** Its plans and events stay, unassigned (the foreign keys set their class to null). */
  .delete('/:classId', validate('param', classIdParam), async (c) => {
    const [deleted] = await c.var.db
      .delete(classes)
      .where(and(eq(classes.id, c.req.valid('param').classId), eq(classes.userId, c.var.user.id)))
      .returning({ id: classes.id });
    if (!deleted) throw new AppError('not_found', 404, M.classNotFound);
    return c.json({ message: M.classDeleted });
  })

  .put('/:classId/plans/:planId', validate('param', classPlanParam), async (c) => {
    const { db, user } = c.var;
    const { classId, planId } = c.req.valid('param');
    await ownedClassOr404(db, user.id, classId);
    await planForEventOr404(db, user.id, planId);
    await db
      .update(plans)
      .set({ classId })
      .where(and(eq(plans.id, planId), eq(plans.userId, user.id)));
    return c.json({ planId, classId });
  })

  .delete('/:classId/plans/:planId', validate('param', classPlanParam), async (c) => {
    const { db, user } = c.var;
    const { classId, planId } = c.req.valid('param');
    await ownedClassOr404(db, user.id, classId);
    await planForEventOr404(db, user.id, planId);
    await db
      .update(plans)
      .set({ classId: null })
      .where(and(eq(plans.id, planId), eq(plans.userId, user.id), eq(plans.classId, classId)));
    return c.json({ planId, classId: null });
  });
