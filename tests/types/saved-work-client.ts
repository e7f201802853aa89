/**
 * Type-level proof that the typed client (`hc<AppType>`) carries the saved-work routes and their answers
 * (run by `npm run typecheck`); each `@ts-expect-error` names something the wire does not carry.
 */
import type { InferRequestType, InferResponseType } from 'hono/client';
import type { api } from '../../web/lib/api';

type Api = typeof api.api;
type PlanList = InferResponseType<Api['plans']['$get'], 200>;
type PlanRead = InferResponseType<Api['plans'][':planId']['$get'], 200>;
type PlanCreated = InferResponseType<Api['plans']['$post'], 201>;
type PlanSave = InferRequestType<Api['plans'][':planId']['$put']>['json'];
type Highlights = InferResponseType<Api['highlights']['$get'], 200>;
type ShareCreated = InferResponseType<Api['shares']['$post'], 201>;
type PublicRead = InferResponseType<Api['shares']['public'][':token']['$get'], 200>;
type Search = InferResponseType<Api['chatbot']['search']['$get'], 200>;

declare const list: PlanList;
declare const read: PlanRead;
declare const created: PlanCreated;
declare const save: PlanSave;
declare const highlights: Highlights;
declare const shared: ShareCreated;
declare const publicRead: PublicRead;
declare const search: Search;

export const reads = [
  list.plans[0]?.excerpt,
  read.plan.body,
  read.plan.chatName,
  created.created,
  save.version,
  highlights.highlights[0]?.prefix,
  shared.token,
  shared.share.targetId,
  publicRead.share.chat?.messages[0]?.image_url,
  search.plans[0]?.snippet,
];

export const mismatches = [
  // @ts-expect-error the list carries an excerpt, not the body
  list.plans[0]?.body,
  // @ts-expect-error a plan's id is _id
  read.plan.id,
  // @ts-expect-error a share's public answer never carries the token's hash
  publicRead.share.tokenHash,
];
