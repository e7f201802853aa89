import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from 'react';
import { describedBy, FieldError } from './field-error';
import { inputClass, labelClass } from './styles';

export type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  error?: string | undefined;
  /** A control drawn inside the field's right edge (the password toggle). */
  trailing?: ReactNode;
  ref?: Ref<HTMLInputElement>;
};

export function TextField({ label, error, trailing, id, className = '', ...input }: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const errorId = `${inputId}-error`;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={inputId} className={labelClass}>
        {label}
      </label>
      <div className="relative">
        <input
          id={inputId}
          className={`${inputClass} ${trailing ? 'pr-11' : ''} ${className}`}
          {...describedBy(errorId, error)}
          {...input}
        />
        {trailing && <div className="absolute inset-y-0 right-1 flex items-center">{trailing}</div>}
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
