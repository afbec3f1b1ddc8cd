import { CircleAlert, CircleCheck, Info, type LucideIcon } from 'lucide-react';
import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '~/ui/cn';

export function PageHeader(props: { title: string; description?: ReactNode; actions?: ReactNode }) {
  return (
    <div className="flex flex-col gap-4 border-b border-line pb-5 sm:flex-row sm:items-end sm:justify-between">
      <div className="min-w-0">
        <h1 className="text-2xl font-bold tracking-tight text-brand-950">{props.title}</h1>
        {props.description && <p className="mt-1 text-sm text-muted">{props.description}</p>}
      </div>
      {props.actions && <div className="flex flex-wrap items-center gap-2">{props.actions}</div>}
    </div>
  );
}

export function Panel({ className, ...rest }: ComponentProps<'div'>) {
  return (
    <div className={cn('rounded-xl bg-white shadow-xs ring-1 ring-line', className)} {...rest} />
  );
}

const alertTones = {
  error: { icon: CircleAlert, className: 'bg-red-50 text-red-800 ring-red-200', role: 'alert' },
  success: {
    icon: CircleCheck,
    className: 'bg-green-50 text-green-800 ring-green-200',
    role: 'status',
  },
  info: { icon: Info, className: 'bg-brand-50 text-brand-900 ring-brand-200', role: 'status' },
} as const;

export function Alert(props: {
  tone: keyof typeof alertTones;
  children: ReactNode;
  className?: string;
}) {
  const tone = alertTones[props.tone];
  const Icon = tone.icon;
  return (
    <div
      role={tone.role}
      className={cn(
        'flex items-start gap-2.5 rounded-lg px-3.5 py-2.5 text-sm font-medium ring-1',
        tone.className,
        props.className,
      )}
    >
      <Icon className="mt-px size-4.5 shrink-0" aria-hidden="true" />
      <div className="min-w-0">{props.children}</div>
    </div>
  );
}

export function EmptyState(props: { icon: LucideIcon; title: string; children?: ReactNode }) {
  const Icon = props.icon;
  return (
    <div className="flex flex-col items-center px-6 py-14 text-center">
      <span className="grid size-12 place-items-center rounded-full bg-brand-50 text-brand-700">
        <Icon className="size-6" aria-hidden="true" />
      </span>
      <p className="mt-4 text-base font-semibold text-brand-950">{props.title}</p>
      {props.children && <div className="mt-1 max-w-md text-sm text-muted">{props.children}</div>}
    </div>
  );
}

/** Grey bars in the shape of the table that is loading. */
export function TableSkeleton({ columns, rows = 6 }: { columns: number; rows?: number }) {
  return (
    <div role="status" aria-label="Loading" className="divide-y divide-line">
      {Array.from({ length: rows }, (_, row) => (
        <div key={row} className="flex gap-6 px-4 py-3.5">
          {Array.from({ length: columns }, (_, col) => (
            <span
              key={col}
              className="h-3.5 flex-1 animate-pulse rounded bg-brand-100/70"
              style={{ maxWidth: col === 0 ? '7rem' : undefined }}
            />
          ))}
        </div>
      ))}
    </div>
  );
}

export const table = {
  wrap: 'overflow-x-auto',
  table: 'w-full border-collapse text-left text-sm',
  caption: 'sr-only',
  th: 'border-b border-line bg-page-grey/70 px-4 py-2.5 text-xs font-semibold tracking-wide whitespace-nowrap text-muted uppercase',
  td: 'border-b border-line px-4 py-3 align-top',
  row: 'transition-colors hover:bg-brand-50/50',
};

const badgeTones = {
  green: 'bg-green-50 text-green-800 ring-green-600/20',
  amber: 'bg-amber-50 text-amber-800 ring-amber-600/25',
  red: 'bg-red-50 text-red-800 ring-red-600/20',
  grey: 'bg-page-grey text-muted ring-line',
  brand: 'bg-brand-50 text-brand-800 ring-brand-600/20',
};

export function Badge(props: { tone: keyof typeof badgeTones; children: ReactNode }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
        badgeTones[props.tone],
      )}
    >
      {props.children}
    </span>
  );
}

export const controlClass = (invalid = false, className?: string) =>
  cn(
    'block h-10 w-full rounded-lg border bg-white px-3 text-sm text-ink shadow-xs placeholder:text-muted',
    'focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-0',
    invalid
      ? 'border-red-600 focus-visible:outline-red-600'
      : 'border-line hover:border-brand-300 focus-visible:border-brand-600 focus-visible:outline-brand-600',
    className,
  );

type FieldProps = ComponentProps<'input'> & { label: string; error?: string; hint?: string };

/** A labelled input with its hint and error wired to aria-describedby. */
export function Field({ label, error, hint, id: idProp, className, ...input }: FieldProps) {
  const auto = useId();
  const id = idProp ?? auto;
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-semibold text-brand-950">
        {label}
      </label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={controlClass(Boolean(error), 'mt-1.5')}
        {...input}
      />
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

export function SelectField(
  props: ComponentProps<'select'> & {
    label: string;
    options: readonly (readonly [string, string])[];
  },
) {
  const { label, options, id: idProp, className, ...select } = props;
  const auto = useId();
  const id = idProp ?? auto;
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-semibold text-brand-950">
        {label}
      </label>
      <select id={id} className={controlClass(false, 'mt-1.5 pr-8')} {...select}>
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}

const dateTime = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

export const formatDateTime = (value: string | null | undefined) =>
  value ? dateTime.format(new Date(value)) : '—';

const buttonTones = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800',
  secondary:
    'bg-white text-brand-900 ring-1 ring-inset ring-line hover:bg-brand-50 hover:ring-brand-300',
  danger: 'bg-red-700 text-white hover:bg-red-800',
  'danger-ghost': 'text-red-700 hover:bg-red-50',
  ghost: 'text-brand-800 hover:bg-brand-50',
};

/** The back-office's compact buttons (the site's pill buttons are too large for dense tables). */
export const adminButton = (tone: keyof typeof buttonTones = 'primary', className?: string) =>
  cn(
    'inline-flex h-9 items-center justify-center gap-1.5 rounded-lg px-3.5 text-sm font-semibold whitespace-nowrap transition-colors disabled:cursor-not-allowed disabled:opacity-60',
    buttonTones[tone],
    className,
  );

export function AdminButton({
  tone,
  className,
  type = 'button',
  ...rest
}: ComponentProps<'button'> & { tone?: keyof typeof buttonTones }) {
  return <button type={type} className={adminButton(tone, className)} {...rest} />;
}
