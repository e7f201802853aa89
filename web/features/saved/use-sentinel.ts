import { useCallback, useRef } from 'react';

/** A ref for a row after the last: when it nears the viewport and `ready`, `onVisible` runs (the next page). */
export function useSentinel(ready: boolean, onVisible: () => void) {
  const latest = useRef(onVisible);
  latest.current = onVisible;
  return useCallback(
    (node: HTMLElement | null) => {
      if (!node || !ready) return;
      if (typeof IntersectionObserver !== 'function') {
        latest.current();
        return;
      }
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) latest.current();
        },
        { rootMargin: '200px 0px' },
      );
      observer.observe(node);
      return () => observer.disconnect();
    },
    [ready],
  );
}
