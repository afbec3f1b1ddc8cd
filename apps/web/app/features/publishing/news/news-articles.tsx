import { useEffect, useRef, useState } from 'react';
import type { NewsArticle } from '@verdantia/domain/publishing/news-articles';
import { Carousel } from '~/ui/carousel';
import { cn } from '~/ui/cn';

/** '13/11/2024' -> '2024-11-13' for <time dateTime>. */
const isoDate = (date: string) => date.split('/').reverse().join('-');

function SelectedArticle({ article, focusOnShow }: { article: NewsArticle; focusOnShow: boolean }) {
  const ref = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const count = article.imgs.length;
  const slides = article.imgs.map((src, i) => (
    <img
      key={src}
      src={src}
      alt={`Illustration for “${article.title}”${count > 1 ? `, image ${i + 1} of ${count}` : ''}`}
      width={800}
      height={500}
      className="aspect-[8/5] w-full rounded-2xl bg-brand-50 object-cover"
    />
  ));

  // After a choice in the side list, take the reader (and the focus) to the article.
  useEffect(() => {
    if (!focusOnShow) return;
    heading.current?.focus({ preventScroll: true });
    const top = ref.current?.getBoundingClientRect().top ?? 0;
    if (top < 0 || top > window.innerHeight * 0.6) {
      const reduced = matchMedia('(prefers-reduced-motion: reduce)').matches;
      ref.current?.scrollIntoView({ behavior: reduced ? 'auto' : 'smooth', block: 'start' });
    }
  }, [article.id, focusOnShow]);

  return (
    <article
      ref={ref}
      aria-labelledby="news-article-title"
      data-testid="selected-article"
      className="scroll-mt-28 rounded-3xl bg-white p-3 shadow-card sm:p-5"
    >
      <Carousel
        // A new article is a new slider: start again at its first image.
        key={article.id}
        label={`Images for “${article.title}”`}
        arrows={count > 1}
        durationMs={500}
        slides={slides}
      />
      <div className="px-2 pt-6 pb-4 sm:px-4">
        <p className="text-sm font-semibold text-brand-700">
          <time dateTime={isoDate(article.date)}>{article.date}</time>
        </p>
        <h3
          id="news-article-title"
          ref={heading}
          tabIndex={-1}
          className="mt-2 text-2xl font-bold tracking-tight text-balance text-brand-950 outline-none sm:text-3xl"
        >
          {article.title}
        </h3>
        <div className="mt-5 max-w-prose space-y-4 text-base leading-relaxed text-ink/90 sm:text-lg">
          {article.details.map((paragraph, i) => (
            <p key={i}>{paragraph}</p>
          ))}
        </div>
      </div>
    </article>
  );
}

function OtherArticles({
  articles,
  onSelect,
}: {
  articles: NewsArticle[];
  onSelect: (id: number) => void;
}) {
  return (
    <aside aria-labelledby="more-news-title" className="lg:sticky lg:top-28">
      <h3 id="more-news-title" className="text-xl font-bold text-brand-950">
        More news
      </h3>
      <ul data-testid="news-list" className="mt-4 grid gap-3">
        {articles.map((article) => (
          <li key={article.id}>
            <button
              type="button"
              onClick={() => onSelect(article.id)}
              className="group grid w-full grid-cols-[5.5rem_1fr] gap-4 rounded-2xl border border-line bg-white p-3 text-left transition-colors hover:border-brand-300 hover:bg-brand-50"
            >
              <img
                src={article.imgs[0]}
                alt=""
                width={88}
                height={88}
                loading="lazy"
                className="aspect-square w-full rounded-xl bg-brand-50 object-cover"
              />
              <span className="grid content-start gap-1">
                <span className="text-xs font-semibold text-brand-700">
                  <time dateTime={isoDate(article.date)}>{article.date}</time>
                </span>
                <span className="font-semibold text-balance text-brand-950 group-hover:text-brand-800">
                  {article.title}
                </span>
                <span className="line-clamp-2 text-sm text-muted">{article.smallP}</span>
              </span>
            </button>
          </li>
        ))}
      </ul>
    </aside>
  );
}

/** The selected article and the side list; loaded once the articles have arrived. */
export default function NewsArticles({ articles }: { articles: NewsArticle[] }) {
  const [selectedId, setSelectedId] = useState<number>();
  // The newest is selected until the visitor picks another.
  const selected = articles.find((a) => a.id === selectedId) ?? articles[0];
  const others = articles.filter((a) => a !== selected);

  if (!selected)
    return (
      <p className="text-lg text-muted">There is no news to show yet. Please come back soon.</p>
    );
  return (
    <div
      className={cn(
        'grid items-start gap-10',
        others.length > 0 && 'lg:grid-cols-[minmax(0,1fr)_22rem]',
      )}
    >
      <SelectedArticle article={selected} focusOnShow={selectedId !== undefined} />
      {others.length > 0 && <OtherArticles articles={others} onSelect={setSelectedId} />}
    </div>
  );
}
