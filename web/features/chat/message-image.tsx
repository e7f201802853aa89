import { X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';

/** A message's image (at most 8 rem high); a click shows it larger in a dialog. */
export function MessageImage({ src }: { src: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label="View image larger"
        className="overflow-hidden rounded-xl border border-slate-200 dark:border-slate-700"
      >
        <img src={src} alt="Attached" className="block max-h-32 max-w-full object-contain" />
      </button>
      {open && <ImageViewer src={src} onClose={() => setOpen(false)} />}
    </>
  );
}

function ImageViewer({ src, onClose }: { src: string; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    dialog.current?.showModal();
  }, []);
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape closes a modal <dialog> natively
    <dialog
      ref={dialog}
      aria-label="Image"
      onClose={onClose}
      onClick={(event) => event.target === event.currentTarget && dialog.current?.close()}
      className="m-auto max-h-[92dvh] max-w-[92vw] bg-transparent p-0 backdrop:bg-slate-950/80"
    >
      <img src={src} alt="Attached, full size" className="block max-h-[92dvh] max-w-[92vw] rounded-lg object-contain" />
      <button
        type="button"
        onClick={() => dialog.current?.close()}
        aria-label="Close"
        className="absolute top-2 right-2 rounded-full bg-slate-950/70 p-2 text-white hover:bg-slate-950"
      >
        <X aria-hidden className="size-5" />
      </button>
    </dialog>
  );
}
