import { useSyncExternalStore } from 'react';

/** SPEC.md section 9: the product's own messages show for 1 s, input errors for 2 s. */
export const MESSAGE_MS = 1000;
export const INPUT_ERROR_MS = 2000;

// The toast library loads with the first toast, not with every page.
const loadToasts = () => import('react-hot-toast');
let requested = false;
const listeners = new Set<() => void>();

function show(kind: 'success' | 'error', message: string, duration: number) {
  if (!requested) {
    requested = true;
    for (const notify of listeners) notify();
  }
  void loadToasts().then(({ toast }) => toast[kind](message, { duration }));
}

/** Toasts say what the user just did: when the user changes, the next one must not see them. */
export function clearToasts() {
  if (requested) void loadToasts().then(({ toast }) => toast.remove());
}

export const toastSuccess = (message: string, duration = MESSAGE_MS) => show('success', message, duration);
export const toastError = (message: string, duration = MESSAGE_MS) => show('error', message, duration);

/** True once any toast was asked for: the toaster mounts then. */
export function useToastsRequested(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    () => requested,
  );
}
