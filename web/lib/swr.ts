import useSWR, { type SWRConfiguration, unload } from 'swr';
import { onUserChange } from './session';

/**
 * A read through the typed client, cached by SWR under its API path (`key`; null: not now). The data's
 * type comes from the Worker's own answer, so a renamed field fails the type check here.
 */
export function useApi<T>(key: string | null, read: () => Promise<T>, options?: SWRConfiguration<T>) {
  return useSWR<T>(key, read, { revalidateOnFocus: false, ...options });
}

// No read of one user shows to the next. unload empties the whole cache (useSWRInfinite's entries too)
// and lets go of the requests in flight, so none of their answers is written back or shared with the
// next user's readers. The readers on screen read again only for a signed-in user.
onUserChange((user) => unload({ revalidate: user !== null }));
