import { type RefObject, useCallback, useEffect, useRef } from 'react';

/** SPEC.md section 4: after a send the view scrolls to the bottom, 50 ms later, over 300 ms. */
export const SCROLL_DELAY_MS = 50;
export const SCROLL_DURATION_MS = 300;
/** Closer than this to the bottom counts as "at the bottom": the view follows a growing reply. */
const FOLLOW_PX = 40;

const easeInOut = (t: number) => (t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2);

/**
 * Keeps `scroller` at the bottom while `content` grows, unless the user has scrolled up: then it
 * leaves the view where they put it until they come back down or send.
 */
export function useAutoScroll(scroller: RefObject<HTMLElement | null>, content: RefObject<HTMLElement | null>) {
  const following = useRef(true);
  const frame = useRef<number | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const stopAnimation = useCallback(() => {
    if (frame.current !== null) cancelAnimationFrame(frame.current);
    frame.current = null;
  }, []);

  useEffect(() => {
    const el = scroller.current;
    const inner = content.current;
    if (!el || !inner) return;
    const onScroll = () => {
      if (frame.current === null) following.current = el.scrollHeight - el.scrollTop - el.clientHeight <= FOLLOW_PX;
    };
    // The user reaching for the scroll wins over a running animation; the scroll event then decides.
    const interrupt = () => stopAnimation();
    el.addEventListener('scroll', onScroll, { passive: true });
    el.addEventListener('wheel', interrupt, { passive: true });
    el.addEventListener('touchstart', interrupt, { passive: true });
    el.addEventListener('keydown', interrupt);
    // Also called once on observe(): an opened chat starts at its last message, before the first paint.
    const observer =
      typeof ResizeObserver === 'function'
        ? new ResizeObserver(() => {
            // Nothing to follow while the content is empty (the welcome panel sits outside it).
            if (following.current && frame.current === null && inner.offsetHeight > 0) el.scrollTop = el.scrollHeight;
          })
        : null;
    observer?.observe(inner);
    return () => {
      el.removeEventListener('scroll', onScroll);
      el.removeEventListener('wheel', interrupt);
      el.removeEventListener('touchstart', interrupt);
      el.removeEventListener('keydown', interrupt);
      observer?.disconnect();
      stopAnimation();
      if (timer.current) clearTimeout(timer.current);
    };
  }, [scroller, content, stopAnimation]);

  /** After a send: follow again, and glide to the bottom. */
  const scrollToBottom = useCallback(() => {
    following.current = true;
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const el = scroller.current;
      if (!el) return;
      stopAnimation();
      if (typeof requestAnimationFrame !== 'function' || matchMedia('(prefers-reduced-motion: reduce)').matches) {
        el.scrollTop = el.scrollHeight;
        return;
      }
      const from = el.scrollTop;
      const started = performance.now();
      const step = (now: number) => {
        const t = Math.min(1, (now - started) / SCROLL_DURATION_MS);
        // The target is read every frame: the reply may already be growing.
        el.scrollTop = from + (el.scrollHeight - el.clientHeight - from) * easeInOut(t);
        frame.current = t < 1 ? requestAnimationFrame(step) : null;
      };
      frame.current = requestAnimationFrame(step);
    }, SCROLL_DELAY_MS);
  }, [scroller, stopAnimation]);

  return scrollToBottom;
}
