import { useEffect, useRef } from 'react';
import { secondaryButtonClass } from '../../components/styles';

const dangerClass =
  'inline-flex items-center justify-center rounded-lg bg-red-600 px-3 py-2 text-sm font-medium text-white hover:bg-red-700';

type DeleteChoiceProps = { inSeries: boolean; onDelete: (wholeSeries: boolean) => void; onCancel: () => void };

/** The one question a delete asks: for a series event, this one or the whole series. */
export function DeleteChoice({ inSeries, onDelete, onCancel }: DeleteChoiceProps) {
  const first = useRef<HTMLButtonElement>(null);
  useEffect(() => first.current?.focus(), []);
  return (
    <fieldset className="flex flex-col gap-3 rounded-lg border border-red-200 bg-red-50 p-3 dark:border-red-900 dark:bg-red-950/40">
      <legend className="float-left text-sm font-medium">
        {inSeries ? 'Delete only this event, or every event of its series?' : 'Delete this event?'}
      </legend>
      <div className="flex flex-wrap gap-2">
        <button ref={first} type="button" onClick={() => onDelete(false)} className={dangerClass}>
          {inSeries ? 'Only this event' : 'Delete'}
        </button>
        {inSeries && (
          <button type="button" onClick={() => onDelete(true)} className={dangerClass}>
            The whole series
          </button>
        )}
        <button type="button" onClick={onCancel} className={`${secondaryButtonClass} px-3 py-2 text-sm`}>
          Cancel
        </button>
      </div>
    </fieldset>
  );
}
