import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { HttpError } from '~/lib/http';

/**
 * Shows the server's field errors (400 { fieldErrors }) next to their fields. `rename` maps a
 * payload field to the form field that produced it. Returns true when any field was marked.
 */
export function showServerFieldErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
  rename: Partial<Record<string, Path<T>>> = {},
): boolean {
  if (!(error instanceof HttpError)) return false;
  let marked = false;
  for (const [key, messages] of Object.entries(error.fieldErrors)) {
    const field = rename[key] ?? (fields as readonly string[]).find((name) => name === key);
    const message = Array.isArray(messages) ? messages[0] : undefined;
    if (field && message) {
      setError(field as Path<T>, { type: 'server', message }, { shouldFocus: !marked });
      marked = true;
    }
  }
  return marked;
}

/** "Please check the 2 fields marked below." */
export function fieldSummary(count: number) {
  return count === 1
    ? 'Please check the field marked below.'
    : `Please check the ${count} fields marked below.`;
}
