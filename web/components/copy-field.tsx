import { Check, Copy } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { inputClass, secondaryButtonClass } from './styles';

type CopyFieldProps = { label: string; value: string; testId?: string; focusOnShow?: boolean };

/** A read-only value with a Copy button; without a clipboard the text is selected for a manual copy. */
export function CopyField({ label, value, testId, focusOnShow = false }: CopyFieldProps) {
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState(false);
  // A new value takes focus (and so selection) when asked: Ctrl+C copies it and a screen reader reads it out.
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new value resets the field
  useEffect(() => {
    setCopied(false);
    if (focusOnShow) field.current?.focus();
  }, [value, focusOnShow]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
    } catch {
      field.current?.select();
    }
  };
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <div className="flex gap-2">
        <input
          ref={field}
          id={id}
          readOnly
          value={value}
          onFocus={(event) => event.target.select()}
          className={`${inputClass} min-w-0 flex-1 py-2 text-sm`}
          data-testid={testId}
        />
        <button type="button" onClick={copy} className={`${secondaryButtonClass} shrink-0 px-3 py-2 text-sm`}>
          {copied ? <Check aria-hidden className="size-4 text-green-600" /> : <Copy aria-hidden className="size-4" />}
          {copied ? 'Copied' : 'Copy'}
        </button>
      </div>
    </div>
  );
}
