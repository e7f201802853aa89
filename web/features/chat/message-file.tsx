import { Download, FileSpreadsheet } from 'lucide-react';

/** A sent report: its name, downloaded through its signed URL (none until the server has stored it). */
export function MessageFile({ file }: { file: { name: string; url: string } }) {
  const body = (
    <>
      <FileSpreadsheet aria-hidden className="size-5 shrink-0 text-emerald-700 dark:text-emerald-300" />
      <span className="min-w-0 truncate font-medium">{file.name}</span>
      {file.url && <Download aria-hidden className="size-4 shrink-0 text-slate-500 dark:text-slate-400" />}
    </>
  );
  const chip =
    'flex max-w-full items-center gap-2 rounded-xl border border-slate-200 bg-white px-3 py-2 text-sm text-slate-900 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100';
  return file.url ? (
    <a
      href={file.url}
      download={file.name}
      className={`${chip} hover:bg-slate-50 dark:hover:bg-slate-800`}
      aria-label={`Download ${file.name}`}
      data-testid="message-file"
    >
      {body}
    </a>
  ) : (
    <span className={chip} data-testid="message-file">
      {body}
    </span>
  );
}
