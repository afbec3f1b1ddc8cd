import { useId } from 'react';
import { Link } from 'react-router';
import { SpriteIcon } from '~/ui/icons/sprite-icon';
import { SectionHeading } from '~/ui/section-heading';
import type { LinkCardsBlock as LinkCardsBlockData } from './company-types';

/** White cards on the grey page, each with an icon and a link to more. */
export function LinkCardsBlock({ block }: { block: LinkCardsBlockData }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="bg-page-grey py-16 lg:py-24">
      <div className="container-page">
        <SectionHeading id={id} title={block.heading} lead={block.intro} />
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {block.items.map((item) => (
            <li key={item.title} className="flex flex-col rounded-3xl bg-white p-6 shadow-card">
              <span className="grid size-12 place-items-center rounded-2xl bg-brand-50 text-brand-700">
                <SpriteIcon sheet={block.sheet} name={item.sprite} className="size-6" />
              </span>
              <h3 className="mt-5 text-xl font-bold text-brand-950">{item.title}</h3>
              <p className="mt-3 text-muted">{item.text}</p>
              <Link
                to={item.href}
                className="mt-auto inline-flex items-center gap-1.5 pt-6 font-semibold text-brand-800 hover:text-brand-950"
              >
                {item.label}
                <SpriteIcon sheet={block.sheet} name="arrow" className="size-4" />
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
