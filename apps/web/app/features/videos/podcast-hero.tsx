import type { MouseEvent } from 'react';
import { PageHero } from '~/blocks/page-hero';
import { buttonClass } from '~/ui/button';
import { cn } from '~/ui/cn';

/** Smooth scroll to an anchor on this page (a plain jump with reduced motion or without JS). */
function scrollToAnchor(event: MouseEvent<HTMLAnchorElement>) {
  const target = document.getElementById(event.currentTarget.hash.slice(1));
  if (!target) return;
  event.preventDefault();
  const reduced = matchMedia('(prefers-reduced-motion: reduce)').matches;
  target.scrollIntoView({ behavior: reduced ? 'auto' : 'smooth', block: 'start' });
  target.focus({ preventScroll: true });
}

const topics = ['Reporting', 'Assurance', 'Carbon', 'Governance', 'Internal audit'];

export function PodcastHero() {
  return (
    <PageHero
      titleId="page-title"
      eyebrow="Podcast & News"
      title="Sustainability,"
      titleAccent="in conversation"
      lead="Practitioners talk through the questions organisations face on ESG reporting, assurance, carbon and governance, in plain language and without the jargon. Below the episodes you will find the latest news from our team."
      className="relative overflow-hidden bg-[radial-gradient(circle_at_88%_18%,#d9f99d80,transparent_38%),linear-gradient(#effcf8,#f3f5f4)]"
      frameClassName="gap-10 pb-10 lg:grid-cols-[1.05fr_1fr] lg:pb-14"
      leadClassName="max-w-xl sm:text-xl"
      visual={
        <img
          src="/images/news/podcast-hero.svg"
          alt="A studio microphone beside a sound wave and a video player, the podcast's artwork"
          width={560}
          height={440}
          fetchPriority="high"
          className="mx-auto w-full max-w-lg lg:max-w-none"
        />
      }
      after={<ScrollCue />}
    >
      <ul aria-label="Topics we cover" className="mt-6 flex flex-wrap gap-2">
        {topics.map((topic) => (
          <li
            key={topic}
            className="rounded-full border border-brand-200 bg-white px-3 py-1 text-sm font-medium text-brand-800"
          >
            {topic}
          </li>
        ))}
      </ul>
      <div className="mt-8 flex flex-wrap items-center gap-3">
        <a href="#podcast" onClick={scrollToAnchor} className={buttonClass('primary', 'lg')}>
          Watch the episodes
        </a>
        <a
          href="#news"
          onClick={scrollToAnchor}
          className={cn(buttonClass('secondary', 'lg'), 'bg-white/60')}
        >
          Read the news
        </a>
      </div>
    </PageHero>
  );
}

function ScrollCue() {
  return (
    <div className="flex justify-center pb-8">
      <a
        href="#news"
        onClick={scrollToAnchor}
        className="group grid justify-items-center gap-2 rounded-full px-4 py-2 text-sm font-semibold text-brand-800"
      >
        <span className="grid size-12 place-items-center rounded-full bg-white text-brand-800 shadow-card ring-1 ring-brand-200 transition-colors group-hover:bg-brand-700 group-hover:text-white">
          {/* Inline rather than from lucide-react: this page's first load has no room for it. */}
          <svg
            viewBox="0 0 24 24"
            aria-hidden="true"
            className="size-5 motion-safe:animate-bounce"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            <path d="M12 5v14M19 12l-7 7-7-7" />
          </svg>
        </span>
        Swipe down to the latest news
      </a>
    </div>
  );
}
