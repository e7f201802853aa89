import { createContext, type ReactNode, useCallback, useContext, useEffect, useId, useMemo, useState } from 'react';
import { useSWRConfig } from 'swr';
import { type SavedWorkWords, useSavedWorkWords } from '../../content/saved-work-words';
import { errorMessage } from '../../lib/api';
import { useApi } from '../../lib/swr';
import { toastError, toastSuccess } from '../../lib/toasts';
import {
  ALL_HIGHLIGHTS_KEY,
  chatHighlightsKey,
  createHighlight,
  deleteHighlight,
  type Highlight,
  readChatHighlights,
} from './highlights-api';
import { SelectionToolbar } from './selection-toolbar';
import type { TextQuote } from './text-quote';

export const HIGHLIGHT_FAILED = 'Could not save the highlight. Please try again.';
export const REMOVE_FAILED = 'Could not remove the highlight. Please try again.';

const capitalise = (words: string) => words.charAt(0).toUpperCase() + words.slice(1);

type HighlightsValue = {
  highlights: Highlight[];
  words: SavedWorkWords;
  add: (messageId: string, selector: TextQuote) => Promise<void>;
  remove: (highlightId: string) => Promise<void>;
  /** The highlight the address asked to show (`?highlight=`), until a reply has shown it. */
  target: string | null;
  clearTarget: () => void;
  hintId: string;
};

const HighlightsContext = createContext<HighlightsValue | null>(null);

/** Null outside a saved chat (the welcome screen's new chat has nothing to highlight yet). */
export const useHighlights = () => useContext(HighlightsContext);

type ProviderProps = { chatId: string; target: string | null; children: ReactNode };

/** One chat's highlights, read once for all its replies, with the selection toolbar they share. */
export function HighlightsProvider({ chatId, target: asked, children }: ProviderProps) {
  const { mutate } = useSWRConfig();
  const words = useSavedWorkWords();
  const key = chatHighlightsKey(chatId);
  const { data } = useApi(key, () => readChatHighlights(chatId));
  const [target, setTarget] = useState(asked);
  const hintId = useId();
  useEffect(() => setTarget(asked), [asked]);

  const add = useCallback(
    async (messageId: string, selector: TextQuote) => {
      try {
        const highlight = await createHighlight(messageId, selector);
        void mutate(key, (list?: Highlight[]) => [...(list ?? []), highlight], { revalidate: false });
        void mutate(ALL_HIGHLIGHTS_KEY);
        toastSuccess(`${capitalise(words.highlight)} added`);
      } catch (error) {
        toastError(errorMessage(error, HIGHLIGHT_FAILED));
      }
    },
    [key, mutate, words],
  );

  const remove = useCallback(
    async (highlightId: string) => {
      try {
        await deleteHighlight(highlightId);
        void mutate(key, (list?: Highlight[]) => list?.filter((h) => h._id !== highlightId), { revalidate: false });
        void mutate(ALL_HIGHLIGHTS_KEY);
        toastSuccess(`${capitalise(words.highlight)} removed`);
      } catch (error) {
        toastError(errorMessage(error, REMOVE_FAILED));
      }
    },
    [key, mutate, words],
  );

  const clearTarget = useCallback(() => setTarget(null), []);
  const value = useMemo(
    () => ({ highlights: data ?? [], words, add, remove, target, clearTarget, hintId }),
    [data, words, add, remove, target, clearTarget, hintId],
  );
  return (
    <HighlightsContext value={value}>
      {children}
      <p id={hintId} hidden>
        To highlight a passage, select it with Shift and the arrow keys, then press Alt+H.
      </p>
      <SelectionToolbar onHighlight={add} />
    </HighlightsContext>
  );
}
