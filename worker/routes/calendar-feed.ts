import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import * as v from 'valibot';
import { CALENDAR_MESSAGES as M } from '../contract/calendar';
import { calendarFeeds } from '../db/schema';
import type { AppEnv } from '../env';
import { feedByTokenHash } from '../lib/calendar-ics';
import { randomToken, sha256 } from '../lib/crypto';
import { AppError } from '../lib/errors';
import { icalendar } from '../lib/ical';
import { clientIp, enforceLimit } from '../middleware/rate-limit';
import { requireUser, type UserEnv } from '../middleware/require-user';
import { validate } from '../middleware/validate';

/** 32 random bytes, base64url. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const feedFileParam = v.object({ file: v.string() });

const feedUrl = (origin: string, token: string) => `${origin}/api/calendar/feed/${token}.ics`;

/**
 * The private feed calendar apps subscribe to: no account, the token is the key. An unknown token
 * answers 404, and each miss counts against the caller's address, so guessing is slow.
 */
export const publicCalendarFeedRoutes = new Hono<AppEnv>().get(
  '/:file{[^/]+\\.ics}',
  validate('param', feedFileParam),
  async (c) => {
    const token = c.req.valid('param').file.slice(0, -4);
    const events = TOKEN_PATTERN.test(token)
      ? await feedByTokenHash(c.env.DB, await sha256(token), new URL(c.req.url).origin)
      : null;
    if (!events) {
      await enforceLimit(c.env, 'ABUSE_LIMITER', `calendar-feed:ip:${clientIp(c)}`);
      throw new AppError('not_found', 404);
    }
    const ics = icalendar(events);
    return c.body(ics, 200, {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Cache-Control': 'private, max-age=300',
      'X-Robots-Tag': 'noindex',
    });
  },
);

export const calendarFeedRoutes = new Hono<UserEnv>()
  .use(requireUser)
  .get('/', async (c) => {
    const [feed] = await c.var.db
      .select({ createdAt: calendarFeeds.createdAt })
      .from(calendarFeeds)
      .where(eq(calendarFeeds.userId, c.var.user.id));
    return c.json({ exists: Boolean(feed), createdAt: feed ? new Date(feed.createdAt).toISOString() : null });
  })

  /** Creates the feed, or resets it: the new token replaces the old hash, so the old URL stops at once. */
  .post('/', async (c) => {
    const token = randomToken();
    const tokenHash = await sha256(token);
    const createdAt = Date.now();
    await c.var.db
      .insert(calendarFeeds)
      .values({ userId: c.var.user.id, tokenHash, createdAt })
      .onConflictDoUpdate({ target: calendarFeeds.userId, set: { tokenHash, createdAt } });
    return c.json(
      { url: feedUrl(new URL(c.req.url).origin, token), createdAt: new Date(createdAt).toISOString() },
      201,
    );
  })

  .delete('/', async (c) => {
    const deleted = await c.var.db
      .delete(calendarFeeds)
      .where(eq(calendarFeeds.userId, c.var.user.id))
      .returning({ userId: calendarFeeds.userId });
    if (deleted.length === 0) throw new AppError('not_found', 404, M.feedMissing);
    return c.json({ exists: false });
  });
