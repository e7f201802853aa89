import { hc } from 'hono/client';
import type { AppType } from '../../../worker/index';
import { ApiError, NETWORK_ERROR_MESSAGE } from '../../lib/api';

// A reader needs no account: this client never sends the signed-in user's bearer.
const publicApi = hc<AppType>('/');

export const publicShareKey = (token: string) => `/api/shares/public/${encodeURIComponent(token)}`;

/** The snapshot behind a link, or null when the link is unknown or revoked (the Worker answers 404 alike). */
export async function readPublicShare(token: string) {
  const res = await publicApi.api.shares.public[':token'].$get({ param: { token } }).catch(() => {
    throw new ApiError('network', 0, NETWORK_ERROR_MESSAGE);
  });
  if (!res.ok) {
    // Read to the end even so: a body left unread keeps its request open in the browser.
    await res.text().catch(() => '');
    if (res.status === 404) return null;
    throw new ApiError('http_error', res.status, 'Could not load this page. Please try again.');
  }
  const { share } = await res.json();
  return share;
}

export type PublicShare = NonNullable<Awaited<ReturnType<typeof readPublicShare>>>;
export type SharedMessage = NonNullable<PublicShare['chat']>['messages'][number];
