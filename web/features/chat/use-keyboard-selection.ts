import type { KeyboardEvent, RefObject } from 'react';

const MOVES: Record<string, ['forward' | 'backward', string]> = {
  ArrowRight: ['forward', 'character'],
  ArrowLeft: ['backward', 'character'],
  ArrowDown: ['forward', 'line'],
  ArrowUp: ['backward', 'line'],
  End: ['forward', 'lineboundary'],
  Home: ['backward', 'lineboundary'],
};

/**
 * Selection by keyboard in text that is not editable (browsers leave that to caret browsing): in the
 * focused reply, Shift+arrows extend the selection (Ctrl or Alt: a word at a time), from the reply's
 * start when nothing in it is selected; an arrow without Shift folds a selection to that side, where
 * the next Shift+arrow starts.
 */
export function useKeyboardSelection(root: RefObject<HTMLElement | null>, enabled: boolean) {
  return (event: KeyboardEvent<HTMLElement>) => {
    const move = MOVES[event.key];
    const element = root.current;
    const selection = document.getSelection();
    if (!enabled || !move || !element || !selection || typeof selection.modify !== 'function') return;
    const [direction, unit] = move;
    const inside =
      selection.rangeCount > 0 && element.contains(selection.anchorNode) && element.contains(selection.focusNode);
    if (event.shiftKey) {
      if (!inside) selection.setPosition(element, 0);
      const word = unit === 'character' && (event.ctrlKey || event.altKey);
      selection.modify('extend', direction, word ? 'word' : unit);
      event.preventDefault();
    } else if (inside && !selection.isCollapsed && !event.ctrlKey && !event.altKey && !event.metaKey) {
      if (direction === 'forward') selection.collapseToEnd();
      else selection.collapseToStart();
      event.preventDefault();
    }
  };
}
