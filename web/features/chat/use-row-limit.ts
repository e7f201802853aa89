import { type RefObject, useCallback, useState } from 'react';

/**
 * Rows rendered at first, and so the most a search keystroke mounts. A 900 px high window shows
 * about 12; a taller one shows the sentinel at once and gets the next page a frame later.
 */
export const ROWS_PER_PAGE = 20;

/**
 * Renders a long list a page at a time: the next page comes when the sentinel row after the last
 * one nears the visible area. `resetKey` (the search term) starts again from the first page.
 */
export function useRowLimit(resetKey: string, scroller: RefObject<HTMLElement | null>) {
  const [limit, setLimit] = useState(ROWS_PER_PAGE);
  const [key, setKey] = useState(resetKey);
  if (key !== resetKey) {
    setKey(resetKey);
    setLimit(ROWS_PER_PAGE);
  }
  // Give the sentinel a new key per page, so each page's observer reports at once if it is still in view.
  const sentinel = useCallback(
    (node: HTMLElement | null) => {
      if (!node) return;
      if (typeof IntersectionObserver !== 'function') {
        setLimit(Number.POSITIVE_INFINITY);
        return;
      }
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) setLimit((n) => n + ROWS_PER_PAGE);
        },
        // Observed against the list's own scrolling box: its margin is what 'near' means.
        { root: scroller.current, rootMargin: '200px 0px' },
      );
      observer.observe(node);
      return () => observer.disconnect();
    },
    [scroller],
  );
  return { limit, sentinel };
}
