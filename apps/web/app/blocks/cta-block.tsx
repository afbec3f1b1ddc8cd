import { useId } from 'react';
import { cn } from '~/ui/cn';
import { Actions } from './actions';
import { Section } from './section';
import type { CtaBlock as CtaBlockData } from './types';

/** A closing or mid-page call to action on a dark brand panel. */
export function CtaBlock({ block }: { block: CtaBlockData }) {
  const id = useId();
  return (
    <Section block={block} labelledBy={id}>
      <div
        className={cn(
          'relative isolate overflow-hidden rounded-3xl px-6 py-12 text-center sm:px-12 sm:py-16',
          // On a dark section the panel steps up a shade so its edge still shows.
          block.tone === 'dark' ? 'bg-brand-900 ring-1 ring-white/10' : 'bg-brand-950',
        )}
      >
        <svg
          aria-hidden="true"
          focusable="false"
          width="640"
          height="640"
          viewBox="0 0 640 640"
          className="absolute -top-48 -right-56 -z-10 size-[28rem] opacity-60 sm:-top-64 sm:-right-48 sm:size-[40rem]"
        >
          <circle cx="320" cy="320" r="320" fill="#0f5349" />
          <circle
            cx="320"
            cy="320"
            r="200"
            fill="none"
            stroke="#bef264"
            strokeOpacity=".35"
            strokeDasharray="3 12"
          />
        </svg>
        <h2
          id={id}
          className="mx-auto max-w-3xl text-3xl font-bold tracking-tight text-balance text-white sm:text-4xl"
        >
          {block.title}
        </h2>
        <p className="mx-auto mt-5 max-w-2xl text-lg text-pretty text-white/85">{block.text}</p>
        <Actions actions={block.actions} invert className="mt-9 justify-center" />
      </div>
    </Section>
  );
}
