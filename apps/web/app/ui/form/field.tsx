import { useId, type ReactNode } from 'react';

/** The ids a control needs to point at its error and hint (aria-describedby). */
export function useFieldIds(id?: string) {
  const auto = useId();
  const base = id ?? auto;
  return { id: base, errorId: `${base}-error`, hintId: `${base}-hint` };
}

export function describedBy(...ids: unknown[]) {
  return ids.filter((id) => typeof id === 'string' && id).join(' ') || undefined;
}

export interface FieldProps {
  id: string;
  label: ReactNode;
  required?: boolean;
  error?: string;
  errorId: string;
  hint?: ReactNode;
  hintId: string;
  className?: string;
  children: ReactNode;
}

/** Label above, control, then hint and error below (the error is what aria-describedby reads). */
export function Field(props: FieldProps) {
  const { id, label, required, error, errorId, hint, hintId, className, children } = props;
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-semibold text-brand-950">
        {label}
        {required && (
          <span className="text-red-700" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      <div className="mt-1.5">{children}</div>
      {hint && (
        <p id={hintId} className="mt-1.5 text-sm text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
