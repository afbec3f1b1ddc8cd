import { medals, medalTeaser } from '~/content/home';
import { ButtonLink } from '~/ui/button';
import { SectionHeading } from '~/ui/section-heading';

export function MedalTeaser() {
  const { cta, ...heading } = medalTeaser;
  return (
    <section aria-labelledby="medals-title" className="bg-brand-950 py-20 lg:py-28">
      <div className="container-page grid items-center gap-12 lg:grid-cols-[1fr_1.15fr]">
        <div>
          <SectionHeading id="medals-title" invert {...heading} />
          <ButtonLink
            to={cta.href}
            variant="light"
            size="lg"
            className="mt-8"
            aria-label={`${cta.label} about the medals`}
          >
            {cta.label}
          </ButtonLink>
        </div>
        <ul className="grid grid-cols-2 gap-4 text-center sm:gap-6">
          {medals.map((medal) => (
            <li key={medal.name} className="rounded-3xl bg-white/5 p-5 ring-1 ring-white/10 sm:p-7">
              <img
                src={`/images/home/medal-${medal.tier.toLowerCase()}.svg`}
                width="96"
                height="96"
                alt=""
                loading="lazy"
                className="mx-auto size-24 sm:size-28"
              />
              <h3 className="mt-4 font-semibold text-white sm:text-lg">{medal.name}</h3>
              <p className="mt-1 text-sm text-white/85">
                {medal.tier} · {medal.range} points
              </p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
