import { site } from '@verdantia/domain/site/config';
import type { ContactPageContent } from '~/content/contact';
import { MarkupIcon } from '~/ui/icons/markup-icon';
import type { ContactIcons } from './icon-markup.server';

// A static section of /contact (routes/contact.tsx): on the prerendered page this code never loads.

const cardClass = 'flex flex-col rounded-3xl bg-white p-6 shadow-card ring-1 ring-line sm:p-7';
const iconClass =
  'inline-flex size-12 items-center justify-center rounded-2xl bg-brand-50 text-brand-700';
const linkClass =
  'mt-auto inline-flex items-center gap-1.5 pt-5 font-semibold text-brand-700 underline-offset-4 hover:text-brand-900 hover:underline';

/** Hero and the three ways to reach us: booking link, mailto, phone and office. */
export interface ContactHeroProps extends Pick<ContactPageContent, 'hero' | 'channels'> {
  icons: ContactIcons;
}

export function ContactHero({ hero, channels, icons }: ContactHeroProps) {
  const { meeting, message, visit } = channels;
  return (
    <section
      aria-labelledby="contact-title"
      className="bg-[radial-gradient(circle_at_90%_0%,#d9f99d80,transparent_35%),linear-gradient(#effcf8,#ffffff)] pt-header"
    >
      <div className="container-page pt-12 pb-16 sm:pt-20 lg:pb-20">
        <div className="max-w-3xl">
          <p className="text-sm font-semibold tracking-[0.14em] text-brand-700 uppercase">
            {hero.eyebrow}
          </p>
          <h1
            id="contact-title"
            className="mt-3 text-4xl font-bold tracking-tight text-balance text-brand-950 sm:text-5xl lg:text-6xl"
          >
            {hero.title}
          </h1>
          <p className="mt-6 max-w-2xl text-lg text-pretty text-muted sm:text-xl">{hero.lead}</p>
        </div>
        <ul className="mt-12 grid gap-5 md:grid-cols-3">
          <li className={cardClass}>
            <span className={iconClass}>
              <MarkupIcon markup={icons.calendar} className="size-6" />
            </span>
            <h2 className="mt-5 text-xl font-semibold text-brand-950">{meeting.title}</h2>
            <p className="mt-2 text-muted">{meeting.text}</p>
            <a
              href={site.bookingUrl}
              target="_blank"
              rel="noopener noreferrer"
              className={linkClass}
            >
              {meeting.cta}
              <MarkupIcon markup={icons.external} className="size-4" />
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          </li>
          <li className={cardClass}>
            <span className={iconClass}>
              <MarkupIcon markup={icons.mail} className="size-6" />
            </span>
            <h2 className="mt-5 text-xl font-semibold text-brand-950">{message.title}</h2>
            <p className="mt-2 text-muted">{message.text}</p>
            <a href={`mailto:${site.email}`} className={linkClass}>
              {site.email}
            </a>
          </li>
          <li className={cardClass}>
            <span className={iconClass}>
              <MarkupIcon markup={icons.phone} className="size-6" />
            </span>
            <h2 className="mt-5 text-xl font-semibold text-brand-950">{visit.title}</h2>
            <p className="mt-2 text-muted">{visit.text}</p>
            <a href={site.phoneHref} className={linkClass}>
              {site.phone}
            </a>
            <p className="mt-3 flex items-start gap-2 text-sm text-muted">
              <MarkupIcon markup={icons.mapPin} className="mt-0.5 size-4 shrink-0 text-brand-700" />
              {site.address.street}, {site.address.city} {site.address.postcode}
            </p>
          </li>
        </ul>
      </div>
    </section>
  );
}
