import { useCallback, useRef, type RefObject } from 'react';
import { Link } from 'react-router';
import { useApiData } from '~/lib/use-api-data';
import { replaceKeepingFields } from '~/ui/carry-fields';
import { SectionHeading } from '~/ui/section-heading';
import { SpriteIcon } from '~/ui/icons/sprite-icon';

interface Card {
  title: string;
  /** Small line above the title. */
  kicker: string;
  text: string;
  image?: string;
  imageAlt: string;
  href: string;
}

/** A published post as GET /api/blog/posts lists it (only the fields the card shows). */
interface PostItem {
  slug: string;
  title: string;
  summary: string;
  coverImageUrl: string;
  coverAlt: string;
  author: string;
  publishedAt: string;
}

const formatDate = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${iso.slice(0, 10)}T00:00:00Z`));

const isPostList = (body: unknown): body is { items: PostItem[] } =>
  Array.isArray((body as { items?: unknown } | null)?.items);

const toCard = (post: PostItem): Card => ({
  title: post.title,
  kicker: `${formatDate(post.publishedAt)} · ${post.author}`,
  text: post.summary,
  image: post.coverImageUrl || undefined,
  imageAlt: post.coverAlt,
  href: `/academy/blogs/${post.slug}`,
});

/**
 * The three newest published posts, or undefined (none yet, or the call failed). They replace the
 * prerendered cards; a visitor who has tabbed onto a card meanwhile keeps focus on the card in the
 * same place (as in islands).
 */
function useLatestPosts(list: RefObject<HTMLUListElement | null>): Card[] | undefined {
  const apply = useCallback(
    (commit: () => void) => replaceKeepingFields(list.current, commit, () => list.current),
    [list],
  );
  const { state } = useApiData('/api/blog/posts?pageSize=3', isPostList, { apply });
  const items = state.status === 'ready' ? state.data.items.slice(0, 3) : [];
  return items.length > 0 ? items.map(toCard) : undefined;
}

// Shown until published posts exist (and whenever the blog cannot be reached).
const staticPosts = [
  {
    title: 'Double materiality without the overwhelm: a first pass in five steps',
    topic: 'Reporting',
    minutes: 6,
    text: 'How to scope impacts, risks and opportunities for CSRD before you commission a full assessment.',
    image: '/images/home/blog-materiality.svg',
  },
  {
    title: 'Scope 3 data from suppliers: where to start and what to ask',
    topic: 'Carbon',
    minutes: 7,
    text: 'A practical route from spend-based estimates to supplier-specific figures, one category at a time.',
    image: '/images/home/blog-scope3.svg',
  },
  {
    title: 'Testing green claims before they reach the public',
    topic: 'Risk',
    minutes: 5,
    text: 'The evidence checks that keep marketing, product and investor messages clear of greenwashing.',
    image: '/images/home/blog-claims.svg',
  },
];

const fallbackCards: Card[] = staticPosts.map((post) => ({
  title: post.title,
  kicker: `${post.topic} · ${post.minutes} min read`,
  text: post.text,
  image: post.image,
  imageAlt: '',
  href: '/academy/blogs',
}));

export default function BlogSection() {
  const list = useRef<HTMLUListElement>(null);
  const cards = useLatestPosts(list) ?? fallbackCards;
  return (
    <section aria-labelledby="blog-title" className="py-20 lg:py-28">
      <div className="container-page">
        <div className="flex flex-wrap items-end justify-between gap-6">
          <SectionHeading
            id="blog-title"
            eyebrow="From the blog"
            title="Insights from our practitioners"
            lead="Short, practical reads on reporting, carbon and ESG risk."
          />
          <Link
            to="/academy/blogs"
            className="inline-flex items-center gap-1 font-semibold text-brand-700 hover:text-brand-900"
          >
            All articles <SpriteIcon sheet="home" name="arrow" />
          </Link>
        </div>
        <ul ref={list} className="mt-12 grid gap-6 md:grid-cols-3">
          {cards.map((post) => (
            <li
              key={post.href + post.title}
              className="group relative flex flex-col overflow-hidden rounded-3xl bg-white ring-1 ring-line transition hover:-translate-y-0.5 hover:shadow-card has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600"
            >
              {post.image ? (
                <img
                  src={post.image}
                  width="640"
                  height="360"
                  alt={post.imageAlt}
                  loading="lazy"
                  className="aspect-video w-full object-cover"
                />
              ) : (
                <div
                  aria-hidden="true"
                  className="grid aspect-video place-items-center bg-gradient-to-br from-brand-700 via-brand-800 to-brand-950"
                >
                  <span className="text-5xl font-bold text-accent-300">{post.title.charAt(0)}</span>
                </div>
              )}
              <div className="flex flex-1 flex-col p-6">
                <p className="text-sm font-medium text-brand-700">{post.kicker}</p>
                <h3 className="mt-3 text-lg font-semibold text-balance text-brand-950 group-hover:text-brand-700">
                  <Link
                    to={post.href}
                    className="after:absolute after:inset-0 focus-visible:outline-none"
                  >
                    {post.title}
                  </Link>
                </h3>
                <p className="mt-3 text-sm text-muted">{post.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
