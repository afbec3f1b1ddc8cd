import { medals, formatScoreRange } from '@verdantia/domain/assessment/medals';
import { scoringExplained } from '@verdantia/domain/assessment/copy';
import { ASSESSMENT_MINUTES, pillars, QUESTION_COUNT } from '@verdantia/domain/assessment/pillars';
import { SectionHeading } from '~/ui/section-heading';
import { PillarIcon } from './pillar-icon';

const steps = [
  [
    'Answer four short sections',
    `One per pillar, ${QUESTION_COUNT} questions in all: under ${ASSESSMENT_MINUTES} minutes. Every answer describes what that level looks like in practice, so you can pick the one that is true today.`,
  ],
  [
    'Pause whenever you like',
    'Answers are saved on our server as you choose them. Your personal return link, shown from the first step, brings you back to where you stopped.',
  ],
  [
    'See your result at once',
    'Your score for each pillar and overall, the medal it earns, your strengths and the three areas to improve first, with a PDF report to share.',
  ],
  [
    'Get verified',
    'To be awarded the medal, our assessors verify your answers against evidence, typically within 2–4 weeks.',
  ],
] as const;

/** The sections under the introduction's hero. */
export default function IntroSections() {
  return (
    <>
      <section aria-labelledby="measures-title" className="container-page py-16 lg:py-24">
        <SectionHeading
          id="measures-title"
          eyebrow="What it measures"
          title="Four pillars of ESG maturity"
          lead="Each pillar counts for a quarter of your overall score, whatever its number of questions."
        />
        <ul className="mt-10 grid gap-5 sm:grid-cols-2 xl:grid-cols-4">
          {pillars.map((pillar) => (
            <li key={pillar.id} className="rounded-3xl bg-white p-6 shadow-card ring-1 ring-line">
              <PillarIcon pillar={pillar.id} />
              <h3 className="mt-4 text-lg font-bold text-brand-950">{pillar.title}</h3>
              <p className="mt-2 text-muted">{pillar.summary}</p>
              <p className="mt-4 text-sm font-semibold text-brand-700">
                {pillar.questionCount} questions
              </p>
            </li>
          ))}
        </ul>
      </section>

      <section
        aria-labelledby="how-title"
        className="border-y border-brand-100 bg-brand-50/70 py-16 lg:py-24"
      >
        <div className="container-page">
          <SectionHeading
            id="how-title"
            eyebrow="How it works"
            title="From first answer to medal"
          />
          <ol className="mt-10 grid gap-5 md:grid-cols-2 xl:grid-cols-4">
            {steps.map(([title, text], i) => (
              <li key={title} className="rounded-3xl bg-white p-6 ring-1 ring-line">
                <span
                  className="grid size-10 place-items-center rounded-full bg-brand-700 font-bold text-white"
                  aria-hidden="true"
                >
                  {i + 1}
                </span>
                <h3 className="mt-4 text-lg font-bold text-brand-950">{title}</h3>
                <p className="mt-2 text-muted">{text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section
        aria-labelledby="scoring-title"
        className="container-page grid gap-10 py-16 lg:grid-cols-2 lg:py-24"
      >
        <div>
          <SectionHeading
            id="scoring-title"
            eyebrow="Transparent scoring"
            title="How your score is computed"
          />
          <ul className="mt-6 space-y-3 text-ink">
            {scoringExplained.map((line) => (
              <li key={line} className="flex gap-3">
                <span
                  className="mt-2 size-2 shrink-0 rounded-full bg-brand-500"
                  aria-hidden="true"
                />
                <span>{line}</span>
              </li>
            ))}
          </ul>
        </div>
        <table className="h-fit w-full overflow-hidden rounded-3xl bg-white text-left shadow-card ring-1 ring-line">
          <caption className="sr-only">Medals by overall score</caption>
          <thead className="bg-brand-50 text-sm text-brand-900">
            <tr>
              <th scope="col" className="px-5 py-3">
                Overall score
              </th>
              <th scope="col" className="px-5 py-3">
                Stage
              </th>
              <th scope="col" className="px-5 py-3">
                Award
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            <tr>
              <td className="px-5 py-3 font-semibold">0–49</td>
              <td className="px-5 py-3">Beginning</td>
              <td className="px-5 py-3">Committed Badge</td>
            </tr>
            {medals.map((medal) => (
              <tr key={medal.id}>
                <td className="px-5 py-3 font-semibold">{formatScoreRange(medal)}</td>
                <td className="px-5 py-3">{medal.stage}</td>
                <td className="px-5 py-3">
                  {medal.title} ({medal.tier})
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </>
  );
}
