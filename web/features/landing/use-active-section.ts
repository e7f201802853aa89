import { useEffect, useState } from 'react';

/**
 * The section in view: the last one whose top has passed a line a third of the way down the
 * window, or the last section once the page is scrolled to its end.
 */
export function useActiveSection(ids: readonly string[], ready: boolean): string {
  const [active, setActive] = useState(ids[0] ?? '');
  useEffect(() => {
    if (!ready) return;
    let frame = 0;
    const measure = () => {
      frame = 0;
      const line = window.innerHeight / 3;
      const atEnd = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
      let current = ids[0] ?? '';
      for (const id of ids) {
        const top = document.getElementById(id)?.getBoundingClientRect().top;
        if (top !== undefined && top <= line) current = id;
      }
      setActive(atEnd ? (ids.at(-1) ?? current) : current);
    };
    const onScroll = () => {
      frame ||= requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
    };
  }, [ids, ready]);
  return active;
}
