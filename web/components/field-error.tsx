/** A field's validation message, referenced by the field's aria-describedby. */
export function FieldError({ id, message }: { id: string; message?: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="text-sm text-red-600 dark:text-red-400">
      {message}
    </p>
  );
}

export function describedBy(errorId: string, error: string | undefined) {
  return error ? { 'aria-invalid': true, 'aria-describedby': errorId } : { 'aria-invalid': false };
}
