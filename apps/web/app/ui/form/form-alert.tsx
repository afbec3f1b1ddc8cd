import { CircleAlert, CircleCheck, Info } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '~/ui/cn';

const tones = {
  success: {
    icon: CircleCheck,
    role: 'status',
    className: 'bg-green-50 text-green-800 ring-green-200',
  },
  error: { icon: CircleAlert, role: 'alert', className: 'bg-red-50 text-red-800 ring-red-200' },
  info: { icon: Info, role: 'status', className: 'bg-brand-50 text-brand-900 ring-brand-200' },
} as const;

/**
 * The outcome of a submission or a load: a success is a green status message, a failure a red
 * alert. `onRetry` adds a "Try again" button, for failures that trying again can fix.
 */
export function FormAlert({
  tone,
  children,
  className,
  onRetry,
}: {
  tone: keyof typeof tones;
  children: ReactNode;
  className?: string;
  onRetry?: () => void;
}) {
  const { icon: Icon, role, className: toneClass } = tones[tone];
  return (
    <div
      role={role}
      className={cn(
        'flex items-start gap-2.5 rounded-xl px-4 py-3 text-sm font-medium ring-1',
        toneClass,
        className,
      )}
    >
      <Icon className="mt-px size-5 shrink-0" aria-hidden="true" />
      <div className="min-w-0 flex-1">{children}</div>
      {onRetry && (
        <button
          type="button"
          onClick={onRetry}
          className="-my-1 shrink-0 rounded-lg bg-white/70 px-3 py-1 font-semibold underline-offset-2 ring-1 ring-current/20 hover:bg-white hover:underline"
        >
          Try again
        </button>
      )}
    </div>
  );
}
