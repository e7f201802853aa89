import { lazy, type RefObject, Suspense, useDeferredValue, useEffect, useMemo, useRef } from 'react';
import { splitSessions } from '../../components/markdown/split-sessions';

// The same sanitised renderer as the replies, loaded with the editor.
const MarkdownBlocks = lazy(async () => ({
  default: (await import('../../components/markdown/markdown-blocks')).MarkdownBlocks,
}));

const MARK_CLASSES = ['rounded', 'bg-amber-100', 'dark:bg-amber-900/50'];
const MARK_MS = 2500;
const SESSION_TITLE = /^(?:session|week|day)\s+\d+/i;

/** The body as the reader will see it; each session after the first starts a printed page. */
export function PlanPreview({ body, emptyText, session }: { body: string; emptyText: string; session?: number }) {
  // A long plan re-renders behind the keystrokes, not in their way.
  const deferred = useDeferredValue(body);
  const sessions = useMemo(() => splitSessions(deferred), [deferred]);
  const root = useRef<HTMLDivElement>(null);
  if (!deferred.trim()) return <p className="text-slate-500 italic dark:text-slate-400 print:hidden">{emptyText}</p>;
  return (
    <div ref={root}>
      <Suspense fallback={<div className="whitespace-pre-wrap break-words">{deferred}</div>}>
        {sessions.map((section, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a session is its place in the plan
          <section key={i} data-session={i} className={i > 0 ? 'print:break-before-page' : undefined}>
            <MarkdownBlocks text={section} />
          </section>
        ))}
        {session !== undefined && <ShowSession root={root} index={session} />}
      </Suspense>
    </div>
  );
}

/** Inside the Suspense, so it runs once the sessions are rendered, not over the plain-text fallback. */
function ShowSession({ root, index }: { root: RefObject<HTMLDivElement | null>; index: number }) {
  useEffect(() => {
    const section = root.current?.querySelector<HTMLElement>(`section[data-session="${index}"]`);
    if (!section) return;
    const headings = [...section.querySelectorAll<HTMLElement>('h1, h2, h3, h4, h5, h6')];
    const target = headings.find((h) => SESSION_TITLE.test(h.textContent ?? '')) ?? headings[0] ?? section;
    target.scrollIntoView({ block: 'start' });
    target.classList.add(...MARK_CLASSES);
    const timer = setTimeout(() => target.classList.remove(...MARK_CLASSES), MARK_MS);
    return () => clearTimeout(timer);
  }, [root, index]);
  return null;
}
