import { Link2 } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { useSWRConfig } from 'swr';
import { useSavedWorkWords } from '../content/saved-work-words';
import { errorMessage } from '../lib/api';
import { formatLongDate } from '../lib/format-date';
import { useApi } from '../lib/swr';
import { toastError, toastSuccess } from '../lib/toasts';
import { CopyField } from './copy-field';
import { Modal } from './modal';
import { createShare, readShares, revokeShare, type Share, type ShareKind, sharesKey } from './share-links';
import { primaryButtonClass } from './styles';

export const CREATE_FAILED = 'Could not create the link. Please try again.';
export const REVOKE_FAILED = 'Could not revoke the link. Please try again.';
export const LINK_SHOWN_ONCE = 'Copy it now: this link cannot be shown again.';

type ShareDialogProps = { kind: ShareKind; id: string; onClose: () => void };

export function ShareDialog({ kind, id, onClose }: ShareDialogProps) {
  const words = useSavedWorkWords();
  const noun = kind === 'plan' ? words.plan : 'chat';
  const key = sharesKey(kind, id);
  const { data: shares, error } = useApi(key, () => readShares(kind, id));
  const { mutate } = useSWRConfig();
  const [showName, setShowName] = useState(false);
  const [includeImages, setIncludeImages] = useState(false);
  const [busy, setBusy] = useState(false);
  const [created, setCreated] = useState<{ shareId: string; url: string } | null>(null);

  const create = async () => {
    setBusy(true);
    try {
      const { share, path } = await createShare(kind, id, {
        showName,
        includeImages: kind === 'chat' && includeImages,
      });
      setCreated({ shareId: share._id, url: `${location.origin}${path}` });
      void mutate(key, (list?: Share[]) => [share, ...(list ?? []).filter((s) => s._id !== share._id)], {
        revalidate: false,
      });
    } catch (e) {
      toastError(errorMessage(e, CREATE_FAILED));
    } finally {
      setBusy(false);
    }
  };

  const revoke = async (share: Share) => {
    try {
      const { message } = await revokeShare(share._id);
      void mutate(key, (list?: Share[]) => list?.filter((s) => s._id !== share._id), { revalidate: false });
      // A revoked link is dead: it stops showing as the one to copy.
      setCreated((shown) => (shown?.shareId === share._id ? null : shown));
      toastSuccess(message);
    } catch (e) {
      toastError(errorMessage(e, REVOKE_FAILED));
    }
  };

  return (
    <Modal title={`Share this ${noun}`} onClose={onClose}>
      <div className="flex flex-col gap-4">
        <p className="text-sm text-slate-600 dark:text-slate-300">
          Anyone with the link can read a snapshot of this {noun} as it is now. Later edits are not shared.
        </p>
        <fieldset className="flex flex-col gap-2">
          <legend className="sr-only">Link options</legend>
          <Option label="Show my name" checked={showName} onChange={setShowName} />
          {kind === 'chat' && <Option label="Include images" checked={includeImages} onChange={setIncludeImages} />}
        </fieldset>
        <button type="button" onClick={create} disabled={busy} aria-busy={busy} className={primaryButtonClass}>
          <Link2 aria-hidden className="size-4" />
          {busy ? 'Creating...' : 'Create link'}
        </button>
        {created && <NewLink url={created.url} />}
        <LiveLinks shares={shares} failed={Boolean(error)} onRevoke={revoke} />
      </div>
    </Modal>
  );
}

function Option({ label, checked, onChange }: { label: string; checked: boolean; onChange: (on: boolean) => void }) {
  return (
    <label className="flex items-center gap-2 text-sm">
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="size-4 accent-blue-600"
      />
      {label}
    </label>
  );
}

function NewLink({ url }: { url: string }) {
  return (
    <div className="flex flex-col gap-1.5 rounded-lg border border-blue-200 bg-blue-50 p-3 dark:border-blue-900 dark:bg-blue-950/40">
      <CopyField label="Your new link" value={url} testId="share-url" focusOnShow />
      <p className="text-xs text-slate-600 dark:text-slate-300">{LINK_SHOWN_ONCE}</p>
    </div>
  );
}

type LiveLinksProps = { shares: Share[] | undefined; failed: boolean; onRevoke: (share: Share) => void };

function LiveLinks({ shares, failed, onRevoke }: LiveLinksProps) {
  const headingId = useId();
  let body: ReactNode;
  if (failed) body = <p className="text-sm text-red-600 dark:text-red-400">Could not load the links.</p>;
  else if (!shares) body = <p className="text-sm text-slate-500 dark:text-slate-400">Loading links...</p>;
  else if (shares.length === 0) body = <p className="text-sm text-slate-500 dark:text-slate-400">No live links.</p>;
  else
    body = (
      <ul className="flex flex-col divide-y divide-slate-200 dark:divide-slate-800" data-testid="live-links">
        {shares.map((share) => (
          <li key={share._id} className="flex items-center justify-between gap-3 py-2 text-sm">
            <div className="min-w-0">
              <p>Created {formatLongDate(share.createdAt)}</p>
              <p className="text-xs text-slate-500 dark:text-slate-400">{describe(share)}</p>
            </div>
            <button
              type="button"
              onClick={() => onRevoke(share)}
              aria-label={`Revoke the link created ${formatLongDate(share.createdAt)}`}
              className="shrink-0 rounded-md px-2.5 py-1 font-medium text-red-700 hover:bg-red-50 dark:text-red-400 dark:hover:bg-red-950/40"
            >
              Revoke
            </button>
          </li>
        ))}
      </ul>
    );
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-1">
      <h3 id={headingId} className="text-sm font-semibold">
        Live links
      </h3>
      {body}
    </section>
  );
}

function describe(share: Share): string {
  const name = share.showName ? 'Shows your name' : 'Name hidden';
  if (share.kind !== 'chat') return name;
  return `${name} · ${share.includeImages ? 'Images included' : 'No images'}`;
}
