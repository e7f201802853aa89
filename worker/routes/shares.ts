import { and, desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { SAVED_WORK_MESSAGES } from '../contract/messages';
import {
  type ChatSnapshot,
  createShareSchema,
  shareIdParam,
  shareImageParam,
  shareListQuery,
  shareTokenParam,
  toPublicShare,
  toShare,
} from '../contract/saved-work';
import { shares } from '../db/schema';
import type { AppEnv } from '../env';
import { ownedChatOr404 } from '../lib/chats';
import { AppError } from '../lib/errors';
import { ownedPlanOr404 } from '../lib/saved-work';
import {
  chatSnapshot,
  liveShareOr404,
  newShareToken,
  planSnapshot,
  serializeSnapshot,
  shareNotFound,
} from '../lib/shares';
import { limitPerIp } from '../middleware/rate-limit';
import { requireUser, type UserEnv } from '../middleware/require-user';
import { validate } from '../middleware/validate';

const noindex = createMiddleware(async (c, next) => {
  await next();
  c.res.headers.set('X-Robots-Tag', 'noindex');
});

const imagePath = (token: string, messageId: string) => `/api/shares/public/${token}/images/${messageId}`;

/** Read-only snapshots for anyone holding the link; no account, counted per address. */
export const publicShareRoutes = new Hono<AppEnv>()
  .use(noindex)
  .get('/:token', limitPerIp('share', 'REFRESH_LIMITER'), validate('param', shareTokenParam), async (c) => {
    const { token } = c.req.valid('param');
    const share = await liveShareOr404(c.var.db, token);
    return c.json({ share: toPublicShare(share, (messageId) => imagePath(token, messageId)) });
  })

  .get(
    '/:token/images/:messageId',
    limitPerIp('share-image', 'REFRESH_LIMITER'),
    validate('param', shareImageParam),
    async (c) => {
      const { token, messageId } = c.req.valid('param');
      const share = await liveShareOr404(c.var.db, token);
      if (!share.includeImages || share.kind !== 'chat') throw shareNotFound();
      const snapshot = JSON.parse(share.snapshot) as ChatSnapshot;
      const key = snapshot.messages.find((message) => message.id === messageId)?.imageKey;
      const object = key ? await c.env.IMAGES.get(key) : null;
      if (!object) throw shareNotFound();
      return c.body(object.body, 200, {
        'Content-Type': object.httpMetadata?.contentType ?? 'application/octet-stream',
        'Cache-Control': 'no-store',
        'Content-Security-Policy': "default-src 'none'; sandbox",
      });
    },
  );

/** The owner's side: make, list and revoke links. Another user's plan, chat or share id is a 404. */
export const shareRoutes = new Hono<UserEnv>()
  .use(requireUser)
  .post('/', validate('json', createShareSchema), async (c) => {
    const { db, user } = c.var;
    const { kind, id, showName, includeImages } = c.req.valid('json');
    const target =
      kind === 'plan'
        ? await ownedPlanOr404(db, user.id, id).then((plan) => ({
            planId: plan.id,
            chatId: null,
            title: plan.title,
            snapshot: serializeSnapshot(planSnapshot(plan)),
          }))
        : await ownedChatOr404(db, user.id, id).then(async (chat) => ({
            planId: null,
            chatId: chat.id,
            title: chat.name,
            snapshot: serializeSnapshot(await chatSnapshot(db, chat.id, includeImages)),
          }));
    const { token, tokenHash } = await newShareToken();
    const [share] = await db
      .insert(shares)
      .values({
        ...target,
        userId: user.id,
        tokenHash,
        kind,
        showName,
        ownerName: showName ? user.name : null,
        includeImages: kind === 'chat' && includeImages,
      })
      .returning();
    if (!share) throw new Error('share insert returned nothing');
    return c.json({ share: toShare(share), token, path: `/share/${token}` }, 201);
  })

  .get('/', validate('query', shareListQuery), async (c) => {
    const { db, user } = c.var;
    const { kind, id } = c.req.valid('query');
    if (kind === 'plan') await ownedPlanOr404(db, user.id, id);
    else await ownedChatOr404(db, user.id, id);
    const rows = await db.query.shares.findMany({
      where: and(
        eq(shares.userId, user.id),
        eq(shares.kind, kind),
        kind === 'plan' ? eq(shares.planId, id) : eq(shares.chatId, id),
      ),
      orderBy: [desc(shares.createdAt), desc(shares.id)],
    });
    return c.json({ shares: rows.map(toShare) });
  })

  .delete('/:shareId', validate('param', shareIdParam), async (c) => {
    const { shareId } = c.req.valid('param');
    const [deleted] = await c.var.db
      .delete(shares)
      .where(and(eq(shares.id, shareId), eq(shares.userId, c.var.user.id)))
      .returning({ id: shares.id });
    if (!deleted) throw new AppError('not_found', 404, SAVED_WORK_MESSAGES.shareNotFound);
    return c.json({ message: SAVED_WORK_MESSAGES.shareRevoked });
  });
