import * as v from 'valibot';
import type { HighlightRow, Message, SavedPlanRow, ShareRow } from '../db/schema';
import { SAVED_WORK_MESSAGES as M } from './messages';

export const MAX_PLAN_BODY_CHARS = 100_000;
export const MAX_PLAN_TITLE_CHARS = 200;
export const MAX_PLANS_PER_USER = 1000;
export const MAX_HIGHLIGHTS_PER_USER = 2000;
export const MAX_QUOTE_CHARS = 2000;
export const MAX_QUOTE_CONTEXT_CHARS = 200;
export const PLAN_EXCERPT_CHARS = 160;
export const SHARE_KINDS = ['plan', 'chat'] as const;

const MAX_ID_CHARS = 64;
const idField = (message: string) => v.pipe(v.string(), v.nonEmpty(message), v.maxLength(MAX_ID_CHARS, message));

export const planIdParam = v.object({ planId: v.pipe(v.string(), v.maxLength(MAX_ID_CHARS)) });
export const highlightIdParam = v.object({ highlightId: v.pipe(v.string(), v.maxLength(MAX_ID_CHARS)) });
export const shareIdParam = v.object({ shareId: v.pipe(v.string(), v.maxLength(MAX_ID_CHARS)) });
/** Any string: a malformed token is answered like an unknown one (404), never with a 422 that tells them apart. */
export const shareTokenParam = v.object({ token: v.string() });
export const shareImageParam = v.object({ token: v.string(), messageId: v.string() });

const titleField = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty(M.titleRequired),
  v.maxLength(MAX_PLAN_TITLE_CHARS, M.titleTooLong),
);
const bodyField = v.pipe(v.string(), v.maxLength(MAX_PLAN_BODY_CHARS, M.bodyTooLong));

export const savePlanFromMessageSchema = v.object({ messageId: idField(M.messageNotFound) });
export const newPlanSchema = v.object({ title: titleField, body: bodyField });
export const createPlanSchema = v.union([savePlanFromMessageSchema, newPlanSchema], M.planSource);

export const updatePlanSchema = v.object({
  title: titleField,
  body: bodyField,
  version: v.pipe(v.number(M.badVersion), v.integer(M.badVersion), v.minValue(1, M.badVersion)),
});

export const highlightListQuery = v.object({ chatId: v.optional(v.pipe(v.string(), v.maxLength(MAX_ID_CHARS))) });

const contextField = v.optional(v.pipe(v.string(), v.maxLength(MAX_QUOTE_CONTEXT_CHARS, M.contextTooLong)), '');

/** The quote is kept exactly as selected (no trim): it must match the reply's rendered text. */
export const createHighlightSchema = v.object({
  messageId: idField(M.messageNotFound),
  quote: v.pipe(
    v.string(),
    v.check((quote) => quote.trim() !== '', M.quoteRequired),
    v.maxLength(MAX_QUOTE_CHARS, M.quoteTooLong),
  ),
  prefix: contextField,
  suffix: contextField,
});

const shareKind = v.picklist(SHARE_KINDS, M.shareKind);

export const createShareSchema = v.object({
  kind: shareKind,
  id: idField(M.shareNotFound),
  showName: v.optional(v.boolean(), false),
  includeImages: v.optional(v.boolean(), false),
});

export const shareListQuery = v.object({ kind: shareKind, id: idField(M.shareNotFound) });

/** What a share froze when it was made; the public page reads only this. */
export type PlanSnapshot = { body: string };
export type ChatSnapshot = {
  messages: { id: string; sentBy: Message['sentBy']; text: string; createdAt: number; imageKey: string | null }[];
};

const iso = (ms: number) => new Date(ms).toISOString();

export function plainExcerpt(markdown: string, max = PLAN_EXCERPT_CHARS): string {
  const plain = markdown
    .replace(/```[\s\S]*?(```|$)/g, ' ')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s{0,3}(#{1,6}|>|[-*+]|\d+\.)\s+/gm, '')
    .replace(/[*_`~|]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return plain.length > max ? `${plain.slice(0, max - 1).trimEnd()}…` : plain;
}

type PlanFields = Pick<
  SavedPlanRow,
  'id' | 'title' | 'body' | 'chatId' | 'messageId' | 'classId' | 'version' | 'createdAt' | 'updatedAt'
>;

const planBase = (plan: PlanFields) => ({
  _id: plan.id,
  title: plan.title,
  chatId: plan.chatId,
  messageId: plan.messageId,
  /** The class (coaches) or client (advertisers) it is assigned to: api/classes/:classId/plans/:planId. */
  classId: plan.classId,
  version: plan.version,
  createdAt: iso(plan.createdAt),
  updatedAt: iso(plan.updatedAt),
});

/** `body` may be only the body's start: the list reads no more than an excerpt needs. */
export const toPlanSummary = (plan: PlanFields) => ({ ...planBase(plan), excerpt: plainExcerpt(plan.body) });

export const toSavedPlan = (plan: PlanFields & { chatName: string | null }) => ({
  ...planBase(plan),
  body: plan.body,
  chatName: plan.chatName,
});

export const toHighlight = (highlight: HighlightRow & { chatName: string }) => ({
  _id: highlight.id,
  chatId: highlight.chatId,
  chatName: highlight.chatName,
  messageId: highlight.messageId,
  quote: highlight.quote,
  prefix: highlight.prefix,
  suffix: highlight.suffix,
  createdAt: iso(highlight.createdAt),
});

export const toShare = (share: ShareRow) => ({
  _id: share.id,
  kind: share.kind,
  targetId: (share.kind === 'plan' ? share.planId : share.chatId) ?? '',
  title: share.title,
  showName: share.showName,
  includeImages: share.includeImages,
  createdAt: iso(share.createdAt),
});

/** The snapshot as the public page shows it; `imageUrl` names the share's own image route. */
export function toPublicShare(share: ShareRow, imageUrl: (messageId: string) => string) {
  const snapshot = JSON.parse(share.snapshot) as PlanSnapshot | ChatSnapshot;
  const chat =
    share.kind === 'chat' && 'messages' in snapshot
      ? {
          messages: snapshot.messages.map((message) => ({
            _id: message.id,
            sent_by: message.sentBy,
            text_content: message.text,
            timestamp: iso(message.createdAt),
            image_url: share.includeImages && message.imageKey ? imageUrl(message.id) : null,
          })),
        }
      : null;
  return {
    kind: share.kind,
    title: share.title,
    ownerName: share.showName ? share.ownerName : null,
    createdAt: iso(share.createdAt),
    plan: share.kind === 'plan' && 'body' in snapshot ? { body: snapshot.body } : null,
    chat,
  };
}

export type PlanSummary = ReturnType<typeof toPlanSummary>;
export type SavedPlan = ReturnType<typeof toSavedPlan>;
export type Highlight = ReturnType<typeof toHighlight>;
export type Share = ReturnType<typeof toShare>;
export type PublicShare = ReturnType<typeof toPublicShare>;
export type ShareKind = (typeof SHARE_KINDS)[number];
