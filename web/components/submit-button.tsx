import { LoaderCircle } from 'lucide-react';
import type { ButtonHTMLAttributes } from 'react';
import { primaryButtonClass } from './styles';

type SubmitButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & { busy: boolean; label: string; busyLabel: string };

/** A form's submit button showing SPEC.md's busy label ('Signing in...', 'Saving...') while it submits. */
export function SubmitButton({ busy, label, busyLabel, className = '', ...button }: SubmitButtonProps) {
  return (
    <button type="submit" disabled={busy} aria-busy={busy} className={`${primaryButtonClass} ${className}`} {...button}>
      {busy && <LoaderCircle aria-hidden className="size-4 motion-safe:animate-spin" />}
      {busy ? busyLabel : label}
    </button>
  );
}
