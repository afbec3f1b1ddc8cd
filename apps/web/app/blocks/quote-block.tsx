import { cn } from '~/ui/cn';
import { Section } from './section';
import type { QuoteBlock as QuoteBlockData } from './types';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((part) => part[0])
    .slice(0, 2)
    .join('')
    .toUpperCase();

/** A testimonial or closing statement. Quotes have no heading of their own. */
export function QuoteBlock({ block }: { block: QuoteBlockData }) {
  const dark = block.tone === 'dark';
  return (
    <Section block={block}>
      <figure className="mx-auto max-w-4xl text-center">
        <svg
          viewBox="0 0 48 36"
          width="48"
          height="36"
          aria-hidden="true"
          focusable="false"
          className={cn('mx-auto', dark ? 'text-accent-400' : 'text-brand-500')}
        >
          <path
            fill="currentColor"
            d="M0 36V22C0 9 7 1.6 19 0l2 5.4C14 7.4 11 11.7 11 18h9v18Zm27 0V22C27 9 34 1.6 46 0l2 5.4C41 7.4 38 11.7 38 18h9v18Z"
          />
        </svg>
        <blockquote
          className={cn(
            'mt-8 text-2xl leading-snug font-medium text-balance sm:text-3xl',
            dark ? 'text-white' : 'text-brand-950',
          )}
        >
          <p>{block.quote}</p>
        </blockquote>
        <figcaption className="mt-10 flex items-center justify-center gap-4 text-left">
          <span
            aria-hidden="true"
            className="inline-flex size-14 shrink-0 items-center justify-center rounded-full bg-brand-700 text-lg font-bold text-white"
          >
            {initials(block.name)}
          </span>
          <span>
            <span className={cn('block font-semibold', dark ? 'text-white' : 'text-brand-950')}>
              {block.name}
            </span>
            <span className={cn('block text-sm', dark ? 'text-white/75' : 'text-muted')}>
              {block.jobTitle}
              {block.organisation && `, ${block.organisation}`}
            </span>
          </span>
        </figcaption>
      </figure>
    </Section>
  );
}
