import type { AdminPost } from '@verdantia/domain/publishing/post-answers';
import { ContentRoom } from '~/backoffice/content-room';
import { formatDay } from '~/backoffice/format-day';

/** The blog's posts: drafts are visible only here until published. */
export function PostsPage() {
  return (
    <ContentRoom<AdminPost>
      description="Drafts are visible only here. Publishing puts a post on /academy/blogs and the home page."
      endpoint="/api/admin/posts"
      basePath="/admin/posts"
      newLabel="New post"
      noun="post"
      emptyText="Write the first one: it stays a draft until you publish it."
      done={{
        publish: 'is now on the blog',
        unpublish: 'is off the blog (back to draft)',
        delete: 'was deleted',
      }}
      toItem={(post) => ({
        id: post.id,
        title: post.title,
        meta: `${formatDay(post.publishedAt)} · ${post.author} · /academy/blogs/${post.slug}`,
        published: post.status === 'published',
        image: post.coverImageUrl || undefined,
        viewHref: `/academy/blogs/${post.slug}`,
      })}
    />
  );
}
