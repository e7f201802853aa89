import { X } from 'lucide-react';
import { type KeyboardEvent, type ReactNode, type SyntheticEvent, useEffect, useId, useRef } from 'react';
import { trapTab } from '../lib/focus-trap';

type ModalProps = { title: string; onClose: () => void; children: ReactNode; className?: string };

/**
 * A native modal <dialog>: showModal() makes the rest of the page inert and moves focus in (to a
 * `data-autofocus` element if there is one); Escape and the close button call `onClose` once.
 */
export function Modal({ title, onClose, children, className = '' }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const closed = useRef(false);

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    // React's autoFocus never reaches the DOM, so a field asks for first focus with data-autofocus.
    dialog?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    return () => dialog?.close();
  }, []);

  const close = () => {
    if (closed.current) return;
    closed.current = true;
    onClose();
  };
  // The dialog closes by unmounting, so the browser's own close on Escape is held back.
  const onCancel = (event: SyntheticEvent) => {
    event.preventDefault();
    close();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') onCancel(event);
    else trapTab(event, ref.current);
  };

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-modal="true"
      onCancel={onCancel}
      onKeyDown={onKeyDown}
      className={`m-auto w-[calc(100%-2rem)] max-w-lg rounded-2xl border border-slate-200 bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-950/50 dark:border-slate-800 dark:bg-slate-900 dark:text-slate-100 ${className}`}
    >
      <div className="flex items-center justify-between gap-4 border-b border-slate-200 px-5 py-4 dark:border-slate-800">
        <h2 id={titleId} className="text-lg font-semibold">
          {title}
        </h2>
        <button
          type="button"
          onClick={close}
          aria-label="Close"
          className="rounded-md p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-700 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-slate-200"
        >
          <X aria-hidden className="size-5" />
        </button>
      </div>
      <div className="px-5 py-5">{children}</div>
    </dialog>
  );
}
