import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { CALENDAR_MESSAGES, timeZoneSchema } from '../contract/calendar';
import { MESSAGES } from '../contract/messages';
import { aboutSchema, profileSchema } from '../contract/user';
import { users } from '../db/schema';
import { AppError } from '../lib/errors';
import { imageKey, MAX_PROFILE_IMAGE_BYTES, sniffImageType } from '../lib/images';
import { toPublicUser } from '../lib/users';
import { requireUser, type UserEnv } from '../middleware/require-user';
import { validate } from '../middleware/validate';

/** Every route reaches rows only through the signed-in user: there is no user id to tamper with. */
export const user = new Hono<UserEnv>()
  .use(requireUser)
  .get('/profile', async (c) => c.json({ user: await toPublicUser(c.env, c.var.user) }))

  .put('/profile', validate('json', profileSchema), async (c) => {
    const [updated] = await c.var.db
      .update(users)
      .set({ name: c.req.valid('json').name, updatedAt: Date.now() })
      .where(eq(users.id, c.var.user.id))
      .returning();
    if (!updated) throw new AppError('not_found', 404);
    return c.json({ message: MESSAGES.profileUpdated, user: await toPublicUser(c.env, updated) });
  })

  .put('/about', validate('json', aboutSchema), async (c) => {
    const [updated] = await c.var.db
      .update(users)
      .set({ aboutYou: c.req.valid('json').about_you, updatedAt: Date.now() })
      .where(eq(users.id, c.var.user.id))
      .returning();
    if (!updated) throw new AppError('not_found', 404);
    return c.json({ message: MESSAGES.aboutSaved, user: await toPublicUser(c.env, updated) });
  })

  .put('/time-zone', validate('json', timeZoneSchema), async (c) => {
    const [updated] = await c.var.db
      .update(users)
      .set({ timeZone: c.req.valid('json').timeZone, updatedAt: Date.now() })
      .where(eq(users.id, c.var.user.id))
      .returning();
    if (!updated) throw new AppError('not_found', 404);
    return c.json({ message: CALENDAR_MESSAGES.timeZoneSaved, user: await toPublicUser(c.env, updated) });
  })

  .post('/upload-profile-image', async (c) => {
    const form = await c.req.formData().catch(() => null);
    const file = form?.get('image');
    if (!(file instanceof File) || file.size === 0) throw new AppError('validation', 422, MESSAGES.imageRequired);
    if (file.size > MAX_PROFILE_IMAGE_BYTES) throw new AppError('payload_too_large', 413, MESSAGES.imageTooLarge);
    const bytes = new Uint8Array(await file.arrayBuffer());
    const type = sniffImageType(bytes);
    if (!type) throw new AppError('validation', 422, MESSAGES.imageType);

    const me = c.var.user;
    const key = imageKey(me.id, 'profile', type);
    await c.env.IMAGES.put(key, bytes, { httpMetadata: { contentType: type } });
    const [updated] = await c.var.db
      .update(users)
      .set({ profileImageKey: key, updatedAt: Date.now() })
      .where(eq(users.id, me.id))
      .returning();
    if (!updated) throw new AppError('not_found', 404);
    if (me.profileImageKey) c.executionCtx.waitUntil(c.env.IMAGES.delete(me.profileImageKey));
    const publicUser = await toPublicUser(c.env, updated);
    return c.json({ message: MESSAGES.profileUpdated, imageUrl: publicUser.profileImage, user: publicUser });
  });
