import { and, eq, type SQL } from 'drizzle-orm';
import { SAVED_WORK_MESSAGES } from '../contract/messages';
import { MAX_PLAN_TITLE_CHARS } from '../contract/saved-work';
import { chats, messages, plans } from '../db/schema';
import type { Db } from '../env';
import { AppError } from './errors';

/** A bot reply in one of this user's chats, with its chat's name; anything else is a 404. */
export async function ownedReplyOr404(db: Db, userId: string, messageId: string) {
  const [row] = await db
    .select({ message: messages, chatName: chats.name })
    .from(messages)
    .innerJoin(chats, eq(chats.id, messages.chatId))
    .where(and(eq(messages.id, messageId), eq(chats.userId, userId), eq(messages.sentBy, 'Bot')))
    .limit(1);
  if (!row) throw new AppError('not_found', 404, SAVED_WORK_MESSAGES.messageNotFound);
  return row;
}

async function findOwnedPlanWhere(db: Db, userId: string, where: SQL) {
  const [row] = await db
    .select({ plan: plans, chatName: chats.name })
    .from(plans)
    .leftJoin(chats, eq(chats.id, plans.chatId))
    .where(and(where, eq(plans.userId, userId)))
    .limit(1);
  return row ? { ...row.plan, chatName: row.chatName } : null;
}

export const findOwnedPlan = (db: Db, userId: string, planId: string) =>
  findOwnedPlanWhere(db, userId, eq(plans.id, planId));

export const findPlanOfReply = (db: Db, userId: string, messageId: string) =>
  findOwnedPlanWhere(db, userId, eq(plans.messageId, messageId));

export async function ownedPlanOr404(db: Db, userId: string, planId: string) {
  const plan = await findOwnedPlan(db, userId, planId);
  if (!plan) throw new AppError('not_found', 404, SAVED_WORK_MESSAGES.planNotFound);
  return plan;
}

const stripInline = (text: string) =>
  text
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*_`~]/g, '')
    .replace(/\s+#+\s*$/, '')
    .trim();

export function planTitleFrom(reply: string, chatName: string): string {
  const outsideCode = reply.replace(/```[\s\S]*?(```|$)/g, '');
  const heading = /^\s{0,3}#{1,6}\s+(.+)$/m.exec(outsideCode)?.[1];
  const title = (heading && stripInline(heading)) || chatName.trim() || 'Untitled plan';
  return title.slice(0, MAX_PLAN_TITLE_CHARS).trim();
}

/** Each word quoted (no FTS syntax from the user), the last one as a prefix; empty when there is no word. */
export function ftsMatch(q: string): string {
  const terms = q.match(/[\p{L}\p{N}]+/gu) ?? [];
  return terms.map((term, i) => `"${term}"${i === terms.length - 1 ? '*' : ''}`).join(' ');
}

const PLAN_SEARCH_LIMIT = 20;
const PLAN_SEARCH_CANDIDATES = 200;

/** This user's plans whose title or body match, best first; only their most recent matches are ranked. */
export async function searchPlans(d1: D1Database, userId: string, match: string) {
  if (!match) return [];
  const { results } = await d1
    .prepare(
      `with recent as (
         select p.rowid as rid from plans_fts f join plans p on p.rowid = f.rowid
          where plans_fts match ?1 and p.user_id = ?2
          order by f.rowid desc limit ?3)
       select p.id, p.title, p.updated_at as updatedAt, p.body = '' as emptyBody,
              snippet(plans_fts, 1, '[', ']', '…', 12) as snippet
         from plans_fts join plans p on p.rowid = plans_fts.rowid
        where plans_fts match ?1 and p.user_id = ?2
          and plans_fts.rowid >= (select min(rid) from recent)
        order by rank limit ?4`,
    )
    .bind(match, userId, PLAN_SEARCH_CANDIDATES, PLAN_SEARCH_LIMIT)
    .all<{ id: string; title: string; updatedAt: number; emptyBody: number; snippet: string }>();
  return results.map((row) => ({
    _id: row.id,
    title: row.title,
    snippet: row.emptyBody ? null : row.snippet,
    updatedAt: new Date(row.updatedAt).toISOString(),
  }));
}
