import { SparkleIcon as Sparkles } from '~/ui/icons/chrome-icons';
import { CheckIcon as Check } from '~/ui/icons/control-icons';
import { ShieldTickIcon as ShieldCheck } from '~/ui/icons/trust-icons';
import { MONEY_BACK_GUARANTEE, MOST_IMPACTFUL_LABEL, plans } from '@verdantia/domain/pricing/plans';
import { planCards, pricingNote } from '~/content/pricing';
import { ButtonLink } from '~/ui/button';
import { cn } from '~/ui/cn';

/** The three plan cards: no prices, Most Impactful on Sustainability Leader. */
export default function PlanCards() {
  return (
    <section aria-label="Plans" className="container-page pb-16 lg:pb-24">
      <ul className="grid gap-6 lg:grid-cols-3 lg:items-stretch">
        {plans.map((plan) => (
          <PlanCard key={plan.id} {...plan} />
        ))}
      </ul>
    </section>
  );
}

function PlanCard({ id, name, audience, mostImpactful }: (typeof plans)[number]) {
  const copy = planCards[id];
  const dark = mostImpactful;
  return (
    <li
      data-testid="plan-card"
      className={cn(
        'relative flex flex-col rounded-[2rem] p-7 sm:p-8',
        dark
          ? 'bg-brand-950 text-white shadow-card ring-2 ring-accent-400 lg:-my-4 lg:py-12'
          : 'bg-white shadow-card ring-1 ring-line',
      )}
    >
      {mostImpactful && (
        <p className="absolute -top-4 left-7 inline-flex items-center gap-1.5 rounded-full bg-accent-400 px-4 py-1.5 text-sm font-bold text-brand-950 sm:left-8">
          <Sparkles className="size-4" aria-hidden="true" />
          {MOST_IMPACTFUL_LABEL}
        </p>
      )}
      <h2 className={cn('text-2xl font-bold', dark ? 'text-white' : 'text-brand-950')}>{name}</h2>
      <p className={cn('mt-1 font-medium', dark ? 'text-accent-300' : 'text-brand-700')}>
        {audience}
      </p>
      <p className={cn('mt-4', dark ? 'text-white/85' : 'text-muted')}>{copy.summary}</p>
      <p
        className={cn(
          'mt-6 border-y py-4 text-sm font-semibold tracking-wide uppercase',
          dark ? 'border-white/15 text-white/80' : 'border-line text-muted',
        )}
      >
        {pricingNote}
      </p>
      <ul className="mt-6 grid gap-3">
        {copy.highlights.map((item) => (
          <li key={item} className="flex gap-3">
            <Check
              className={cn('mt-0.5 size-5 shrink-0', dark ? 'text-accent-400' : 'text-brand-600')}
              aria-hidden="true"
            />
            <span className={dark ? 'text-white' : 'text-ink'}>{item}</span>
          </li>
        ))}
      </ul>
      <div className="mt-auto pt-8">
        <ButtonLink
          to="/contact"
          size="lg"
          variant={dark ? 'light' : 'primary'}
          className="w-full"
          aria-label={`${copy.cta} for ${name}`}
        >
          {copy.cta}
        </ButtonLink>
        <p
          className={cn(
            'mt-4 flex items-center justify-center gap-2 text-sm font-semibold',
            dark ? 'text-accent-300' : 'text-brand-800',
          )}
        >
          <ShieldCheck className="size-5" aria-hidden="true" />
          {MONEY_BACK_GUARANTEE}
        </p>
      </div>
    </li>
  );
}
