import { Link } from 'react-router';
import { ButtonLink } from '~/ui/button';

export function NotFoundSection() {
  return (
    <section className="container-page pt-header pb-24">
      <div className="mx-auto mt-16 max-w-xl text-center">
        <p className="text-7xl font-bold text-brand-200">404</p>
        <h1 className="mt-4 text-3xl font-bold tracking-tight text-brand-950 sm:text-4xl">
          We can’t find that page
        </h1>
        <p className="mt-4 text-muted">
          The address may be mistyped, or the page may have moved. These are good places to
          continue:
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <ButtonLink to="/" size="lg">
            Go to the home page
          </ButtonLink>
          <ButtonLink to="/contact" variant="secondary" size="lg">
            Contact us
          </ButtonLink>
        </div>
        <p className="mt-8 text-sm text-muted">
          Or try the{' '}
          <Link to="/start-green" className="text-brand-800 underline">
            free ESG maturity assessment
          </Link>
          .
        </p>
      </div>
    </section>
  );
}
