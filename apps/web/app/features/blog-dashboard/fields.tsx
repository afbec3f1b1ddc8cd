import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '~/ui/cn';

export function controlClass(invalid: boolean, className?: string) {
  return cn(
    'block w-full rounded-xl border bg-white px-3.5 text-base text-ink transition-colors placeholder:text-muted',
    'focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-0',
    invalid
      ? 'border-red-600 focus-visible:outline-red-600'
      : 'border-line hover:border-brand-300 focus-visible:border-brand-600 focus-visible:outline-brand-600',
    className,
  );
}

interface FieldProps {
  label: string;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  className?: string;
  children: (ids: { id: string; describedBy?: string; invalid: boolean }) => ReactNode;
}

/** Label, control, hint and error, wired with aria-invalid and aria-describedby. */
export function Field({ label, error, hint, required, className, children }: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined;
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
      <div className="mt-1.5">{children({ id, describedBy, invalid: Boolean(error) })}</div>
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

export function StatusBadge({ published }: { published: boolean }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold',
        published ? 'bg-brand-100 text-brand-900' : 'bg-amber-100 text-amber-900',
      )}
    >
      <span
        aria-hidden="true"
        className={cn('size-1.5 rounded-full', published ? 'bg-brand-600' : 'bg-amber-600')}
      />
      {published ? 'Published' : 'Draft'}
    </span>
  );
}

export function Alert({
  tone,
  children,
  ...rest
}: ComponentProps<'div'> & { tone: 'error' | 'success' }) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn(
        'rounded-xl px-4 py-3 text-sm font-medium',
        tone === 'error'
          ? 'bg-red-50 text-red-800 ring-1 ring-red-200'
          : 'bg-brand-50 text-brand-900 ring-1 ring-brand-200',
      )}
      {...rest}
    >
      {children}
    </div>
  );
}
