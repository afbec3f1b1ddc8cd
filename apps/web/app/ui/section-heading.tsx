import type { ReactNode } from 'react';
import { cn } from './cn';

interface SectionHeadingProps {
  /** The heading's id, for the section's aria-labelledby. */
  id?: string;
  eyebrow?: string;
  title: ReactNode;
  lead?: ReactNode;
  center?: boolean;
  /** White text, for dark (brand-800 and darker) backgrounds. */
  invert?: boolean;
  className?: string;
}

/** The eyebrow, h2 and lead paragraph that open a page section. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  lead,
  center,
  invert,
  className,
}: SectionHeadingProps) {
  return (
    <div className={cn('max-w-3xl', center && 'mx-auto text-center', className)}>
      {eyebrow && (
        <p
          className={cn(
            'text-sm font-semibold uppercase tracking-[0.14em]',
            invert ? 'text-accent-300' : 'text-brand-700',
          )}
        >
          {eyebrow}
        </p>
      )}
      <h2
        id={id}
        className={cn(
          'mt-3 text-3xl font-bold tracking-tight text-balance sm:text-4xl',
          invert ? 'text-white' : 'text-brand-950',
        )}
      >
        {title}
      </h2>
      {lead && (
        <p className={cn('mt-4 text-lg text-pretty', invert ? 'text-white/85' : 'text-muted')}>
          {lead}
        </p>
      )}
    </div>
  );
}
