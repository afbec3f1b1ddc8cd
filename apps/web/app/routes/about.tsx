import { Link } from 'react-router';
import { site } from '@verdantia/domain/site';
import { about } from '~/content/about';
import { PageHero } from '~/blocks/page-hero';
import { pageMeta } from '~/lib/meta';
import { ButtonLink } from '~/ui/button';
import { SpriteIcon } from '~/ui/icons/sprite-icon';
import { SectionHeading } from '~/ui/section-heading';
import type { Route } from './+types/about';

/** Build time only: the copy goes into the HTML and .data file, not the JS bundle. */
export function loader() {
  return about;
}

export const meta: Route.MetaFunction = ({ location }) => pageMeta(location.pathname);

const roleIcons = ['leaf', 'badge', 'clipboard', 'chart', 'code', 'book'];

export default function AboutPage({ loaderData: content }: Route.ComponentProps) {
  const { hero, mission, offerings, values, team, office, cta } = content;
  return (
    <>
      <PageHero
        titleId="page-title"
        eyebrow={hero.eyebrow}
        title={hero.title}
        lead={hero.lead}
        className="overflow-hidden bg-[radial-gradient(circle_at_85%_15%,#d9f99d80,transparent_40%),linear-gradient(#effcf8,#ffffff)]"
        visual={
          <img
            src="/images/about/about-hero.svg"
            alt="An illustration of a dashboard of ESG scores and a carbon trend line, surrounded by leaves"
            width={560}
            height={460}
            fetchPriority="high"
            className="mx-auto w-full max-w-lg lg:max-w-none"
          />
        }
      >
        <div className="mt-8 flex flex-wrap gap-3">
          <ButtonLink to={cta.primary.href} size="lg">
            {cta.primary.label}
          </ButtonLink>
          <ButtonLink to={cta.secondary.href} variant="secondary" size="lg" className="bg-white/60">
            {cta.secondary.label}
          </ButtonLink>
        </div>
      </PageHero>

      <section aria-labelledby="mission-title" className="container-page py-16 lg:py-24">
        <div className="grid gap-10 lg:grid-cols-[1fr_1.1fr] lg:gap-16">
          <div>
            <h2
              id="mission-title"
              className="text-sm font-semibold tracking-[0.14em] text-brand-700 uppercase"
            >
              {mission.title}
            </h2>
            <p className="mt-4 text-3xl font-bold tracking-tight text-balance text-brand-950 sm:text-4xl">
              {mission.statement}
            </p>
          </div>
          <div className="space-y-5 text-lg text-pretty text-muted">
            {mission.paragraphs.map((text) => (
              <p key={text}>{text}</p>
            ))}
          </div>
        </div>
      </section>

      <section aria-labelledby="offerings-title" className="bg-page-grey py-16 lg:py-24">
        <div className="container-page">
          <SectionHeading id="offerings-title" title={offerings.title} lead={offerings.lead} />
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {offerings.items.map((item) => (
              <li key={item.title} className="flex flex-col rounded-3xl bg-white p-6 shadow-card">
                <span className="grid size-12 place-items-center rounded-2xl bg-brand-50 text-brand-700">
                  <SpriteIcon sheet="about" name={item.icon} className="size-6" />
                </span>
                <h3 className="mt-5 text-xl font-bold text-brand-950">{item.title}</h3>
                <p className="mt-3 text-muted">{item.text}</p>
                <Link
                  to={item.href}
                  className="mt-auto inline-flex items-center gap-1.5 pt-6 font-semibold text-brand-800 hover:text-brand-950"
                >
                  {item.label}
                  <SpriteIcon sheet="about" name="arrow" className="size-4" />
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="values-title" className="container-page py-16 lg:py-24">
        <SectionHeading id="values-title" title={values.title} lead={values.lead} />
        <ol className="mt-10 grid gap-x-10 gap-y-8 md:grid-cols-2 lg:grid-cols-3">
          {values.items.map((value, i) => (
            <li key={value.title} className="border-t-2 border-brand-600 pt-5">
              <span aria-hidden="true" className="text-sm font-bold text-brand-600">
                {String(i + 1).padStart(2, '0')}
              </span>
              <h3 className="mt-1 text-xl font-bold text-brand-950">{value.title}</h3>
              <p className="mt-2 text-muted">{value.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="team-title" className="bg-brand-950 py-16 text-white lg:py-24">
        <div className="container-page">
          <SectionHeading id="team-title" title={team.title} lead={team.lead} invert />
          <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {team.roles.map((role, i) => (
              <li key={role.role} className="rounded-3xl border border-white/15 bg-white/5 p-6">
                <SpriteIcon
                  sheet="about"
                  name={roleIcons[i % roleIcons.length]!}
                  className="size-7 text-accent-300"
                />
                <h3 className="mt-4 text-lg font-semibold">{role.role}</h3>
                <p className="mt-2 text-white/85">{role.text}</p>
              </li>
            ))}
          </ul>
          <div className="mt-12 border-t border-white/15 pt-8">
            <h3 className="text-sm font-semibold tracking-[0.14em] text-accent-300 uppercase">
              Frameworks we work with every day
            </h3>
            <ul className="mt-4 flex flex-wrap gap-2">
              {content.frameworks.map((name) => (
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

      <section aria-labelledby="office-title" className="container-page py-16 lg:py-24">
        <div className="grid items-center gap-10 lg:grid-cols-[1fr_1fr]">
          <img
            src="/images/about/london-office.svg"
            alt="A line drawing of a London street with our office building among trees"
            width={600}
            height={400}
            loading="lazy"
            className="w-full rounded-3xl"
          />
          <div>
            <h2
              id="office-title"
              className="text-3xl font-bold tracking-tight text-balance text-brand-950 sm:text-4xl"
            >
              {office.title}
            </h2>
            <p className="mt-4 text-lg text-muted">{office.text}</p>
            <address className="mt-6 flex gap-3 text-base not-italic">
              <SpriteIcon
                sheet="about"
                name="pin"
                className="mt-0.5 size-5 shrink-0 text-brand-700"
              />
              <span>
                {site.legalName}
                <br />
                {site.address.street}, {site.address.city} {site.address.postcode}
                <br />
                <a
                  href={`mailto:${site.email}`}
                  className="font-medium text-brand-800 underline underline-offset-2"
                >
                  {site.email}
                </a>
                {' · '}
                <a
                  href={site.phoneHref}
                  className="font-medium text-brand-800 underline underline-offset-2"
                >
                  {site.phone}
                </a>
              </span>
            </address>
          </div>
        </div>
      </section>

      <section aria-labelledby="about-cta-title" className="container-page pb-20 lg:pb-28">
        <div className="rounded-[2rem] bg-brand-900 bg-[radial-gradient(circle_at_10%_0%,#1ea38666,transparent_45%),radial-gradient(circle_at_95%_100%,#bef26440,transparent_40%)] px-6 py-14 text-center sm:px-12 lg:py-20">
          <h2
            id="about-cta-title"
            className="mx-auto max-w-3xl text-3xl font-bold tracking-tight text-balance text-white sm:text-4xl"
          >
            {cta.title}
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-white/85">{cta.lead}</p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <ButtonLink to={cta.primary.href} variant="light" size="lg">
              {cta.primary.label}
            </ButtonLink>
            <ButtonLink
              to={cta.secondary.href}
              size="lg"
              className="border border-white/40 bg-transparent hover:bg-white/10"
            >
              {cta.secondary.label}
            </ButtonLink>
          </div>
        </div>
      </section>
    </>
  );
}
