import type { PublicPost } from '@verdantia/domain/blog';
import { site } from '@verdantia/domain/site';
import { data } from 'react-router';
import { isPublicPost } from '~/features/blog/format';
import { PostArticle } from '~/features/blog/post-article';
import { http, HttpError } from '~/lib/http';
import { pageMeta } from '~/lib/meta';
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

// The same title, description and og: tags as the server's (apps/api/src/features/blog/page-head.ts).
export const meta: Route.MetaFunction = ({ location, loaderData }) => {
  const post = loaderData?.post;
  if (!post) return pageMeta(location.pathname);
  return [
    ...pageMeta(location.pathname, {
      title: post.title,
      description: post.summary,
      noindex: false,
    }).map((tag) =>
      'property' in tag && tag.property === 'og:type' ? { ...tag, content: 'article' } : tag,
    ),
    ...(post.coverImageUrl
      ? [
          {
            property: 'og:image',
            content: post.coverImageUrl.startsWith('/')
              ? `${site.url}${post.coverImageUrl}`
              : post.coverImageUrl,
          },
        ]
      : []),
  ];
};

export default function BlogPostPage({ loaderData }: Route.ComponentProps) {
  return <PostArticle post={loaderData.post} />;
}
