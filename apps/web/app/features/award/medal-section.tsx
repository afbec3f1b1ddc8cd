import { formatScoreRange, medals } from '@verdantia/domain/assessment/medals';
import { medalCopy, medalsIntro, scaleCopy } from '~/content/award';
import { cn } from '~/ui/cn';
import { SectionHeading } from '~/ui/section-heading';
import { medalImage, tierStyles } from './tiers';

export function MedalSection() {
  return (
    <section aria-labelledby="medals-title" className="container-page py-20 lg:py-28">
      <SectionHeading id="medals-title" center {...medalsIntro} />
      <ul className="mt-12 grid gap-5 sm:grid-cols-2 xl:grid-cols-4">
        {medals.map((medal) => {
          const style = tierStyles[medal.tier];
          return (
            <li
              key={medal.id}
              data-testid="medal-card"
              className="relative flex flex-col overflow-hidden rounded-3xl bg-white p-7 text-center shadow-card ring-1 ring-line"
            >
              <div
                aria-hidden="true"
                className={cn(
                  'absolute inset-x-0 top-0 h-28 bg-linear-to-b to-transparent',
                  style.accent,
                )}
              />
              <img
                src={medalImage(medal.tier)}
                width="160"
                height="160"
                alt={`${medal.tier} medal`}
                loading="lazy"
                className="relative mx-auto size-32"
              />
              <h3 className="mt-4 text-xl font-bold text-brand-950">{medal.title}</h3>
              <p className="mt-3 flex flex-wrap justify-center gap-2 text-sm font-semibold">
                <span className={cn('rounded-full px-3 py-1', style.chip)}>{medal.tier}</span>
                <span className="rounded-full bg-brand-50 px-3 py-1 text-brand-800">
                  {medal.stage} stage
                </span>
              </p>
              <p className="mt-5 text-4xl font-bold tracking-tight text-brand-900">
                {formatScoreRange(medal)}
                <span className="ml-1.5 text-base font-medium text-muted">points</span>
              </p>
              <p className="mt-4 text-muted">{medalCopy[medal.id]}</p>
            </li>
          );
        })}
      </ul>
      <ScoreScale />
    </section>
  );
}

/** The 0-100 scale drawn to proportion: Beginning below 50, then the four medal bands. */
function ScoreScale() {
  const bands = [
    {
      key: 'beginning',
      label: scaleCopy.beginning.label,
      range: scaleCopy.beginning.range,
      note: scaleCopy.beginning.note,
      width: 50,
      bar: 'bg-[repeating-linear-gradient(135deg,#d2f6ea_0_8px,#effcf8_8px_16px)]',
    },
    ...medals.map((m) => ({
      key: m.id,
      label: m.tier,
      range: formatScoreRange(m),
      note: m.title,
      width: m.maxScore - m.minScore + 1,
      bar: tierStyles[m.tier].bar,
    })),
  ];
  return (
    <div className="mt-14 rounded-3xl bg-white p-6 ring-1 ring-line sm:p-8">
      <h3 className="text-lg font-semibold text-brand-950">{scaleCopy.title}</h3>
      <ol className="mt-6 grid gap-3 md:flex md:gap-1">
        {bands.map((band) => (
          <li
            key={band.key}
            className="grid grid-cols-[5rem_1fr] items-center gap-4 md:block"
            style={{ flexGrow: band.width, flexBasis: 0 }}
          >
            <span aria-hidden="true" className={cn('block h-4 rounded-full md:h-5', band.bar)} />
            <span className="text-sm md:mt-3 md:block">
              <span className="font-semibold text-brand-950">{band.label}</span>{' '}
              <span className="text-muted">{band.range}</span>
              <span className="block text-muted">{band.note}</span>
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}
