import { useId } from 'react';
import { Carousel } from '~/ui/carousel';
import { CardView } from './card';
import { BlockHeading, Section } from './section';
import type { SliderBlock as SliderBlockData } from './types';

/** Cards in the site's carousel, configured per spec (loop, slides per view, start, end arrows). */
export function SliderBlock({ block }: { block: SliderBlockData }) {
  const id = useId();
  const { slider } = block;
  return (
    // The carousel is the labelled region here; labelling the section too would give two
    // landmarks the same name.
    <Section block={block}>
      <BlockHeading id={id} eyebrow={block.eyebrow} heading={block.heading} intro={block.intro} />
      <Carousel
        className="mt-10"
        label={block.heading}
        loop={slider.loop}
        slidesPerView={slider.slidesPerView}
        startIndex={slider.startIndex}
        // Not `slider.nextDisabledFrom`: a fixed "count − 3" strands the last cards at one or two
        // per view. A non-looping carousel greys Next once the last card is in view (count − cards
        // per view), which is the spec's count − 3 at three per view.
        dots={slider.dots ?? true}
        arrows
        durationMs={500}
        slides={block.cards.map((card, i) => (
          // Room for the card's shadow inside the carousel's clipped viewport.
          <div key={i} className="h-full pt-1 pb-5">
            <CardView card={card} number={block.numbered ? (card.number ?? i + 1) : undefined} />
          </div>
        ))}
      />
    </Section>
  );
}
