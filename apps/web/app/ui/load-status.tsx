import { Button } from '~/ui/button';
import { cn } from '~/ui/cn';

/** A spinner that says what is loading (announced once by screen readers). */
export function LoadingState({ label, className }: { label: string; className?: string }) {
  return (
    <div role="status" className={cn('grid place-items-center gap-3 text-muted', className)}>
      <div className="grid justify-items-center gap-3">
        <span
          aria-hidden="true"
          className="size-9 animate-spin rounded-full border-4 border-brand-200 border-t-brand-700"
        />
        <span className="text-sm font-medium">{label}</span>
      </div>
    </div>
  );
}

/** A short failure message with a retry (never an endless spinner). */
export function ErrorState({
  message,
  onRetry,
  className,
}: {
  message: string;
  onRetry: () => void;
  className?: string;
}) {
  return (
    <div className={cn('grid place-items-center', className)}>
      <div
        role="alert"
        className="grid max-w-md justify-items-center gap-4 rounded-2xl border border-line bg-white px-6 py-8 text-center shadow-card"
      >
        <p className="text-base text-ink">{message}</p>
        <Button variant="secondary" onClick={onRetry}>
          <svg
            viewBox="0 0 24 24"
            aria-hidden="true"
            className="size-4"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            <path d="M21 12a9 9 0 1 1-2.64-6.36M21 3v6h-6" />
          </svg>
          Try again
        </Button>
      </div>
    </div>
  );
}
