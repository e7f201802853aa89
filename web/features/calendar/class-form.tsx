import { useId, useState } from 'react';
import { capitalize } from '../../components/calendar/event-fields';
import { describedBy, FieldError } from '../../components/field-error';
import { inputClass, labelClass, primaryButtonClass, secondaryButtonClass } from '../../components/styles';
import { useSavedWorkWords } from '../../content/saved-work-words';
import { ApiError, errorMessage } from '../../lib/api';
import { useAppConfig } from '../../lib/app-config';
import type { ClassFields } from '../../lib/calendar-api';

export const SAVE_CLASS_FAILED = 'Could not save it. Please try again.';

type ClassFormProps = {
  initial?: ClassFields;
  submitLabel: string;
  onSubmit: (fields: ClassFields) => Promise<unknown>;
  onCancel?: () => void;
};

export function ClassForm({ initial, submitLabel, onSubmit, onCancel }: ClassFormProps) {
  const words = useSavedWorkWords();
  const coach = useAppConfig()?.persona === 'coach';
  const id = useId();
  const [fields, setFields] = useState<ClassFields>(initial ?? { name: '', ageGroup: null, sport: null });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    setFormError(null);
    try {
      await onSubmit({ name: fields.name, ageGroup: fields.ageGroup || null, sport: fields.sport || null });
      if (!initial) setFields({ name: '', ageGroup: null, sport: null });
    } catch (error) {
      if (error instanceof ApiError && error.fields) setErrors(error.fields);
      else setFormError(errorMessage(error, SAVE_CLASS_FAILED));
    } finally {
      setBusy(false);
    }
  };
  const text = (name: keyof ClassFields, label: string) => (
    <div className="flex min-w-0 flex-1 flex-col gap-1">
      <label htmlFor={`${id}-${name}`} className={labelClass}>
        {label}
      </label>
      <input
        id={`${id}-${name}`}
        value={fields[name] ?? ''}
        onChange={(e) => setFields({ ...fields, [name]: e.target.value })}
        className={`${inputClass} py-2`}
        {...(name === 'name' ? { 'data-autofocus': true } : {})}
        {...describedBy(`${id}-${name}-error`, errors[name])}
      />
      <FieldError id={`${id}-${name}-error`} message={errors[name]} />
    </div>
  );

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3">
      <div className="flex flex-col gap-3 sm:flex-row">
        {text('name', `${capitalize(words.group)} name`)}
        {coach && text('ageGroup', 'Age group (optional)')}
        {coach && text('sport', 'Sport (optional)')}
      </div>
      {formError && (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          {formError}
        </p>
      )}
      <div className="flex gap-2">
        <button type="submit" disabled={busy} aria-busy={busy} className={`${primaryButtonClass} py-2`}>
          {busy ? 'Saving...' : submitLabel}
        </button>
        {onCancel && (
          <button type="button" onClick={onCancel} className={`${secondaryButtonClass} py-2`}>
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}
