import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { jwtVerify, SignJWT } from 'jose';
import { refreshTokens, sessions, users } from '../db/schema';
import type { Db } from '../env';
import { hmacSha256, randomToken, requireSecret, sha256, toBase64Url } from './crypto';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
/** A session lives 30 days from sign-in; rotating its refresh token does not extend it. */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** How long a just-rotated refresh token still answers with its successor (two tabs refreshing at once). */
export const REFRESH_GRACE_MS = 30 * 1000;
const ISSUER = 'adwise';
const AUDIENCE = 'adwise-app';

export type TokenPair = { accessToken: string; refreshToken: string };
type Secrets = { JWT_SECRET: string };

const keys = new Map<string, Promise<CryptoKey>>();

/** The HS256 key, imported once per secret rather than for every token. */
function signingKey(env: Secrets): Promise<CryptoKey> {
  const secret = requireSecret(env.JWT_SECRET, 'JWT_SECRET');
  let key = keys.get(secret);
  if (!key) {
    const bytes = new TextEncoder().encode(secret);
    key = crypto.subtle.importKey('raw', bytes, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
    keys.set(secret, key);
  }
  return key;
}

async function signAccessToken(env: Secrets, userId: string, sessionId: string): Promise<string> {
  return new SignJWT({ sid: sessionId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(userId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
    .sign(await signingKey(env));
}

async function issueRefreshToken(db: Db, sessionId: string): Promise<string> {
  const token = randomToken();
  await db.insert(refreshTokens).values({ tokenHash: await sha256(token), sessionId });
  return token;
}

/** Derived, not random, so a token presented again within the grace window gets the same pair, storing only hashes. */
async function issueSuccessor(db: Db, env: Secrets, token: string, sessionId: string): Promise<string> {
  const successor = toBase64Url(await hmacSha256(requireSecret(env.JWT_SECRET, 'JWT_SECRET'), `successor:${token}`));
  await db
    .insert(refreshTokens)
    .values({ tokenHash: await sha256(successor), sessionId })
    .onConflictDoNothing();
  return successor;
}

export async function startSession(db: Db, env: Secrets, userId: string): Promise<TokenPair> {
  const [session] = await db
    .insert(sessions)
    .values({ userId, expiresAt: Date.now() + SESSION_TTL_MS })
    .returning({ id: sessions.id });
  if (!session) throw new Error('session insert returned nothing');
  return {
    accessToken: await signAccessToken(env, userId, session.id),
    refreshToken: await issueRefreshToken(db, session.id),
  };
}

function liveSession(db: Db, sessionId: string) {
  return db.query.sessions.findFirst({
    where: and(eq(sessions.id, sessionId), isNull(sessions.revokedAt), gt(sessions.expiresAt, Date.now())),
  });
}

/** The user and session an access token claims, its signature and expiry checked; the session is not read. */
export async function accessTokenClaims(env: Secrets, token: string) {
  let payload: { sub?: string; sid?: unknown };
  try {
    ({ payload } = await jwtVerify(token, await signingKey(env), {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: AUDIENCE,
      requiredClaims: ['exp', 'iat', 'sub', 'sid'],
    }));
  } catch {
    return null;
  }
  if (typeof payload.sid !== 'string' || !payload.sub) return null;
  return { userId: payload.sub, sessionId: payload.sid };
}

/** The user and session an access token speaks for (one query), or null if it is invalid, expired or revoked. */
export async function verifyAccessToken(db: Db, env: Secrets, token: string) {
  const claims = await accessTokenClaims(env, token);
  if (!claims) return null;
  const [row] = await db
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, claims.sessionId),
        eq(sessions.userId, claims.userId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, Date.now()),
      ),
    )
    .limit(1);
  return row ? { user: row.user, sessionId: claims.sessionId } : null;
}

/**
 * Two tabs presenting a token within REFRESH_GRACE_MS get the same successor (RFC 9700 section 4.14.2).
 * Presented after that, it was stolen or replayed, so the whole session (its token family) is revoked.
 */
export async function rotateRefreshToken(db: Db, env: Secrets, token: string): Promise<TokenPair | null> {
  const now = Date.now();
  const [record] = await db
    .update(refreshTokens)
    .set({ usedAt: sql`coalesce(${refreshTokens.usedAt}, ${now})` })
    .where(eq(refreshTokens.tokenHash, await sha256(token)))
    .returning({ usedAt: refreshTokens.usedAt, sessionId: refreshTokens.sessionId });
  if (!record) return null;
  if (now - (record.usedAt ?? now) > REFRESH_GRACE_MS) {
    await revokeSession(db, record.sessionId);
    return null;
  }
  const session = await liveSession(db, record.sessionId);
  if (!session) return null;
  return {
    accessToken: await signAccessToken(env, session.userId, session.id),
    refreshToken: await issueSuccessor(db, env, token, session.id),
  };
}

export async function revokeSession(db: Db, sessionId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: Date.now() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

export async function revokeSessionByRefreshToken(db: Db, token: string): Promise<void> {
  const record = await db.query.refreshTokens.findFirst({
    where: eq(refreshTokens.tokenHash, await sha256(token)),
  });
  if (record) await revokeSession(db, record.sessionId);
}

export async function revokeUserSessions(db: Db, userId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: Date.now() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}
