import { useSyncExternalStore } from 'react';

/** SPEC.md section 9: below this width the sidebar overlays the page and closes after navigation. */
export const NARROW_QUERY = '(max-width: 1023.98px)';

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
  );
}
