import { Highlighter } from 'lucide-react';
import { useEffect, useEffectEvent, useState } from 'react';
import { createPortal } from 'react-dom';
import { describeQuote, spanOfRange, type TextQuote, trimSpan } from './text-quote';

/** The keyboard shortcut, as the toolbar names it and as the key handler reads it. */
export const HIGHLIGHT_SHORTCUT = 'Alt+H';
const isShortcut = (event: KeyboardEvent) => event.altKey && !event.ctrlKey && !event.metaKey && event.code === 'KeyH';

const TOOLBAR_GAP_PX = 8;

type Picked = { messageId: string; selector: TextQuote; rect: DOMRect };

/** The selection, when it lies inside one settled reply (marked `data-highlightable`), as a text-quote selector. */
export function pickedSelection(): Picked | null {
  const selection = document.getSelection();
  if (!selection || selection.isCollapsed || selection.rangeCount === 0) return null;
  const range = selection.getRangeAt(0);
  const start = range.startContainer;
  const root = (start instanceof Element ? start : start.parentElement)?.closest<HTMLElement>('[data-highlightable]');
  const messageId = root?.dataset.messageId;
  if (!root || !messageId) return null;
  const text = root.textContent ?? '';
  const raw = spanOfRange(root, range);
  const span = raw && trimSpan(text, raw);
  if (!span) return null;
  return { messageId, selector: describeQuote(text, span), rect: range.getBoundingClientRect() };
}

/** A small toolbar at the selection with 'Highlight'; the shortcut does the same from the keyboard. */
export function SelectionToolbar({ onHighlight }: { onHighlight: (messageId: string, selector: TextQuote) => void }) {
  const [picked, setPicked] = useState<Picked | null>(null);
  const highlight = ({ messageId, selector }: Picked) => {
    onHighlight(messageId, selector);
    document.getSelection()?.removeAllRanges();
    setPicked(null);
  };
  const onKey = useEffectEvent((event: KeyboardEvent) => {
    if (!isShortcut(event)) return;
    const now = pickedSelection();
    if (!now) return;
    event.preventDefault();
    highlight(now);
  });

  useEffect(() => {
    let frame = 0;
    const update = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setPicked(pickedSelection()));
    };
    const keydown = (event: KeyboardEvent) => onKey(event);
    document.addEventListener('selectionchange', update);
    document.addEventListener('keydown', keydown);
    // The toolbar follows the selection when the messages scroll under it.
    document.addEventListener('scroll', update, { capture: true, passive: true });
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener('selectionchange', update);
      document.removeEventListener('keydown', keydown);
      document.removeEventListener('scroll', update, { capture: true });
    };
  }, []);

  if (!picked) return null;
  const below = picked.rect.top < 56 || matchMedia('(pointer: coarse)').matches;
  const style = {
    left: Math.min(Math.max(picked.rect.left + picked.rect.width / 2, 90), window.innerWidth - 90),
    top: below ? picked.rect.bottom + TOOLBAR_GAP_PX : picked.rect.top - TOOLBAR_GAP_PX,
  };
  return createPortal(
    <div
      role="toolbar"
      aria-label="Selection"
      style={style}
      className={`fixed z-50 -translate-x-1/2 ${below ? '' : '-translate-y-full'} rounded-lg border border-slate-200 bg-white p-1 shadow-lg dark:border-slate-700 dark:bg-slate-900 print:hidden`}
    >
      <button
        type="button"
        // Pressing the button must not take the selection away before it is read.
        onPointerDown={(event) => event.preventDefault()}
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => highlight(picked)}
        aria-keyshortcuts={HIGHLIGHT_SHORTCUT}
        className="inline-flex items-center gap-1.5 rounded-md px-2.5 py-1.5 text-sm font-medium text-slate-800 hover:bg-amber-100 dark:text-slate-100 dark:hover:bg-amber-500/20"
      >
        <Highlighter aria-hidden className="size-4 text-amber-600 dark:text-amber-400" />
        Highlight <span className="text-xs text-slate-500 dark:text-slate-400">({HIGHLIGHT_SHORTCUT})</span>
      </button>
    </div>,
    document.body,
  );
}
