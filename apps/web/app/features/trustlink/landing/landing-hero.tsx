import type { TrustLinkLanding } from '~/content/trustlink';
import { PageHero } from '~/blocks/page-hero';
import { ButtonLink } from '~/ui/button';
import { FollowUpButton } from '../follow-up/follow-up-button';
import { LandingVisual } from './landing-visual';

/** Welcome, the two ways in (submit a new interaction, follow up on one) and the visual. */
export function LandingHero({ hero }: { hero: TrustLinkLanding['hero'] }) {
  return (
    <PageHero
      titleId="trustlink-title"
      eyebrow={hero.eyebrow}
      title={hero.title}
      titleAccent={hero.titleAccent}
      lead={hero.lead}
      className="overflow-hidden bg-[radial-gradient(circle_at_85%_15%,#d9f99d80,transparent_40%),linear-gradient(#effcf8,#ffffff)]"
      frameClassName="gap-12 pb-16 lg:grid-cols-[1.15fr_1fr] lg:pb-24"
      visual={<LandingVisual />}
    >
      <div className="mt-8 flex flex-wrap gap-3">
        <ButtonLink to="/submit-interaction" size="lg">
          Submit New Interaction
        </ButtonLink>
        <FollowUpButton />
      </div>
      <p className="mt-5 text-sm text-muted">
        Anonymous if you wish. Not an emergency service: if someone is in danger, call 999 or 112.
      </p>
    </PageHero>
  );
}
