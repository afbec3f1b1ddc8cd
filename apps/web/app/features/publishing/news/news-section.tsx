import { lazy, Suspense, useEffect } from 'react';
import type { NewsArticle } from '@verdantia/domain/publishing/news-articles';
import { SectionHeading } from '~/ui/section-heading';
import { ErrorState, LoadingState } from '../../../ui/load-status';
import { useApiData } from '../../../lib/use-api-data';

const isNewsList = (body: unknown): body is NewsArticle[] =>
  Array.isArray(body) &&
  body.every(
    (a: NewsArticle) =>
      typeof a?.id === 'number' &&
      typeof a.title === 'string' &&
      Array.isArray(a.details) &&
      Array.isArray(a.imgs),
  );

// The articles' UI (and the slider) load beside the data, not with the page: the first load has
// no room for them, and there is nothing for them to show before the data arrives anyway.
const loadArticles = () => import('./news-articles');
const NewsArticles = lazy(loadArticles);

/** Latest News (#news): the selected article with its images, and the others to choose from. */
export function NewsSection() {
  const { state, retry } = useApiData('/api/news', isNewsList);
  useEffect(() => void loadArticles(), []);
  const reserve = 'min-h-[60rem] lg:min-h-[46rem]';
  const loading = <LoadingState label="Loading the latest news…" className={reserve} />;

  return (
    <section
      id="news"
      tabIndex={-1}
      aria-labelledby="news-title"
      className="scroll-mt-24 border-t border-line bg-white py-16 outline-none lg:py-24"
    >
      <div className="container-page">
        <SectionHeading
          id="news-title"
          eyebrow="Newsroom"
          title="Latest News"
          lead="Product releases, partnerships and events from our team."
        />
        <div className="mt-10">
          {state.status === 'loading' && loading}
          {state.status === 'error' && (
            <ErrorState
              className={reserve}
              message="We could not load the news just now. Please check your connection and try again."
              onRetry={retry}
            />
          )}
          {state.status === 'ready' && (
            <Suspense fallback={loading}>
              <NewsArticles articles={state.data} />
            </Suspense>
          )}
        </div>
      </div>
    </section>
  );
}
