import { formatChange } from '@verdantia/domain/assessment/trend';
import type { AssessmentResultView } from '@verdantia/domain/assessment/schemas';

const WIDTH = 400;
const ROW = 62;
const BAR = 12;

type Trend = NonNullable<AssessmentResultView['trend']>;
const scoreText = (score: number | null) => (score === null ? 'not enough answers' : `${score}`);

/** Previous and current score per pillar as paired bars; the same figures follow as text. */
export function TrendChart({ trend }: { trend: Trend }) {
  const height = trend.length * ROW;
  const x = (score: number | null) => Math.max(((score ?? 0) * WIDTH) / 100, 2);
  return (
    <section
      aria-labelledby="trend-title"
      className="rounded-3xl bg-white p-6 shadow-card ring-1 ring-line sm:p-8"
    >
      <h2 id="trend-title" className="text-xl font-bold text-brand-950">
        Change since your previous assessment
      </h2>
      <p className="mt-1 flex flex-wrap gap-4 text-sm text-muted" aria-hidden="true">
        <span className="inline-flex items-center gap-1.5">
          <span className="inline-block size-3 rounded-sm bg-[#9db8b1]" /> Previous
        </span>
        <span className="inline-flex items-center gap-1.5">
          <span className="inline-block size-3 rounded-sm bg-[#1ea386]" /> Now
        </span>
      </p>
      <svg
        viewBox={`0 0 ${WIDTH} ${height}`}
        role="img"
        aria-labelledby="trend-chart-title"
        className="mt-4 h-auto w-full"
      >
        <title id="trend-chart-title">Previous and current score per pillar</title>
        {trend.map((pillar, i) => {
          const y = i * ROW;
          return (
            <g key={pillar.id}>
              <text x={0} y={y + 15} fontSize="14" fontWeight={600} fill="#10201d">
                {pillar.title}
              </text>
              <rect
                x={0}
                y={y + 22}
                width={x(pillar.previous)}
                height={BAR}
                rx={6}
                fill="#9db8b1"
              />
              <rect x={0} y={y + 37} width={x(pillar.current)} height={BAR} rx={6} fill="#1ea386" />
            </g>
          );
        })}
      </svg>
      <ul className="mt-4 space-y-1 text-sm" aria-label="Change per pillar">
        {trend.map((pillar) => (
          <li key={pillar.id}>
            {pillar.title}: {scoreText(pillar.previous)} → {scoreText(pillar.current)} (
            <strong>{formatChange(pillar.change)}</strong>)
          </li>
        ))}
      </ul>
    </section>
  );
}
