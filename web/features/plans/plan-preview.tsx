import { lazy, Suspense, useDeferredValue, useMemo } from 'react';
import { splitSessions } from '../../components/markdown/split-sessions';

// The same sanitised renderer as the replies, loaded with the editor.
const MarkdownBlocks = lazy(async () => ({
  default: (await import('../../components/markdown/markdown-blocks')).MarkdownBlocks,
}));

/** The body as the reader will see it; each session after the first starts a printed page. */
export function PlanPreview({ body, emptyText }: { body: string; emptyText: string }) {
  // A long plan re-renders behind the keystrokes, not in their way.
  const deferred = useDeferredValue(body);
  const sessions = useMemo(() => splitSessions(deferred), [deferred]);
  if (!deferred.trim()) return <p className="text-slate-500 italic dark:text-slate-400 print:hidden">{emptyText}</p>;
  return (
    <Suspense fallback={<div className="whitespace-pre-wrap break-words">{deferred}</div>}>
      {sessions.map((section, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a session is its place in the plan
        <section key={i} data-session={i} className={i > 0 ? 'print:break-before-page' : undefined}>
          <MarkdownBlocks text={section} />
        </section>
      ))}
    </Suspense>
  );
}
