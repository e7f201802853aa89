import { ThumbsDown, ThumbsUp } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import type { Rating } from '../../../worker/contract/ratings';
import { api, call, errorMessage } from '../../lib/api';
import { toastError, toastSuccess } from '../../lib/toasts';
import type { ChatHistory } from './chat-api';
import { RatingReasons } from './rating-reasons';

export const RATING_THANKS = 'Thanks for the feedback';
export const RATING_FAILED = 'Could not save your rating. Please try again.';

const HISTORY_PREFIX = '/api/chatbot/history/';

const button =
  'rounded-md p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-900 aria-pressed:text-blue-600 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-slate-100 dark:aria-pressed:text-blue-400';

/** Thumbs up / down under a finished reply; pressing the pressed one clears it. Shown at once, undone on failure. */
export function RateReply({ messageId, rating: stored }: { messageId: string; rating: Rating | null }) {
  const { mutate } = useSWRConfig();
  const [rating, setRating] = useState(stored);
  const [asking, setAsking] = useState(false);
  const saved = useRef(stored);
  const thumbDown = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    saved.current = stored;
    setRating(stored);
  }, [stored]);

  const save = useCallback(
    async (next: Rating | null, reason?: string) => {
      setRating(next);
      try {
        await call(
          api.api.chatbot.messages[':messageId'].rating.$put({ param: { messageId }, json: { rating: next, reason } }),
        );
        saved.current = next;
        void mutate(
          (key) => typeof key === 'string' && key.startsWith(HISTORY_PREFIX),
          (history?: ChatHistory) => history && withRating(history, messageId, next),
          { revalidate: false },
        );
        return true;
      } catch (error) {
        setRating(saved.current);
        setAsking(false);
        toastError(errorMessage(error, RATING_FAILED));
        return false;
      }
    },
    [messageId, mutate],
  );

  // Focus was in the closed form: it goes back to the thumb, not to the page's start.
  const wasAsking = useRef(false);
  useEffect(() => {
    if (wasAsking.current && !asking && document.activeElement === document.body) thumbDown.current?.focus();
    wasAsking.current = asking;
  }, [asking]);

  const rate = async (choice: Rating) => {
    const next = rating === choice ? null : choice;
    setAsking(next === 'down');
    if ((await save(next)) && next === 'up') toastSuccess(RATING_THANKS);
  };

  const finish = async (reason: string) => {
    if (reason && !(await save('down', reason))) return;
    setAsking(false);
    toastSuccess(RATING_THANKS);
  };

  return (
    <div className="flex items-center">
      <button
        type="button"
        aria-label="Good answer"
        title="Good answer"
        aria-pressed={rating === 'up'}
        onClick={() => rate('up')}
        className={button}
      >
        <ThumbsUp aria-hidden className="size-4" fill={rating === 'up' ? 'currentColor' : 'none'} />
      </button>
      <button
        ref={thumbDown}
        type="button"
        aria-label="Bad answer"
        title="Bad answer"
        aria-pressed={rating === 'down'}
        onClick={() => rate('down')}
        className={button}
      >
        <ThumbsDown aria-hidden className="size-4" fill={rating === 'down' ? 'currentColor' : 'none'} />
      </button>
      {asking && <RatingReasons onSend={finish} onSkip={() => finish('')} onDismiss={() => setAsking(false)} />}
    </div>
  );
}

function withRating(history: ChatHistory, messageId: string, rating: Rating | null): ChatHistory {
  const contents = history.chatHistory.chat_contents;
  if (!contents.some((message) => message._id === messageId)) return history;
  return {
    ...history,
    chatHistory: {
      ...history.chatHistory,
      chat_contents: contents.map((message) => (message._id === messageId ? { ...message, rating } : message)),
    },
  };
}
