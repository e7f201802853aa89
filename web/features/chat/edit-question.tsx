import { Pencil } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, type ReactNode, useState } from 'react';
import type { ChatMessage } from './chat-api';
import { useReplyControls } from './reply-controls';

/** The API's limit (MAX_MESSAGE_CHARS in worker/contract/chat.ts, whose schemas stay out of this bundle). */
const MAX_CHARS = 8000;

/**
 * A question's column; the chat's last question also gets Edit, which opens its text in place: 'Save and send'
 * (Ctrl/Cmd+Enter) asks it again as edited, its reply kept as a version, and Cancel (Esc) leaves it as it was.
 */
export function EditableQuestion({ message, children }: { message: ChatMessage; children: ReactNode }) {
  const controls = useReplyControls();
  const [draft, setDraft] = useState<string | null>(null);
  const editable = controls !== null && controls.lastQuestionId === message._id;
  if (draft !== null && editable) {
    const save = (event?: FormEvent) => {
      event?.preventDefault();
      const text = draft.trim();
      if (!text || controls.busy || controls.cannotAsk) return;
      controls.edit(message, text);
      setDraft(null);
    };
    const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        setDraft(null);
      } else if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) save(event);
    };
    return (
      <form onSubmit={save} className="flex w-full max-w-xl min-w-0 flex-col gap-2" data-testid="edit-question">
        <textarea
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          maxLength={MAX_CHARS}
          rows={3}
          // biome-ignore lint/a11y/noAutofocus: the user asked to edit this text just now
          autoFocus
          aria-label="Edit your message"
          className="max-h-64 min-h-20 w-full resize-y rounded-xl border border-slate-300 bg-white px-3 py-2 leading-6 [field-sizing:content] focus:border-blue-500 focus:outline-none dark:border-slate-700 dark:bg-slate-900"
        />
        <div className="flex justify-end gap-2 text-sm">
          <button
            type="button"
            onClick={() => setDraft(null)}
            className="rounded-lg px-3 py-1.5 font-medium text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
          >
            Cancel
          </button>
          <button
            type="submit"
            disabled={!draft.trim() || controls.busy || controls.cannotAsk}
            className="rounded-lg bg-blue-600 px-3 py-1.5 font-medium text-white hover:bg-blue-700 disabled:cursor-not-allowed disabled:opacity-50"
          >
            Save and send
          </button>
        </div>
      </form>
    );
  }
  return (
    <div className="flex max-w-[70%] min-w-0 flex-col items-end gap-2">
      {children}
      {editable && (
        <button
          type="button"
          aria-label="Edit message"
          title="Edit message"
          disabled={controls.busy || controls.cannotAsk}
          onClick={() => setDraft(message.text_content)}
          className="-mt-1 rounded-md p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-900 disabled:cursor-not-allowed disabled:opacity-40 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-slate-100 print:hidden"
        >
          <Pencil aria-hidden className="size-4" />
        </button>
      )}
    </div>
  );
}
