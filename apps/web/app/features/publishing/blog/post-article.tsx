import type { PublicPost } from '@verdantia/domain/publishing/post-answers';
import { Link } from 'react-router';
import { formatPostDate } from './format';

/** Typography for the server-rendered (and sanitised) Markdown of a post. */
const proseClass = [
  'text-lg leading-8 text-ink',
  '[&_h2]:mt-12 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:tracking-tight [&_h2]:text-brand-950',
  '[&_h3]:mt-10 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-brand-950',
  '[&_h4]:mt-8 [&_h4]:font-semibold',
  '[&_p]:mt-6 [&_ul]:mt-6 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:mt-6 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:mt-2',
  '[&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2 hover:[&_a]:text-brand-900',
  '[&_blockquote]:mt-6 [&_blockquote]:border-l-4 [&_blockquote]:border-accent-400 [&_blockquote]:pl-5 [&_blockquote]:text-muted',
  '[&_img]:mt-8 [&_img]:rounded-2xl [&_img]:w-full',
  '[&_code]:rounded [&_code]:bg-brand-50 [&_code]:px-1.5 [&_code]:py-0.5 [&_code]:text-base',
  '[&_pre]:mt-6 [&_pre]:overflow-x-auto [&_pre]:rounded-2xl [&_pre]:bg-brand-950 [&_pre]:p-5 [&_pre]:text-sm [&_pre]:text-brand-50 [&_pre_code]:bg-transparent [&_pre_code]:p-0',
  '[&_hr]:my-10 [&_hr]:border-line',
  '[&_table]:mt-6 [&_table]:w-full [&_table]:text-base [&_th]:border-b [&_th]:border-line [&_th]:py-2 [&_th]:text-left [&_td]:border-b [&_td]:border-line [&_td]:py-2',
  '[&>*:first-child]:mt-0',
].join(' ');

/** A published post: its title, byline, cover and body. */
export function PostArticle({ post }: { post: PublicPost }) {
  return (
    <article className="pt-header pb-24">
      <header className="container-page pt-12 sm:pt-16">
        <div className="mx-auto max-w-3xl">
          <nav aria-label="Breadcrumb" className="text-sm text-muted">
            <Link to="/academy/blogs" className="font-semibold text-brand-700 hover:text-brand-900">
              Blog
            </Link>
            <span aria-hidden="true"> / </span>
            <span>Article</span>
          </nav>
          <h1 className="mt-4 text-4xl font-bold tracking-tight text-balance text-brand-950 sm:text-5xl">
            {post.title}
          </h1>
          <p className="mt-5 text-xl text-muted">{post.summary}</p>
          <p className="mt-6 text-sm text-muted">
            By <span className="font-semibold text-ink">{post.author}</span> ·{' '}
            <time dateTime={post.publishedAt}>{formatPostDate(post.publishedAt)}</time>
          </p>
        </div>
        {post.coverImageUrl && (
          <img
            src={post.coverImageUrl}
            alt={post.coverAlt}
            width="1280"
            height="720"
            className="mx-auto mt-10 aspect-video w-full max-w-5xl rounded-3xl object-cover"
          />
        )}
      </header>
      <div className="container-page mt-12">
        {/* The HTML comes from our API's Markdown renderer: raw HTML escaped, links and images
            restricted to safe addresses (apps/api/src/features/publishing/blog/markdown.ts). */}
        <div
          className={`mx-auto max-w-3xl ${proseClass}`}
          dangerouslySetInnerHTML={{ __html: post.html }}
        />
        <div className="mx-auto mt-16 max-w-3xl border-t border-line pt-8">
          <Link to="/academy/blogs" className="font-semibold text-brand-700 hover:text-brand-900">
            ← All articles
          </Link>
        </div>
      </div>
    </article>
  );
}
