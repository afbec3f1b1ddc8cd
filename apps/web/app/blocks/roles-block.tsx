import { useId } from 'react';
import { SpriteIcon } from '~/ui/icons/sprite-icon';
import { SectionHeading } from '~/ui/section-heading';
import type { RolesBlock as RolesBlockData } from './company-types';

/** The people behind the work, on the dark brand background, with the tags they work with. */
export function RolesBlock({ block }: { block: RolesBlockData }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="bg-brand-950 py-16 text-white lg:py-24">
      <div className="container-page">
        <SectionHeading id={id} title={block.heading} lead={block.intro} invert />
        <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {block.roles.map((role) => (
            <li key={role.role} className="rounded-3xl border border-white/15 bg-white/5 p-6">
              <SpriteIcon
                sheet={block.sheet}
                name={role.sprite}
                className="size-7 text-accent-300"
              />
              <h3 className="mt-4 text-lg font-semibold">{role.role}</h3>
              <p className="mt-2 text-white/85">{role.text}</p>
            </li>
          ))}
        </ul>
        <div className="mt-12 border-t border-white/15 pt-8">
          <h3 className="text-sm font-semibold tracking-[0.14em] text-accent-300 uppercase">
            {block.tagsHeading}
          </h3>
          <ul className="mt-4 flex flex-wrap gap-2">
            {block.tags.map((name) => (
              <li
                key={name}
                className="rounded-lg border border-white/25 px-3 py-1 text-sm font-semibold"
              >
                {name}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
