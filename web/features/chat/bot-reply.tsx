import { Check, Copy, RotateCcw } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import type { ChatMessage } from './chat-api';
import { MessageImage } from './message-image';
import { PinReplyButton } from './pin-reply';
import { RateReply } from './rate-reply';
import { ReplyHighlights } from './reply-highlights';
import { RegenerateButton, ReplyVersions } from './reply-versions';
import { SaveAsPlanButton } from './save-as-plan';

/** The markdown renderer loads when a chat opens or the first question goes, not with the welcome screen. */
export const preloadMarkdown = () => import('../../components/markdown/markdown-blocks');
const MarkdownBlocks = lazy(async () => ({ default: (await preloadMarkdown()).MarkdownBlocks }));

/** SPEC.md section 2: the words shown while waiting for the first token, one every 1.5 s. */
export const STATUS_WORDS = ['Thinking...', 'Analyzing...', 'Processing...', 'Generating response...'] as const;
export const STATUS_ROTATE_MS = 1500;

export type ReplyState = 'live' | 'interrupted' | 'settled';

type BotReplyProps = {
  message: ChatMessage;
  state: ReplyState;
  onRetry?: (replyId: string) => void;
};

/** A reply, left and without a bubble: markdown, the waiting words, and what became of it. */
export function BotReply({ message, state, onRetry }: BotReplyProps) {
  const text = message.text_content;
  const incomplete = message.status === 'incomplete' || state === 'interrupted';
  return (
    <div className="min-w-0 flex-1 pt-1" aria-busy={state === 'live'}>
      {message.image_url && (
        <div className="mb-2">
          <MessageImage src={message.image_url} />
        </div>
      )}
      {text && (
        <Suspense fallback={<div className="whitespace-pre-wrap break-words leading-relaxed">{text}</div>}>
          <ReplyHighlights messageId={message._id} enabled={state === 'settled'}>
            <MarkdownBlocks text={text} />
          </ReplyHighlights>
        </Suspense>
      )}
      {state === 'live' && !text && <StatusLine />}
      {state === 'live' && <ReplyVersions message={message} />}
      {incomplete && (
        <div className="mt-3 flex flex-wrap items-center gap-3 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:border-amber-700/60 dark:bg-amber-950/40 dark:text-amber-100">
          <span>This reply was cut off before it finished.</span>
          {onRetry && (
            <button
              type="button"
              onClick={() => onRetry(message._id)}
              className="inline-flex items-center gap-1.5 rounded-md bg-amber-600 px-2.5 py-1 font-medium text-white hover:bg-amber-700"
            >
              <RotateCcw aria-hidden className="size-3.5" />
              Retry
            </button>
          )}
        </div>
      )}
      {message.status === 'stopped' && (
        <p className="mt-2 text-xs text-slate-500 italic dark:text-slate-400">You stopped this reply.</p>
      )}
      {/* A reply stopped before any text keeps its versions and Regenerate, so no earlier version is lost to view. */}
      {state === 'settled' && (text || message.status === 'stopped') && (
        <div className="relative mt-2 -ml-1.5 flex flex-wrap items-center gap-1 print:hidden">
          <ReplyVersions message={message} />
          {text && <CopyButton text={text} />}
          <RegenerateButton message={message} />
          {text && !message._id.startsWith('temp-') && (
            <>
              <RateReply messageId={message._id} rating={message.rating} />
              <SaveAsPlanButton messageId={message._id} />
              <PinReplyButton messageId={message._id} />
            </>
          )}
        </div>
      )}
    </div>
  );
}

function StatusLine() {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setIndex((i) => (i + 1) % STATUS_WORDS.length), STATUS_ROTATE_MS);
    return () => clearInterval(timer);
  }, []);
  return (
    <div role="status" className="flex items-center gap-2 py-1 text-slate-500 dark:text-slate-400">
      <span aria-hidden className="flex gap-1">
        <span className="size-1.5 animate-bounce rounded-full bg-blue-500 [animation-delay:-0.3s]" />
        <span className="size-1.5 animate-bounce rounded-full bg-blue-500 [animation-delay:-0.15s]" />
        <span className="size-1.5 animate-bounce rounded-full bg-blue-500" />
      </span>
      <span>{STATUS_WORDS[index]}</span>
    </div>
  );
}

function CopyButton({ text }: { text: string }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      // No clipboard (an insecure origin, a refused permission): the text stays selectable.
    }
  };
  return (
    <button
      type="button"
      onClick={copy}
      aria-label={copied ? 'Copied' : 'Copy reply'}
      title={copied ? 'Copied' : 'Copy reply'}
      className="rounded-md p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-slate-100"
    >
      {copied ? <Check aria-hidden className="size-4 text-green-600" /> : <Copy aria-hidden className="size-4" />}
    </button>
  );
}
