import { site } from '@verdantia/domain/site/config';
import { cn } from './cn';

/** The wordmark: a leaf drawn here plus the provider's name. */
export function Logo({ className, inverted = false }: { className?: string; inverted?: boolean }) {
  return (
    <span
      className={cn('inline-flex items-center gap-2 text-xl font-bold tracking-tight', className)}
    >
      <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true">
        <circle cx="16" cy="16" r="16" fill={inverted ? '#ffffff' : '#0f5349'} />
        <path
          d="M9 21c0-7 5-11 14-12-1 9-5 14-12 14l-2 2"
          fill="none"
          stroke={inverted ? '#0f5349' : '#bef264'}
          strokeWidth="2.4"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <path
          d="M12 20l6-6"
          stroke={inverted ? '#0f5349' : '#bef264'}
          strokeWidth="2"
          strokeLinecap="round"
        />
      </svg>
      <span className={inverted ? 'text-white' : 'text-brand-950'}>{site.name}</span>
    </span>
  );
}
