import { lazy, Suspense, useEffect } from 'react';
import type { VideoList as VideoListBody } from '@verdantia/domain/videos/videos';
import { SectionHeading } from '~/ui/section-heading';
import { ErrorState, LoadingState } from '../../ui/load-status';
import { useApiData } from '../../lib/use-api-data';

const isVideoList = (body: unknown): body is VideoListBody =>
  typeof body === 'object' &&
  body !== null &&
  Array.isArray((body as VideoListBody).items) &&
  (body as VideoListBody).items.every(
    (item) => typeof item?.id?.videoId === 'string' && typeof item.snippet?.title === 'string',
  );

// Loaded beside the data, not with the page (see news-section.tsx).
const loadList = () => import('./video-list');
const VideoList = lazy(loadList);

/** The featured video and the Related Podcasts grid, from GET /api/videos. */
export function VideosSection() {
  const { state, retry } = useApiData('/api/videos', isVideoList);
  useEffect(() => void loadList(), []);
  // Roughly the loaded height, so the news below does not jump when the videos arrive.
  const reserve = 'min-h-[46rem] sm:min-h-[52rem] lg:min-h-[44rem]';
  const loading = <LoadingState label="Loading the episodes…" className={reserve} />;

  return (
    <section
      id="podcast"
      tabIndex={-1}
      aria-labelledby="podcast-title"
      className="container-page scroll-mt-24 py-16 outline-none lg:py-20"
    >
      <SectionHeading
        id="podcast-title"
        eyebrow="The podcast"
        title="Featured episode"
        lead="Short, practical conversations for boards, finance, audit and sustainability teams."
      />
      <div className="mt-10">
        {state.status === 'loading' && loading}
        {state.status === 'error' && (
          <ErrorState
            className={reserve}
            message="We could not load the episodes just now. Please check your connection and try again."
            onRetry={retry}
          />
        )}
        {state.status === 'ready' && (
          <Suspense fallback={loading}>
            <VideoList videos={state.data.items} />
          </Suspense>
        )}
      </div>
    </section>
  );
}
