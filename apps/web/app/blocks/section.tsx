import { createContext, useContext, type ReactNode } from 'react';
import { cn } from '~/ui/cn';
import { Reveal } from '~/ui/reveal';
import { SectionHeading } from '~/ui/section-heading';
import type { Block } from './types';

type Tone = NonNullable<Block['tone']>;

const ToneContext = createContext<Tone>('plain');

/** True inside a dark section: text and accents switch to their light variants. */
export const useDark = () => useContext(ToneContext) === 'dark';

const tones: Record<Tone, string> = {
  plain: '',
  tint: 'border-y border-brand-100 bg-brand-50/70',
  dark: 'bg-brand-950 bg-[radial-gradient(circle_at_90%_0%,#0f5349,transparent_55%)] text-white',
};

interface SectionProps {
  block: Pick<Block, 'id' | 'tone'>;
  /** Id of the section's h2. */
  labelledBy?: string;
  children: ReactNode;
  /** Fade the whole section in; off where the block reveals its own items. */
  reveal?: boolean;
}

/** The frame of every block after the hero: background tone, spacing, container, fade-in. */
export function Section({ block, labelledBy, children, reveal = true }: SectionProps) {
  const tone = block.tone ?? 'plain';
  return (
    <ToneContext value={tone}>
      <section
        id={block.id}
        aria-labelledby={labelledBy}
        data-tone={tone}
        className={cn(
          'scroll-mt-24 py-16 sm:py-20 lg:py-24',
          tones[tone],
          // Two sections of the same tone in a row share one gap instead of stacking two.
          tone === 'plain' && '[[data-tone=plain]+&]:pt-2 sm:[[data-tone=plain]+&]:pt-4',
          tone === 'tint' &&
            '[[data-tone=tint]+&]:border-t-0 [[data-tone=tint]+&]:pt-2 sm:[[data-tone=tint]+&]:pt-4',
          tone === 'dark' && '[[data-tone=dark]+&]:pt-2 sm:[[data-tone=dark]+&]:pt-4',
        )}
      >
        {reveal ? (
          <Reveal className="container-page">{children}</Reveal>
        ) : (
          <div className="container-page">{children}</div>
        )}
      </section>
    </ToneContext>
  );
}

interface BlockHeadingProps {
  id: string;
  eyebrow?: string;
  heading: string;
  intro?: string;
  center?: boolean;
  className?: string;
}

/** Eyebrow, h2 and intro of a block, inverted on dark sections. */
export function BlockHeading({ center = true, ...props }: BlockHeadingProps) {
  const dark = useDark();
  return (
    <SectionHeading
      id={props.id}
      eyebrow={props.eyebrow}
      title={props.heading}
      lead={props.intro}
      center={center}
      invert={dark}
      className={props.className}
    />
  );
}
