import { Link } from 'react-router';
import { offeringsIntro, services, software, type Offering } from '~/content/home';
import { SectionHeading } from '~/ui/section-heading';
import { SpriteIcon } from '~/ui/icons/sprite-icon';

// The title link stretches over its card (after:inset-0): each card is one link with one name.
function Card({ item, big }: { item: Offering; big?: boolean }) {
  return (
    <li
      className={`relative flex gap-4 rounded-3xl bg-white ring-1 ring-line transition hover:-translate-y-0.5 hover:shadow-card hover:ring-brand-300 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600 ${big ? 'flex-col p-7 sm:p-8' : 'p-5'}`}
    >
      <span
        className={`grid shrink-0 place-items-center ${big ? 'size-12 rounded-2xl bg-brand-950 text-accent-400' : 'size-11 rounded-xl bg-brand-50 text-brand-700'}`}
      >
        <SpriteIcon sheet="home" name={item.icon} />
      </span>
      <div>
        {big && (
          <p className="mt-2 text-sm font-semibold tracking-wider text-brand-700 uppercase">
            {item.tagline}
          </p>
        )}
        <h3
          className={
            big ? 'mt-1 text-2xl font-bold text-brand-950' : 'font-semibold text-brand-950'
          }
        >
          <Link
            to={item.href}
            className="after:absolute after:inset-0 after:rounded-3xl focus-visible:outline-none"
          >
            {item.title}
          </Link>
        </h3>
        <p className={big ? 'mt-3 text-muted' : 'mt-1 text-sm text-muted'}>{item.text}</p>
      </div>
    </li>
  );
}

export default function OfferingsSection() {
  return (
    <section
      aria-labelledby="offerings-title"
      className="container-page pt-12 pb-20 lg:pt-16 lg:pb-28"
    >
      <SectionHeading id="offerings-title" {...offeringsIntro} />
      <ul className="mt-12 grid gap-6 lg:grid-cols-3">
        {software.map((item) => (
          <Card key={item.href} item={item} big />
        ))}
      </ul>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {services.map((item) => (
          <Card key={item.href} item={item} />
        ))}
      </ul>
    </section>
  );
}
