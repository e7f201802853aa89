import { useSyncExternalStore } from 'react';
import { clearStoredEntries } from '../features/auth/stored-entries';
import { onUserChange } from '../lib/session';
import { clearToasts } from '../lib/toasts';

// The SWR cache (lib/swr.ts) and live replies (features/chat/live-replies.ts) forget themselves: they
// load with the screens that use them, and the first screens stay small without them.
let generation = 0;
const listeners = new Set<() => void>();

onUserChange((user, previous) => {
  // Only on sign-out: storage is shared by the tabs, and a sign-in elsewhere may have just written to it.
  if (!user) clearStoredEntries();
  // A sign-in has no user's state to drop, and its page is navigating on by itself.
  if (!previous) return;
  clearToasts();
  generation++;
  for (const notify of listeners) notify();
});

function subscribe(notify: () => void) {
  listeners.add(notify);
  return () => listeners.delete(notify);
}

/** Changes with the signed-in user: the screens remount under it, so no component keeps the previous user's state. */
export const useUserGeneration = () => useSyncExternalStore(subscribe, () => generation);
