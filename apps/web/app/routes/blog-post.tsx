import type { PublicPost } from '@verdantia/domain/publishing/post-answers';
import { data } from 'react-router';
import { isPublicPost } from '~/features/publishing/blog/format';
import { PostArticle } from '~/features/publishing/blog/post-article';
import { http, HttpError } from '~/lib/http';
import { pageMeta } from '~/lib/meta';
import { absoluteUrl } from '~/lib/public-origin';
import { jsonLd } from '~/lib/json-ld';
import { articleJsonLd } from '~/lib/structured-data';
import type { Route } from './+types/blog-post';

/** The post, from our API (this page is client-only: the server put its meta tags in the HTML). */
export async function clientLoader({
  params,
}: Route.ClientLoaderArgs): Promise<{ post: PublicPost }> {
  const body = await http<unknown>(`/api/blog/posts/${encodeURIComponent(params.slug)}`).catch(
    (error: unknown) => {
      if (error instanceof HttpError && error.status === 404)
        throw data('Not found', { status: 404 });
      return undefined;
    },
  );
  if (!isPublicPost(body)) throw new Error('The article could not be loaded.');
  return body;
}

// The same title, description and og: tags as the server's (apps/api/src/features/publishing/blog/page-head.ts),
// plus the post as Article structured data.
export const meta: Route.MetaFunction = (args) => {
  const { location, loaderData, error } = args;
  const post = loaderData?.post;
  if (!post)
    return pageMeta(args, {
      title: error ? 'Article not found' : undefined,
      noindex: true,
    });
  const image = post.coverImageUrl
    ? post.coverImageUrl.startsWith('/')
      ? absoluteUrl(post.coverImageUrl)
      : post.coverImageUrl
    : undefined;
  return [
    ...pageMeta(args, {
      title: post.title,
      description: post.summary,
      noindex: false,
      type: 'article',
      image: image ? { url: image, alt: post.coverAlt || post.title } : undefined,
    }),
    jsonLd(
      articleJsonLd({
        path: location.pathname,
        title: post.title,
        summary: post.summary,
        author: post.author,
        publishedAt: post.publishedAt,
        image,
      }),
    ),
  ];
};

export default function BlogPostPage({ loaderData }: Route.ComponentProps) {
  return <PostArticle post={loaderData.post} />;
}
