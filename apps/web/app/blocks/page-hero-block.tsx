import { ButtonLink } from '~/ui/button';
import type { PageHeroBlock as PageHeroBlockData } from './company-types';
import { PageHero } from './page-hero';

/** The opener of a company page, from content. */
export function PageHeroBlock({ block }: { block: PageHeroBlockData }) {
  const { image } = block;
  return (
    <PageHero
      titleId="page-title"
      eyebrow={block.eyebrow}
      title={block.title}
      lead={block.intro}
      className="overflow-hidden bg-[radial-gradient(circle_at_85%_15%,#d9f99d80,transparent_40%),linear-gradient(#effcf8,#ffffff)]"
      visual={
        <img
          src={image.src}
          alt={image.alt}
          width={image.width}
          height={image.height}
          fetchPriority="high"
          className="mx-auto w-full max-w-lg lg:max-w-none"
        />
      }
    >
      <div className="mt-8 flex flex-wrap gap-3">
        {block.actions.map((action, i) =>
          i === 0 ? (
            <ButtonLink key={action.href} to={action.href} size="lg">
              {action.label}
            </ButtonLink>
          ) : (
            <ButtonLink
              key={action.href}
              to={action.href}
              variant="secondary"
              size="lg"
              className="bg-white/60"
            >
              {action.label}
            </ButtonLink>
          ),
        )}
      </div>
    </PageHero>
  );
}
