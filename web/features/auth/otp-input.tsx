import { type ClipboardEvent, type KeyboardEvent, useEffect, useRef } from 'react';

type OtpInputProps = {
  value: string[];
  onChange: (digits: string[]) => void;
  length: number;
  label: string;
  invalid?: boolean;
  describedBy?: string | undefined;
};

const digitsOf = (text: string) => text.replace(/\D/g, '');

/** Single-digit boxes: typing advances, Backspace on an empty box goes back, a paste fills them all. */
export function OtpInput({ value, onChange, length, label, invalid, describedBy }: OtpInputProps) {
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const digits = Array.from({ length }, (_, i) => value[i] ?? '');
  const focus = (index: number) => boxes.current[Math.max(0, Math.min(index, length - 1))]?.focus();

  useEffect(() => {
    boxes.current[0]?.focus();
  }, []);

  /** Writes `text`'s digits from box `start` on, and moves to the box after the last one written. */
  const fill = (start: number, text: string) => {
    const incoming = digitsOf(text)
      .slice(0, length - start)
      .split('');
    if (incoming.length === 0) return;
    const next = [...digits];
    next.splice(start, incoming.length, ...incoming);
    onChange(next);
    focus(start + incoming.length);
  };

  const onInput = (index: number, raw: string) => {
    const typed = digitsOf(raw);
    if (raw === '') {
      const next = [...digits];
      next[index] = '';
      onChange(next);
    } else if (typed.length === 2) {
      // A digit typed beside the one already there replaces it.
      fill(index, typed[0] === digits[index] ? typed.slice(1) : typed.slice(0, 1));
    } else {
      // One digit typed, or a whole code dropped in by the keyboard's one-time-code suggestion.
      fill(index, typed);
    }
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && digits[index] === '' && index > 0) {
      event.preventDefault();
      const next = [...digits];
      next[index - 1] = '';
      onChange(next);
      focus(index - 1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focus(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focus(index + 1);
    }
  };

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    fill(0, event.clipboardData.getData('text'));
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset would need a visible legend; the group is labelled instead
    <div role="group" aria-label={label} aria-describedby={describedBy} className="flex justify-between gap-2 sm:gap-3">
      {digits.map((digit, index) => (
        <input
          // biome-ignore lint/suspicious/noArrayIndexKey: the boxes are positions, they never reorder
          key={index}
          ref={(element) => {
            boxes.current[index] = element;
          }}
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          aria-label={`Digit ${index + 1}`}
          aria-invalid={invalid || undefined}
          value={digit}
          onChange={(event) => onInput(index, event.target.value)}
          onKeyDown={(event) => onKeyDown(index, event)}
          onPaste={onPaste}
          onFocus={(event) => event.target.select()}
          className="size-12 min-w-0 flex-1 rounded-lg border border-slate-300 bg-white text-center text-xl font-semibold text-slate-900 aria-invalid:border-red-500 sm:size-14 sm:flex-none dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:aria-invalid:border-red-400"
        />
      ))}
    </div>
  );
}
