import { NewsSection } from '~/features/publishing/news/news-section';
import { PodcastCta } from '~/features/videos/podcast-cta';
import { PodcastHero } from '~/features/videos/podcast-hero';
import { VideosSection } from '~/features/videos/videos-section';
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
