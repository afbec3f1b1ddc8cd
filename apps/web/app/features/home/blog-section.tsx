import { Link } from 'react-router';
import { SectionHeading } from '~/ui/section-heading';
import { Icon } from './icon';

// Static teasers until the blog feature feeds real posts into this section.
const posts = [
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

export default function BlogSection() {
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
            All articles <Icon name="arrow" className="size-5" />
          </Link>
        </div>
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {posts.map((post) => (
            <li
              key={post.title}
              className="group relative flex flex-col overflow-hidden rounded-3xl bg-white ring-1 ring-line transition hover:-translate-y-0.5 hover:shadow-card has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600"
            >
              <img
                src={post.image}
                width="640"
                height="360"
                alt=""
                loading="lazy"
                className="aspect-video w-full"
              />
              <div className="flex flex-1 flex-col p-6">
                <p className="text-sm text-muted">
                  <span className="font-semibold text-brand-700">{post.topic}</span> ·{' '}
                  {post.minutes} min read
                </p>
                <h3 className="mt-3 text-lg font-semibold text-balance text-brand-950 group-hover:text-brand-700">
                  <Link
                    to="/academy/blogs"
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
