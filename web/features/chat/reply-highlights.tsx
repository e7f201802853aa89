import { type MouseEvent, type ReactNode, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { HighlightList, RemoveMenu } from './highlight-list';
import type { Highlight } from './highlights-api';
import { useHighlights } from './highlights-provider';
import { flashRange, paintRanges, prefersReducedMotion } from './paint-highlights';
import { anchorQuote, rangeOfSpan, type TextSpan, textOffsetOf } from './text-quote';
import { useKeyboardSelection } from './use-keyboard-selection';

/** Long enough for the chat's own scroll to its last message to have run first. */
const SHOW_DELAY_MS = 120;

type ReplyHighlightsProps = { messageId: string; enabled: boolean; children: ReactNode };
type Anchored = { highlight: Highlight; span: TextSpan | null };

/**
 * A settled reply's text, selectable by mouse and keyboard, with its highlights drawn over it. They
 * are found again in the rendered text on every render (after the lazy markdown and after any
 * re-render), never written into the DOM, so React's nodes stay React's. A highlight whose passage
 * is gone stays listed under the reply.
 */
export function ReplyHighlights({ messageId, enabled, children }: ReplyHighlightsProps) {
  const context = useHighlights();
  const on = enabled && context !== null && !messageId.startsWith('temp-');
  const root = useRef<HTMLElement>(null);
  const listRef = useRef<HTMLDetailsElement>(null);
  const [renders, setRenders] = useState(0);
  const [anchored, setAnchored] = useState<Anchored[]>([]);
  const [menu, setMenu] = useState<{ id: string; x: number; y: number } | null>(null);
  const onKeyDown = useKeyboardSelection(root, on);
  const highlights = context?.highlights;
  const mine = useMemo(() => highlights?.filter((h) => h.messageId === messageId) ?? [], [highlights, messageId]);

  useEffect(() => {
    const element = root.current;
    if (!on || !element) return;
    const observer = new MutationObserver(() => setRenders((n) => n + 1));
    observer.observe(element, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [on]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `renders` counts the DOM's changes, which this reads
  useLayoutEffect(() => {
    const element = root.current;
    if (!on || !element) {
      setAnchored([]);
      return;
    }
    const text = element.textContent ?? '';
    const found = mine.map((highlight) => ({ highlight, span: anchorQuote(text, highlight) }));
    setAnchored(found);
    const ranges = found.flatMap(({ span }) => (span ? [rangeOfSpan(element, span)] : [])).filter((r) => r !== null);
    return paintRanges(ranges);
  }, [on, mine, renders]);

  // Showing one highlight outlives the renders it causes; it stops only when the reply goes.
  const stopShowing = useRef(() => {});
  useEffect(() => () => stopShowing.current(), []);
  const target = context?.target;
  useEffect(() => {
    const element = root.current;
    const hit = anchored.find((a) => a.highlight._id === target);
    if (!element || !hit || !context) return;
    context.clearTarget();
    const range = hit.span && rangeOfSpan(element, hit.span);
    const place = range?.startContainer.parentElement ?? listRef.current;
    if (!range && listRef.current) listRef.current.open = true;
    stopShowing.current();
    const timer = setTimeout(() => {
      place?.scrollIntoView({ block: 'center', behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
      element.focus({ preventScroll: true });
      if (range) stopShowing.current = flashRange(range);
    }, SHOW_DELAY_MS);
    stopShowing.current = () => clearTimeout(timer);
  }, [anchored, target, context]);

  const openMenu = (event: MouseEvent<HTMLElement>) => {
    const element = root.current;
    if (!on || !element || !document.getSelection()?.isCollapsed) return;
    const caret = caretAt(event.clientX, event.clientY);
    if (!caret || !element.contains(caret.node)) return;
    const at = textOffsetOf(element, caret.node, caret.offset);
    const hit = anchored.find(({ span }) => span && span.start <= at && at <= span.end);
    setMenu(hit ? { id: hit.highlight._id, x: event.clientX, y: event.clientY } : null);
  };

  // The same element whether or not highlighting is on, so a reply that settles keeps its rendered markdown.
  return (
    <>
      <article
        ref={root}
        aria-label="Reply"
        aria-describedby={on ? context?.hintId : undefined}
        tabIndex={on ? 0 : undefined}
        data-highlightable={on ? '' : undefined}
        data-message-id={messageId}
        onKeyDown={onKeyDown}
        onClick={openMenu}
        className="rounded-sm"
      >
        {children}
      </article>
      {menu && context && (
        <RemoveMenu x={menu.x} y={menu.y} onRemove={() => void context.remove(menu.id)} onClose={() => setMenu(null)} />
      )}
      {anchored.length > 0 && context && (
        <HighlightList ref={listRef} anchored={anchored} words={context.words} onRemove={context.remove} />
      )}
    </>
  );
}

function caretAt(x: number, y: number): { node: Node; offset: number } | null {
  if (typeof document.caretPositionFromPoint === 'function') {
    const position = document.caretPositionFromPoint(x, y);
    return position && { node: position.offsetNode, offset: position.offset };
  }
  const range = document.caretRangeFromPoint?.(x, y);
  return range ? { node: range.startContainer, offset: range.startOffset } : null;
}
