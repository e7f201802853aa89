import { sql } from 'drizzle-orm';
import { type User, users } from '../db/schema';
import type { Db } from '../env';
import { signImageUrl } from './images';

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export function findUserByEmail(db: Db, email: string) {
  return db.query.users.findFirst({ where: sql`lower(${users.email}) = ${normalizeEmail(email)}` });
}

/** What the API shows of a user: never the password hash, the image only as an expiring URL. */
export async function toPublicUser(env: { IMAGE_URL_SECRET: string }, user: User) {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    emailVerified: user.emailVerifiedAt !== null,
    profileImage: user.profileImageKey ? await signImageUrl(env, user.profileImageKey) : null,
    about_you: user.aboutYou,
    timeZone: user.timeZone,
    updatedAt: new Date(user.updatedAt).toISOString(),
  };
}

export type PublicUser = Awaited<ReturnType<typeof toPublicUser>>;
