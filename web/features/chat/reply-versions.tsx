import { ChevronLeft, ChevronRight, RefreshCw } from 'lucide-react';
import type { ChatMessage } from './chat-api';
import { useReplyControls } from './reply-controls';

const iconButton =
  'rounded-md p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-900 disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-slate-100';

/** '< 2/3 >' under a reply with more than one version; a switch shows that version's question with it. */
export function ReplyVersions({ message }: { message: ChatMessage }) {
  const controls = useReplyControls();
  if (!controls || message.versions < 2) return null;
  const { version, versions } = message;
  const off = controls.busy || message.status === 'streaming';
  return (
    <div
      className="flex items-center text-xs text-slate-600 tabular-nums dark:text-slate-300"
      data-testid="reply-versions"
    >
      <button
        type="button"
        aria-label="Previous version"
        title="Previous version"
        disabled={off || version <= 1}
        onClick={() => controls.showVersion(message, version - 1)}
        className={iconButton}
      >
        <ChevronLeft aria-hidden className="size-4" />
      </button>
      <span aria-hidden>
        {version}/{versions}
      </span>
      <span className="sr-only">
        Version {version} of {versions}
      </span>
      <button
        type="button"
        aria-label="Next version"
        title="Next version"
        disabled={off || version >= versions}
        onClick={() => controls.showVersion(message, version + 1)}
        className={iconButton}
      >
        <ChevronRight aria-hidden className="size-4" />
      </button>
    </div>
  );
}

/** Asks the chat's last question again; the new reply is kept beside this one as its next version. */
export function RegenerateButton({ message }: { message: ChatMessage }) {
  const controls = useReplyControls();
  // A cut-off reply offers Retry instead, which answers again in its place, free.
  if (!controls || controls.lastReplyId !== message._id || message.status === 'incomplete') return null;
  return (
    <button
      type="button"
      aria-label="Regenerate reply"
      title="Regenerate reply"
      disabled={controls.busy || controls.cannotAsk}
      onClick={() => controls.regenerate(message)}
      className={iconButton}
    >
      <RefreshCw aria-hidden className="size-4" />
    </button>
  );
}
