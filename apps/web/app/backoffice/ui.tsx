import type { LucideIcon } from 'lucide-react';
import { useEffect, useRef, type ComponentProps, type ReactNode } from 'react';
import { compactButton, type CompactTone } from '~/ui/form/control';
import { cn } from '~/ui/cn';

export function PageHeader(props: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  /** Moves focus to the heading when the page opens (a detail opened from a list). */
  focusOnOpen?: boolean;
}) {
  const focusOnOpen = props.focusOnOpen;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnOpen) heading.current?.focus();
  }, [focusOnOpen]);
  return (
    <div className="flex flex-col gap-4 border-b border-line pb-5 sm:flex-row sm:items-end sm:justify-between">
      <div className="min-w-0">
        <h1
          ref={heading}
          tabIndex={focusOnOpen ? -1 : undefined}
          className="text-2xl font-bold tracking-tight break-words text-brand-950 focus:outline-none"
        >
          {props.title}
        </h1>
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

/**
 * The classes of a table that becomes stacked cards under 640 px, so every control stays on screen
 * on a phone (the header row is hidden there; each cell says what it is by its content or a
 * label). DataTable draws the table; rows and cells use these.
 */
export const stacked = {
  table: 'block w-full text-left text-sm sm:table sm:border-collapse',
  caption: 'sr-only',
  thead: 'hidden sm:table-header-group',
  tbody: 'block sm:table-row-group',
  th: 'border-b border-line bg-page-grey/70 px-4 py-2.5 text-xs font-semibold tracking-wide whitespace-nowrap text-muted uppercase',
  row: 'block border-b border-line px-4 py-3 transition-colors hover:bg-brand-50/50 sm:table-row sm:p-0',
  td: 'block min-w-0 py-0.5 text-left wrap-anywhere sm:table-cell sm:border-b sm:border-line sm:px-4 sm:py-3 sm:align-top',
  /** A cell shown from a breakpoint up (add e.g. `md:table-cell`): hidden in the phone's card. */
  wideTd: 'hidden border-b border-line px-4 py-3 align-top wrap-anywhere',
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

const dateTime = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

export const formatDateTime = (value: string | null | undefined) =>
  value ? dateTime.format(new Date(value)) : '—';

/** The back-office's compact buttons (the site's pill buttons are too large for dense tables). */
export const adminButton = compactButton;

export function AdminButton({
  tone,
  className,
  type = 'button',
  ...rest
}: ComponentProps<'button'> & { tone?: CompactTone }) {
  return <button type={type} className={adminButton(tone, className)} {...rest} />;
}
