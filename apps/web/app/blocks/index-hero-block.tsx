import type { IndexHeroBlock as IndexHeroBlockData } from './company-types';
import { PageHero } from './page-hero';

/** A company page's opener whose visual is an index of its sections. */
export function IndexHeroBlock({ block }: { block: IndexHeroBlockData }) {
  const { index } = block;
  return (
    <PageHero
      titleId="page-title"
      eyebrow={block.eyebrow}
      title={block.title}
      lead={block.intro}
      className="bg-[radial-gradient(circle_at_85%_15%,#d9f99d80,transparent_40%),linear-gradient(#effcf8,#ffffff)]"
      frameClassName="gap-12 pb-14 lg:grid-cols-[1.2fr_1fr] lg:pb-20"
      visual={
        <nav
          aria-label={index.label}
          className="rounded-3xl bg-brand-900 bg-[radial-gradient(circle_at_90%_0%,#1ea38666,transparent_50%)] p-6 text-white shadow-card sm:p-8"
        >
          <p className="text-sm font-semibold tracking-[0.14em] text-accent-300 uppercase">
            {index.heading}
          </p>
          <ol className="mt-5 space-y-2">
            {index.items.map((item) => (
              <li key={item.mark}>
                <a
                  href={item.href}
                  className="grid grid-cols-[2.75rem_1fr] items-center gap-3 rounded-xl px-2 py-2 hover:bg-white/10"
                >
                  <span className="grid size-10 place-items-center rounded-lg bg-white/10 font-bold text-accent-300">
                    {item.mark}
                  </span>
                  <span>
                    <span className="block font-semibold">{item.title}</span>
                    <span className="block text-sm text-white/85">{item.detail}</span>
                  </span>
                </a>
              </li>
            ))}
          </ol>
        </nav>
      }
    >
      <dl className="mt-8 grid max-w-md grid-cols-3 gap-3">
        {block.stats.map((stat) => (
          <div
            key={stat.label}
            className="flex flex-col-reverse rounded-2xl bg-white px-4 py-3 ring-1 ring-brand-200 sm:px-5"
          >
            <dt className="text-sm text-muted">{stat.label}</dt>
            <dd className="text-3xl font-bold text-brand-800">{stat.value}</dd>
          </div>
        ))}
      </dl>
    </PageHero>
  );
}
