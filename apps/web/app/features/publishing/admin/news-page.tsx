import { plural } from '@verdantia/domain/common/plural';
import type { AdminNews } from '@verdantia/domain/publishing/news';
import { ContentRoom } from '~/backoffice/content-room';
import { formatDay } from '~/backoffice/format-day';

/** The news articles of the Podcast & News page. */
export function NewsPage() {
  return (
    <ContentRoom<AdminNews>
      description="Published articles appear under “Latest News” on the Podcast & News page."
      endpoint="/api/admin/news"
      basePath="/admin/news"
      newLabel="New article"
      noun="article"
      emptyText="Write the first one: it stays off the news page until you publish it."
      done={{
        publish: 'is now on the news page',
        unpublish: 'is off the news page',
        delete: 'was deleted',
      }}
      toItem={(article) => ({
        id: article.id,
        title: article.title,
        meta: `${formatDay(article.date)} · ${plural(article.paragraphs.length, 'paragraph')} · ${plural(article.images.length, 'image')}`,
        published: article.published,
        image: article.images[0],
        viewHref: '/academy/news-podcast',
      })}
    />
  );
}
