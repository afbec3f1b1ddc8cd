import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '~/ui/cn';

/** The look of every text control in the lead forms (inputs, textarea, select trigger). */
export function controlClass(invalid: boolean, className?: string) {
  return cn(
    'block w-full rounded-xl border bg-white px-4 text-base text-ink shadow-xs transition-colors placeholder:text-muted',
    'focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-0',
    invalid
      ? 'border-red-600 focus-visible:outline-red-600'
      : 'border-line hover:border-brand-300 focus-visible:border-brand-600 focus-visible:outline-brand-600',
    className,
  );
}

/** The ids a control needs to point at its error and hint (aria-describedby). */
export function useFieldIds(id?: string) {
  const auto = useId();
  const base = id ?? auto;
  return { id: base, errorId: `${base}-error`, hintId: `${base}-hint` };
}

export function describedBy(...ids: (string | false | undefined)[]) {
  return ids.filter(Boolean).join(' ') || undefined;
}

interface FieldShellProps {
  id: string;
  label: string;
  required?: boolean;
  error?: string;
  errorId: string;
  hint?: string;
  hintId: string;
  className?: string;
  children: ReactNode;
}

/** Label above, control, then hint and error below (the error is what aria-describedby reads). */
export function FieldShell(props: FieldShellProps) {
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

type InputFieldProps = ComponentProps<'input'> & { label: string; error?: string; hint?: string };

export function InputField({
  label,
  error,
  hint,
  id: idProp,
  className,
  required,
  ...input
}: InputFieldProps) {
  const { id, errorId, hintId } = useFieldIds(idProp);
  return (
    <FieldShell {...{ id, label, required, error, errorId, hint, hintId, className }}>
      <input
        id={id}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint && hintId, error && errorId)}
        className={controlClass(Boolean(error), 'h-12')}
        {...input}
      />
    </FieldShell>
  );
}

type TextAreaFieldProps = ComponentProps<'textarea'> & {
  label: string;
  error?: string;
  hint?: string;
};

export function TextAreaField({
  label,
  error,
  hint,
  id: idProp,
  className,
  required,
  ...textarea
}: TextAreaFieldProps) {
  const { id, errorId, hintId } = useFieldIds(idProp);
  return (
    <FieldShell {...{ id, label, required, error, errorId, hint, hintId, className }}>
      <textarea
        id={id}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint && hintId, error && errorId)}
        className={controlClass(Boolean(error), 'min-h-32 resize-y py-3')}
        {...textarea}
      />
    </FieldShell>
  );
}
