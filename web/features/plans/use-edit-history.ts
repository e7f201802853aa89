import { useCallback, useRef } from 'react';
import type { TextState } from './markdown-edits';

const MAX_STEPS = 200;
/** Keystrokes closer together than this undo as one step, as a native text field does. */
const TYPING_PAUSE_MS = 1000;

/**
 * Undo and redo for the plan's body. The textarea's own history would not hold the toolbar's edits
 * (React sets the value), so every change comes through `record` and Ctrl+Z reads from here.
 */
export function useEditHistory() {
  const past = useRef<TextState[]>([]);
  const future = useRef<TextState[]>([]);
  const lastTyping = useRef(0);

  /** Notes that `before` became something else; typing in a burst is one step, any other change is its own. */
  const record = useCallback((before: TextState, kind: 'typing' | 'action') => {
    const now = Date.now();
    const sameBurst = kind === 'typing' && now - lastTyping.current < TYPING_PAUSE_MS;
    lastTyping.current = kind === 'typing' ? now : 0;
    future.current = [];
    if (sameBurst) return;
    past.current.push(before);
    if (past.current.length > MAX_STEPS) past.current.shift();
  }, []);

  const undo = useCallback((current: TextState): TextState | null => {
    const previous = past.current.pop();
    if (!previous) return null;
    future.current.push(current);
    lastTyping.current = 0;
    return previous;
  }, []);

  const redo = useCallback((current: TextState): TextState | null => {
    const next = future.current.pop();
    if (!next) return null;
    past.current.push(current);
    lastTyping.current = 0;
    return next;
  }, []);

  return { record, undo, redo };
}
