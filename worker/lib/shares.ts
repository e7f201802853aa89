import { asc, eq } from 'drizzle-orm';
import { SAVED_WORK_MESSAGES } from '../contract/messages';
import type { ChatSnapshot, PlanSnapshot } from '../contract/saved-work';
import { messages, shares } from '../db/schema';
import type { Db } from '../env';
import { randomToken } from './crypto';
import { AppError } from './errors';

/** 32 random bytes in base64url, as randomToken() writes them. */
const TOKEN_PATTERN = /^[\w-]{43}$/;
/** D1 keeps at most 2 MB in a row; a chat longer than this is refused rather than cut. */
export const MAX_SNAPSHOT_BYTES = 1_500_000;

export async function hashShareToken(token: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

export async function newShareToken() {
  const token = randomToken();
  return { token, tokenHash: await hashShareToken(token) };
}

/** Unknown, malformed and revoked tokens get this same answer, so none can be told from another. */
export const shareNotFound = () => new AppError('not_found', 404, SAVED_WORK_MESSAGES.shareNotFound);

export async function liveShareOr404(db: Db, token: string) {
  if (!TOKEN_PATTERN.test(token)) throw shareNotFound();
  const share = await db.query.shares.findFirst({ where: eq(shares.tokenHash, await hashShareToken(token)) });
  if (!share) throw shareNotFound();
  return share;
}

export const planSnapshot = (plan: { body: string }): PlanSnapshot => ({ body: plan.body });

export async function chatSnapshot(db: Db, chatId: string, includeImages: boolean): Promise<ChatSnapshot> {
  const rows = await db.query.messages.findMany({
    where: eq(messages.chatId, chatId),
    orderBy: [asc(messages.createdAt), asc(messages.id)],
  });
  return {
    messages: rows.map((row) => ({
      id: row.id,
      sentBy: row.sentBy,
      text: row.text,
      createdAt: row.createdAt,
      imageKey: includeImages ? row.imageKey : null,
    })),
  };
}

export function serializeSnapshot(snapshot: PlanSnapshot | ChatSnapshot): string {
  const text = JSON.stringify(snapshot);
  if (new TextEncoder().encode(text).byteLength > MAX_SNAPSHOT_BYTES)
    throw new AppError('validation', 422, SAVED_WORK_MESSAGES.shareTooLarge);
  return text;
}
