import { NewsSection } from '~/features/news/news-section';
import { PodcastCta } from '~/features/news/podcast-cta';
import { PodcastHero } from '~/features/news/podcast-hero';
import { VideosSection } from '~/features/news/videos-section';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/news-podcast';

export const meta: Route.MetaFunction = (args) => pageMeta(args);

/**
 * Podcast & News. Videos and articles come from our API after load (it does
 * not run during the static build); each area shows a spinner, then the content or a retry.
 */
export default function NewsPodcastPage() {
  return (
    <>
      <PodcastHero />
      <VideosSection />
      <NewsSection />
      <PodcastCta />
    </>
  );
}
