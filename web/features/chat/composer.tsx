import { ArrowUp, FileSpreadsheet, ImagePlus, Paperclip, Square, X } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useState } from 'react';
import { INPUT_ERROR_MS, toastError } from '../../lib/toasts';
import { useMediaQuery } from '../../lib/use-media-query';
import { useObjectUrl } from '../../lib/use-object-url';

export const EMPTY_MESSAGE = 'Please enter a message or upload an image';
/** The API's limit (worker/schemas/chat.ts MAX_MESSAGE_CHARS). */
const MAX_CHARS = 8000;
const PLACEHOLDER = 'Type your message... (Enter to send, Shift+Enter for a new line)';
/** On a phone the full hint would make the empty box three lines tall. */
const PHONE_PLACEHOLDER = 'Type your message...';
const PHONE_QUERY = '(max-width: 639.98px)';

type ComposerProps = {
  image: File | null;
  /** A chosen report (.csv), shown as a chip in place of an image preview. */
  file?: File | null;
  onAttach: () => void;
  onRemoveImage: () => void;
  onRemoveFile?: () => void;
  onSend: (text: string) => void;
  onStop: () => void;
  /** A reply is streaming: the send button becomes Stop. */
  replying: boolean;
  /** No plan allows sending (SPEC.md: input, attach and send are disabled). */
  disabled: boolean;
  /** Images are for paid plans: attach is off for Free users even while they have questions, unless reports are offered. */
  attachDisabled?: boolean;
  /** The attach control's name; set, a CSV report may be attached too (on every plan). */
  attachLabel?: string;
  reports?: boolean;
  /** Set when the active model cannot see images: the words to say so (image-notes.ts). */
  noVision?: { note: string; attach: string } | null;
};

const iconButton =
  'flex size-10 shrink-0 items-center justify-center rounded-full disabled:cursor-not-allowed disabled:opacity-50';

/** The bottom form: attach, a textarea where Enter sends and Shift+Enter adds a line, and send (or stop). */
export function Composer({
  image,
  file = null,
  onAttach,
  onRemoveImage,
  onRemoveFile = () => {},
  onSend,
  onStop,
  replying,
  disabled,
  attachDisabled = false,
  attachLabel = 'Attach an image',
  reports = false,
  noVision = null,
}: ComposerProps) {
  const [text, setText] = useState('');
  const phone = useMediaQuery(PHONE_QUERY);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (disabled || replying) return;
    const message = text.trim();
    if (!message && !image && !file) {
      toastError(EMPTY_MESSAGE, INPUT_ERROR_MS);
      return;
    }
    onSend(message);
    setText('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  return (
    <form
      onSubmit={submit}
      className="rounded-2xl border border-slate-300 bg-white p-2 shadow-sm focus-within:border-blue-500 dark:border-slate-700 dark:bg-slate-900"
    >
      {image && <ImagePreview file={image} onRemove={onRemoveImage} />}
      {file && <FileChip file={file} onRemove={onRemoveFile} />}
      {image && noVision && (
        <p role="note" className="mb-2 px-1 text-xs text-amber-800 dark:text-amber-200">
          {noVision.note}
        </p>
      )}
      <div className="flex items-end gap-2">
        <button
          type="button"
          onClick={onAttach}
          disabled={disabled || (attachDisabled && !reports)}
          aria-label={attachLabel}
          title={noVision?.attach ?? attachLabel}
          className={`${iconButton} text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800`}
        >
          {reports ? <Paperclip aria-hidden className="size-5" /> : <ImagePlus aria-hidden className="size-5" />}
        </button>
        <textarea
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          disabled={disabled}
          rows={1}
          maxLength={MAX_CHARS}
          aria-label="Message"
          placeholder={phone ? PHONE_PLACEHOLDER : PLACEHOLDER}
          // As tall as what is typed (the placeholder is one line), up to 8 lines.
          className="max-h-48 min-h-10 w-full min-w-0 flex-1 resize-none bg-transparent px-1 py-2 leading-6 [field-sizing:content] placeholder:text-slate-400 focus:outline-none focus-visible:outline-none disabled:cursor-not-allowed"
        />
        {replying ? (
          <button
            type="button"
            onClick={onStop}
            aria-label="Stop reply"
            title="Stop reply"
            className={`${iconButton} bg-slate-900 text-white hover:bg-slate-700 dark:bg-slate-100 dark:text-slate-900 dark:hover:bg-slate-300`}
          >
            <Square aria-hidden className="size-4 fill-current" />
          </button>
        ) : (
          <button
            type="submit"
            disabled={disabled}
            aria-label="Send"
            title="Send"
            className={`${iconButton} bg-blue-600 text-white hover:bg-blue-700`}
          >
            <ArrowUp aria-hidden className="size-5" />
          </button>
        )}
      </div>
    </form>
  );
}

/** SPEC.md section 2: the chosen image with its name, its size in KB to one decimal, and remove. */
function ImagePreview({ file, onRemove }: { file: File; onRemove: () => void }) {
  const url = useObjectUrl(file);
  return (
    <div
      className="mb-2 flex items-center gap-3 rounded-xl bg-slate-100 p-2 dark:bg-slate-800"
      data-testid="image-preview"
    >
      {url && <img src={url} alt="Chosen" className="size-12 shrink-0 rounded-lg object-cover" />}
      <div className="min-w-0 flex-1 text-sm">
        <p className="truncate font-medium">{file.name}</p>
        <p className="text-slate-500 dark:text-slate-400">{(file.size / 1024).toFixed(1)} KB</p>
      </div>
      <button
        type="button"
        onClick={onRemove}
        aria-label="Remove image"
        className="rounded-full p-1.5 text-slate-500 hover:bg-slate-200 hover:text-slate-900 dark:hover:bg-slate-700 dark:hover:text-slate-100"
      >
        <X aria-hidden className="size-4" />
      </button>
    </div>
  );
}

/** A chosen report: its name and size, and remove; no preview to show. */
function FileChip({ file, onRemove }: { file: File; onRemove: () => void }) {
  return (
    <div className="mb-2 flex items-center gap-3 rounded-xl bg-slate-100 p-2 dark:bg-slate-800" data-testid="file-chip">
      <span className="flex size-12 shrink-0 items-center justify-center rounded-lg bg-emerald-100 text-emerald-700 dark:bg-emerald-950 dark:text-emerald-300">
        <FileSpreadsheet aria-hidden className="size-6" />
      </span>
      <div className="min-w-0 flex-1 text-sm">
        <p className="truncate font-medium">{file.name}</p>
        <p className="text-slate-500 dark:text-slate-400">CSV report · {(file.size / 1024).toFixed(1)} KB</p>
      </div>
      <button
        type="button"
        onClick={onRemove}
        aria-label="Remove report"
        className="rounded-full p-1.5 text-slate-500 hover:bg-slate-200 hover:text-slate-900 dark:hover:bg-slate-700 dark:hover:text-slate-100"
      >
        <X aria-hidden className="size-4" />
      </button>
    </div>
  );
}
