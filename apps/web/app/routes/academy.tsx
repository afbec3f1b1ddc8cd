import { TrainingHero } from '~/features/academy/training/training-hero';
import { pageMeta } from '~/lib/meta';
import { hydrateWhenReached } from '~/ui/hydrate-when-used';
import type { Route } from './+types/academy';

export const meta: Route.MetaFunction = (args) => pageMeta(args);

// The hero hydrates with the page; approach, banner, workshops and formats are in the prerendered
// HTML and hydrate once the visitor scrolls near them or uses them.
const TrainingSections = hydrateWhenReached(
  () => import('~/features/academy/training/training-sections'),
  'min-h-[400rem] lg:min-h-[220rem]',
);

export default function AcademyTrainingPage() {
  return (
    <>
      <TrainingHero />
      <TrainingSections />
    </>
  );
}
