import type { ComponentType } from 'react';
import type { IconProps } from './icons/chrome-icons';
import { UsersIcon } from './icons/line-icons';
import { ShieldTickIcon } from './icons/trust-icons';
import { DatabaseIcon, DocumentTickIcon, LeafIcon, RisingBarsIcon } from './icons/benefit-icons';
import { ButtonLink } from './button';
import { cn } from './cn';
import { SectionHeading } from './section-heading';

type KeyBenefitIcon = 'truth' | 'report' | 'carbon' | 'shield' | 'people' | 'insight';

interface KeyBenefit {
  icon: KeyBenefitIcon;
  title: string;
  text: string;
}

export interface KeyBenefitsContent {
  eyebrow: string;
  title: string;
  lead: string;
  items: KeyBenefit[];
  cta: { title: string; lead: string; action: { label: string; href: string } };
}

const icons: Record<KeyBenefitIcon, ComponentType<IconProps>> = {
  truth: DatabaseIcon,
  report: DocumentTickIcon,
  carbon: LeafIcon,
  shield: ShieldTickIcon,
  people: UsersIcon,
  insight: RisingBarsIcon,
};

interface KeyBenefitsProps {
  content: KeyBenefitsContent;
  /** Leave out the closing call to action, e.g. when the page ends with its own. */
  withCta?: boolean;
  /** Replaces the default vertical padding (py-20 lg:py-28). */
  className?: string;
}

/**
 * The key-benefits grid followed by the "Start Your Sustainability Transformation Today" call to
 * action. Content comes in as data (content/key-benefits.ts) so any page can use it.
 */
export function KeyBenefits({ content, withCta = true, className }: KeyBenefitsProps) {
  return (
    <div className={cn('container-page', className ?? 'py-20 lg:py-28')}>
      <section aria-labelledby="key-benefits-title">
        <SectionHeading
          id="key-benefits-title"
          center
          eyebrow={content.eyebrow}
          title={content.title}
          lead={content.lead}
        />
        <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {content.items.map(({ icon, title, text }) => {
            const Icon = icons[icon];
            return (
              <li key={title} className="rounded-3xl bg-white p-7 shadow-card ring-1 ring-line">
                <span className="grid size-12 place-items-center rounded-2xl bg-brand-50 text-brand-700 ring-1 ring-brand-100">
                  <Icon className="size-6" aria-hidden="true" />
                </span>
                <h3 className="mt-5 text-lg font-semibold text-brand-950">{title}</h3>
                <p className="mt-2 text-muted">{text}</p>
              </li>
            );
          })}
        </ul>
      </section>
      {withCta && <TransformationCta cta={content.cta} />}
    </div>
  );
}

/** The dark closing panel with its one action (Request a Demo → /contact). */
function TransformationCta({ cta }: { cta: KeyBenefitsContent['cta'] }) {
  return (
    <section
      aria-labelledby="transformation-title"
      className="relative isolate mt-20 overflow-hidden rounded-[2rem] bg-brand-950 px-6 py-14 text-center sm:px-12 lg:mt-28 lg:py-20"
    >
      <svg
        aria-hidden="true"
        focusable="false"
        viewBox="0 0 600 600"
        className="absolute -bottom-64 -left-40 -z-10 size-[36rem] opacity-70"
      >
        <circle cx="300" cy="300" r="300" fill="#0f5349" />
        <circle
          cx="300"
          cy="300"
          r="190"
          fill="none"
          stroke="#bef264"
          strokeOpacity=".35"
          strokeDasharray="3 12"
        />
      </svg>
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(circle_at_92%_8%,#1ea38655,transparent_40%)]"
      />
      <h2
        id="transformation-title"
        className="mx-auto max-w-3xl text-3xl font-bold tracking-tight text-balance text-white sm:text-4xl"
      >
        {cta.title}
      </h2>
      <p className="mx-auto mt-5 max-w-2xl text-lg text-pretty text-white/85">{cta.lead}</p>
      <ButtonLink to={cta.action.href} variant="light" size="lg" className="mt-9">
        {cta.action.label}
      </ButtonLink>
    </section>
  );
}
