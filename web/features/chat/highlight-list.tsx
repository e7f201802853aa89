import { Highlighter, X } from 'lucide-react';
import { type Ref, useCallback, useEffect, useRef, useState } from 'react';
import type { SavedWorkWords } from '../../content/saved-work-words';
import { useClickOutside } from '../../lib/use-click-outside';
import type { Highlight } from './highlights-api';
import type { TextSpan } from './text-quote';

export const PASSAGE_CHANGED = 'This passage changed';

type HighlightListProps = {
  ref: Ref<HTMLDetailsElement>;
  anchored: { highlight: Highlight; span: TextSpan | null }[];
  words: SavedWorkWords;
  onRemove: (highlightId: string) => void;
};

/**
 * The reply's highlights as a list: how screen readers meet them, the keyboard's way to remove one,
 * and where a highlight whose passage changed stays, open so it is seen.
 */
export function HighlightList({ ref, anchored, words, onRemove }: HighlightListProps) {
  const changed = anchored.filter((a) => a.span === null).length;
  const [open, setOpen] = useState(changed > 0);
  useEffect(() => {
    if (changed > 0) setOpen(true);
  }, [changed]);
  const count = anchored.length;
  return (
    <details
      ref={ref}
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      className="mt-2 text-sm print:hidden"
      data-testid="reply-highlights"
    >
      <summary className="inline-flex cursor-pointer items-center gap-1.5 rounded-md px-1.5 py-1 text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800">
        <Highlighter aria-hidden className="size-4 text-amber-600 dark:text-amber-400" />
        {count} {count === 1 ? words.highlight : words.highlights}
        {changed > 0 && <span className="text-amber-700 dark:text-amber-300"> · {changed} changed</span>}
      </summary>
      <ul className="mt-1 flex flex-col gap-1 pl-1">
        {anchored.map(({ highlight, span }) => (
          <li key={highlight._id} className="flex items-start gap-2">
            <p className="min-w-0 flex-1 py-1">
              {span === null && (
                <span className="block font-medium text-amber-700 dark:text-amber-300">{PASSAGE_CHANGED}</span>
              )}
              <mark className="line-clamp-3 rounded-sm bg-amber-100 px-0.5 text-slate-900 dark:bg-amber-400/25 dark:text-slate-100">
                {highlight.quote}
              </mark>
            </p>
            <button
              type="button"
              onClick={() => onRemove(highlight._id)}
              aria-label="Remove highlight"
              title="Remove highlight"
              className="shrink-0 rounded-md p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-slate-100"
            >
              <X aria-hidden className="size-4" />
            </button>
          </li>
        ))}
      </ul>
    </details>
  );
}

type RemoveMenuProps = { x: number; y: number; onRemove: () => void; onClose: () => void };

/** What a click on a marked passage offers. */
export function RemoveMenu({ x, y, onRemove, onClose }: RemoveMenuProps) {
  const container = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => onClose(), [onClose]);
  useClickOutside(container, close);
  useEffect(() => button.current?.focus({ preventScroll: true }), []);
  return (
    <div
      ref={container}
      role="menu"
      aria-label="Highlight"
      style={{ left: Math.min(x, window.innerWidth - 180), top: y + 12 }}
      className="fixed z-50 rounded-lg border border-slate-200 bg-white p-1 shadow-lg dark:border-slate-700 dark:bg-slate-900 print:hidden"
    >
      <button
        ref={button}
        type="button"
        role="menuitem"
        onClick={() => {
          onClose();
          onRemove();
        }}
        className="flex w-full items-center gap-2 rounded-md px-3 py-2 text-left text-sm hover:bg-slate-100 focus-visible:bg-slate-100 dark:hover:bg-slate-800 dark:focus-visible:bg-slate-800"
      >
        <X aria-hidden className="size-4" />
        Remove highlight
      </button>
    </div>
  );
}
