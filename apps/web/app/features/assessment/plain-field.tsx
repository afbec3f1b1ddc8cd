import type { ComponentProps } from 'react';

// A labelled input in plain markup for the start form: the form kit's Input is richer than this
// first-load form needs, and marketing pages have a tight JavaScript budget.

interface PlainFieldProps extends ComponentProps<'input'> {
  name: string;
  label: string;
  hint?: string;
  error?: string | undefined;
}

export function PlainField({
  name,
  label,
  hint,
  error,
  className,
  required,
  ...input
}: PlainFieldProps) {
  const id = `start-${name}`;
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        {label}
        {required && (
          <span aria-hidden="true" className="text-red-700">
            {' '}
            *
          </span>
        )}
      </label>
      <input
        id={id}
        name={name}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        className={`mt-1.5 block h-12 w-full rounded-xl border bg-white px-4 text-ink shadow-xs focus:outline-none focus-visible:outline-2 ${error ? 'border-red-600 focus-visible:outline-red-600' : 'border-line hover:border-brand-300 focus-visible:border-brand-600 focus-visible:outline-brand-600'}`}
        {...input}
      />
      {hint && (
        <p id={`${id}-hint`} className="mt-1.5 text-sm text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-semibold text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
