import { and, count, eq, gt } from 'drizzle-orm';
import { Hono } from 'hono';
import { MESSAGES } from '../contract/messages';
import { problemReportSchema } from '../contract/problem';
import { problemReports } from '../db/schema';
import { tooManyRequests } from '../lib/errors';
import { sendMailLater } from '../lib/mail';
import { problemReportMail } from '../lib/mail-templates';
import { type OptionalUserEnv, optionalUser } from '../middleware/optional-user';
import { limitPerIp } from '../middleware/rate-limit';
import { validate } from '../middleware/validate';

export const MAX_REPORTS_PER_HOUR = 5;
const HOUR_MS = 60 * 60 * 1000;

export const problem = new Hono<OptionalUserEnv>().post(
  '/report',
  limitPerIp('report'),
  optionalUser,
  validate('json', problemReportSchema),
  async (c) => {
    const db = c.var.db;
    const user = c.var.user;
    const { description } = c.req.valid('json');
    // A signed-in user's reply address is their account's, whatever the form carried.
    const email = user?.email ?? c.req.valid('json').email;
    const mine = user ? eq(problemReports.userId, user.id) : eq(problemReports.email, email);
    const [recent] = await db
      .select({ n: count() })
      .from(problemReports)
      .where(and(mine, gt(problemReports.createdAt, Date.now() - HOUR_MS)));
    if ((recent?.n ?? 0) >= MAX_REPORTS_PER_HOUR) throw tooManyRequests(MESSAGES.tooManyReports, HOUR_MS);

    const [report] = await db
      .insert(problemReports)
      .values({ userId: user?.id ?? null, email, description })
      .returning();
    if (!report) throw new Error('problem report insert returned nothing');
    sendMailLater(c.executionCtx, db, c.env, problemReportMail(c.env.SUPPORT_EMAIL, report));
    return c.json({ message: MESSAGES.feedbackSent }, 201);
  },
);
