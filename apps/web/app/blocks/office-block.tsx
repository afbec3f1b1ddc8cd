import { useId } from 'react';
import { site } from '@verdantia/domain/site/config';
import { SpriteIcon } from '~/ui/icons/sprite-icon';
import type { OfficeBlock as OfficeBlockData } from './company-types';

/** The office: an illustration beside the address, e-mail and phone from the site settings. */
export function OfficeBlock({ block }: { block: OfficeBlockData }) {
  const id = useId();
  const { image } = block;
  const linkClass = 'font-medium text-brand-800 underline underline-offset-2';
  return (
    <section aria-labelledby={id} className="container-page py-16 lg:py-24">
      <div className="grid items-center gap-10 lg:grid-cols-[1fr_1fr]">
        <img
          src={image.src}
          alt={image.alt}
          width={image.width}
          height={image.height}
          loading="lazy"
          className="w-full rounded-3xl"
        />
        <div>
          <h2
            id={id}
            className="text-3xl font-bold tracking-tight text-balance text-brand-950 sm:text-4xl"
          >
            {block.heading}
          </h2>
          <p className="mt-4 text-lg text-muted">{block.text}</p>
          <address className="mt-6 flex gap-3 text-base not-italic">
            <SpriteIcon
              sheet={block.sheet}
              name="pin"
              className="mt-0.5 size-5 shrink-0 text-brand-700"
            />
            <span>
              {site.legalName}
              <br />
              {site.address.street}, {site.address.city} {site.address.postcode}
              <br />
              <a href={`mailto:${site.email}`} className={linkClass}>
                {site.email}
              </a>
              {' · '}
              <a href={site.phoneHref} className={linkClass}>
                {site.phone}
              </a>
            </span>
          </address>
        </div>
      </div>
    </section>
  );
}
