import type { AssessmentResultView } from '@verdantia/domain/assessment/schemas';
import { medals } from '@verdantia/domain/assessment/medals';

const tierImages: Record<string, string> = {
  Bronze: '/images/award/medal-bronze.svg',
  Silver: '/images/award/medal-silver.svg',
  Gold: '/images/award/medal-gold.svg',
  Diamond: '/images/award/medal-diamond.svg',
};

/** The medal the score earns (or the Beginning stage) and the badges. */
export function MedalPanel({ result }: { result: AssessmentResultView }) {
  const { medal } = result;
  const nextMedal = medals.find((candidate) => candidate.minScore > result.overall);
  return (
    <section
      aria-labelledby="medal-title"
      className="rounded-3xl bg-linear-to-b from-brand-50 to-white p-6 text-center shadow-card ring-1 ring-line sm:p-8"
    >
      <h2
        id="medal-title"
        className="text-sm font-semibold tracking-[0.12em] text-brand-700 uppercase"
      >
        Your medal
      </h2>
      {medal ? (
        <>
          <img
            src={tierImages[medal.tier]}
            width="160"
            height="160"
            alt={`${medal.tier} medal`}
            className="mx-auto mt-4 size-32"
          />
          <p className="mt-3 text-2xl font-bold text-brand-950">{medal.title}</p>
          <p className="mt-1 text-muted">
            {medal.tier} · {medal.stage} stage · {medal.minScore}–{medal.maxScore} points
          </p>
        </>
      ) : (
        <>
          <p className="mt-4 text-2xl font-bold text-brand-950">Beginning stage</p>
          <p className="mt-1 text-muted">Medals start at 50 points. You are on your way.</p>
        </>
      )}
      {result.badges.length > 0 && (
        <ul className="mt-5 space-y-3 text-left" aria-label="Badges">
          {result.badges.map((badge) => (
            <li
              key={badge.id}
              className="flex gap-3 rounded-2xl bg-white p-4 ring-1 ring-brand-200"
            >
              <img
                src={`/images/award/badge-${badge.id}.svg`}
                width="48"
                height="48"
                alt=""
                className="size-12 shrink-0"
              />
              <div>
                <p className="font-bold text-brand-900">{badge.title}</p>
                <p className="mt-1 text-sm text-muted">{badge.description}</p>
              </div>
            </li>
          ))}
        </ul>
      )}
      {result.previousScore !== null && (
        <p className="mt-4 text-sm text-muted">Previous assessment: {result.previousScore}/100</p>
      )}
      {nextMedal && (
        <p className="mt-5 rounded-2xl bg-white px-4 py-3 text-sm font-semibold text-brand-900 ring-1 ring-brand-100">
          {nextMedal.minScore - result.overall} more points reach {nextMedal.title} (
          {nextMedal.tier}).
        </p>
      )}
      <p className="mt-4 text-sm text-muted">
        Awarded once our assessors have verified your answers.
      </p>
    </section>
  );
}
