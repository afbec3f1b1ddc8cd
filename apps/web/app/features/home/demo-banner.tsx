import { demoBanner } from '~/content/home';
import { ButtonLink } from '~/ui/button';

export function DemoBanner() {
  return (
    <section aria-labelledby="demo-title" className="container-page pb-20 lg:pb-28">
      <div className="rounded-[2rem] bg-brand-900 bg-[radial-gradient(circle_at_10%_0%,#1ea38666,transparent_45%),radial-gradient(circle_at_95%_100%,#bef26440,transparent_40%)] px-6 py-14 text-center sm:px-12 lg:py-20">
        <h2 id="demo-title" className="text-3xl font-bold tracking-tight text-white sm:text-4xl">
          {demoBanner.title}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-white/85">{demoBanner.lead}</p>
        <ButtonLink to={demoBanner.cta.href} variant="light" size="lg" className="mt-8">
          {demoBanner.cta.label}
        </ButtonLink>
      </div>
    </section>
  );
}
