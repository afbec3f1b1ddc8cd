import { site } from '@verdantia/domain/site/config';
import { ButtonLink } from '~/ui/button';
import { YouTubeIcon } from '~/ui/icons/social-icons';

export function PodcastCta() {
  return (
    <section aria-labelledby="podcast-cta-title" className="container-page py-16 lg:py-24">
      <div className="grid gap-8 rounded-[2rem] bg-brand-900 bg-[radial-gradient(circle_at_10%_0%,#1ea38666,transparent_45%),radial-gradient(circle_at_95%_100%,#bef26440,transparent_40%)] px-6 py-12 text-white sm:px-12 lg:grid-cols-[1.4fr_1fr] lg:items-center lg:py-16">
        <div>
          <h2
            id="podcast-cta-title"
            className="text-3xl font-bold tracking-tight text-balance sm:text-4xl"
          >
            A question for the podcast, or a story for the newsroom?
          </h2>
          <p className="mt-4 max-w-2xl text-lg text-white/85">
            Tell us what your board, audit committee or sustainability team is wrestling with. The
            best questions become episodes, and we are always glad to hear from practitioners who
            would like to join a conversation.
          </p>
        </div>
        <div className="flex flex-wrap gap-3 lg:justify-end">
          <ButtonLink to="/contact" variant="light" size="lg">
            Get in touch
          </ButtonLink>
          <a
            href={site.social.youtube}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex h-12 items-center gap-2 rounded-full border border-white/40 px-7 font-semibold text-white hover:bg-white/10"
          >
            <YouTubeIcon />
            Subscribe on YouTube
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </div>
      </div>
    </section>
  );
}
