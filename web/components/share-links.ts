import { api, call } from '../lib/api';

export type ShareKind = 'plan' | 'chat';
export type ShareOptions = { showName: boolean; includeImages: boolean };

export const sharesKey = (kind: ShareKind, id: string) => `/api/shares?kind=${kind}&id=${encodeURIComponent(id)}`;

export const readShares = (kind: ShareKind, id: string) =>
  call(api.api.shares.$get({ query: { kind, id } })).then(({ shares }) => shares);

export const createShare = (kind: ShareKind, id: string, options: ShareOptions) =>
  call(api.api.shares.$post({ json: { kind, id, ...options } }));

export const revokeShare = (shareId: string) => call(api.api.shares[':shareId'].$delete({ param: { shareId } }));

export type Share = Awaited<ReturnType<typeof readShares>>[number];
