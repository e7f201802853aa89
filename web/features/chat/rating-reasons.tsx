import { useEffect, useId, useRef, useState } from 'react';
import { MAX_REASON_CHARS } from '../../../worker/contract/ratings';
import { useClickOutside } from '../../lib/use-click-outside';

export const QUICK_REASONS = ['Wrong', 'Not specific to me', "Didn't answer my question", 'Too long'] as const;

/** The quick reasons picked, then the user's own words: one reason of at most MAX_REASON_CHARS. */
export const reasonText = (picked: string[], words: string) =>
  [picked.join('; '), words.trim()].filter(Boolean).join('. ');

type Props = { onSend: (reason: string) => void; onSkip: () => void; onDismiss: () => void };

/**
 * After a thumbs down: what was wrong, optional. Escape or a press outside closes it; the thumbs down stays.
 * It opens under the reply's whole row of actions (its positioned parent), so it fits a 360 px screen.
 */
export function RatingReasons({ onSend, onSkip, onDismiss }: Props) {
  const [picked, setPicked] = useState<string[]>([]);
  const [words, setWords] = useState('');
  const panel = useRef<HTMLFormElement>(null);
  const titleId = useId();
  useClickOutside(panel, onDismiss);
  useEffect(() => {
    panel.current?.scrollIntoView({ block: 'nearest' });
    panel.current?.querySelector('button')?.focus({ preventScroll: true });
  }, []);
  const toggle = (reason: string) =>
    setPicked((now) => (now.includes(reason) ? now.filter((r) => r !== reason) : [...now, reason]));
  const room = MAX_REASON_CHARS - reasonText(picked, '').length - (picked.length > 0 ? 2 : 0);

  return (
    <form
      ref={panel}
      aria-labelledby={titleId}
      onSubmit={(event) => {
        event.preventDefault();
        onSend(reasonText(picked, words));
      }}
      className="absolute top-full left-0 z-20 mt-1 w-72 max-w-[calc(100vw-2rem)] rounded-lg border border-slate-200 bg-white p-3 text-sm shadow-lg dark:border-slate-700 dark:bg-slate-900"
    >
      <p id={titleId} className="mb-2 font-medium text-slate-900 dark:text-slate-100">
        What was wrong? (optional)
      </p>
      <div className="mb-2 flex flex-wrap gap-1.5">
        {QUICK_REASONS.map((reason) => (
          <button
            key={reason}
            type="button"
            aria-pressed={picked.includes(reason)}
            onClick={() => toggle(reason)}
            className="rounded-full border border-slate-300 px-2.5 py-1 text-slate-700 hover:bg-slate-100 aria-pressed:border-blue-600 aria-pressed:bg-blue-50 aria-pressed:text-blue-800 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800 dark:aria-pressed:border-blue-400 dark:aria-pressed:bg-blue-950 dark:aria-pressed:text-blue-100"
          >
            {reason}
          </button>
        ))}
      </div>
      <textarea
        aria-label="Tell us more"
        placeholder="Tell us more"
        value={words}
        maxLength={Math.max(room, 0)}
        onChange={(event) => setWords(event.target.value)}
        rows={2}
        className="w-full resize-none rounded-md border border-slate-300 bg-white px-2 py-1.5 text-slate-900 placeholder:text-slate-500 dark:border-slate-600 dark:bg-slate-950 dark:text-slate-100 dark:placeholder:text-slate-400"
      />
      <div className="mt-2 flex justify-end gap-2">
        <button
          type="button"
          onClick={onSkip}
          className="rounded-md px-3 py-1.5 text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
        >
          Skip
        </button>
        <button type="submit" className="rounded-md bg-blue-600 px-3 py-1.5 font-medium text-white hover:bg-blue-700">
          Send
        </button>
      </div>
    </form>
  );
}
