import { secondaryButtonClass } from '../../components/styles';

type ConflictNoticeProps = { noun: string; ready: boolean; onChoose: (choice: 'theirs' | 'mine') => void };

/** A save refused because the plan changed elsewhere: nothing is overwritten until the user picks a side. */
export function ConflictNotice({ noun, ready, onChoose }: ConflictNoticeProps) {
  return (
    <div
      role="alert"
      className="flex flex-col gap-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950 sm:flex-row sm:items-center dark:border-amber-700/60 dark:bg-amber-950/40 dark:text-amber-100 print:hidden"
    >
      <p className="flex-1">
        Another tab or device changed this {noun} since you started editing. Your edits are kept here until you choose:
        load their version (Undo brings yours back) or keep yours and save it over theirs.
      </p>
      <div className="flex shrink-0 gap-2">
        <button type="button" disabled={!ready} onClick={() => onChoose('theirs')} className={secondaryButtonClass}>
          Load their version
        </button>
        <button type="button" disabled={!ready} onClick={() => onChoose('mine')} className={secondaryButtonClass}>
          Keep mine
        </button>
      </div>
    </div>
  );
}
