import type { AssessmentResultView } from '@verdantia/domain/assessment/schemas';

const WIDTH = 400;
const ROW = 54;
const BAR = 16;
const THRESHOLDS = [50, 70, 80, 90];

/**
 * The pillar scores as bars with their labels above (readable on a phone too) and the medal
 * thresholds (50, 70, 80, 90) as dashed ticks across each bar. One image with a text alternative; the same figures are listed in
 * text beside it.
 */
export function ScoreChart({ result }: { result: AssessmentResultView }) {
  const rows = [...result.pillars, { id: 'overall', title: 'Overall', score: result.overall }];
  const height = rows.length * ROW + 22;
  const x = (score: number) => (WIDTH * score) / 100;
  const summary = rows
    .map((row) =>
      row.score === null
        ? `${row.title} not enough answers`
        : `${row.title} ${row.score} out of 100`,
    )
    .join(', ');
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${height}`}
      role="img"
      aria-labelledby="score-chart-title"
      aria-describedby="score-chart-desc"
      className="h-auto w-full"
    >
      <title id="score-chart-title">Scores by pillar</title>
      <desc id="score-chart-desc">{`${summary}. Medals start at 50, 70, 80 and 90 points.`}</desc>
      {rows.map((row, i) => {
        const y = i * ROW;
        const overall = row.id === 'overall';
        return (
          <g key={row.id}>
            <text x={0} y={y + 17} fontSize="15" fontWeight={overall ? 700 : 500} fill="#10201d">
              {row.title}
            </text>
            <text
              x={WIDTH}
              y={y + 17}
              fontSize="15"
              fontWeight={700}
              textAnchor="end"
              fill="#10201d"
            >
              {row.score ?? 'not enough answers'}
            </text>
            <rect x={0} y={y + 26} width={WIDTH} height={BAR} rx={8} fill="#d2f6ea" />
            <rect
              x={0}
              y={y + 26}
              width={row.score === null ? 0 : Math.max(x(row.score), BAR)}
              height={BAR}
              rx={8}
              fill={overall ? '#0f5349' : '#1ea386'}
            />
            {THRESHOLDS.map((threshold) => (
              <line
                key={threshold}
                x1={x(threshold)}
                x2={x(threshold)}
                y1={y + 22}
                y2={y + 26 + BAR + 4}
                stroke="#05231f"
                strokeOpacity={0.4}
                strokeDasharray="3 3"
              />
            ))}
          </g>
        );
      })}
      {THRESHOLDS.map((threshold) => (
        <text
          key={threshold}
          x={x(threshold)}
          y={height - 2}
          textAnchor="middle"
          fontSize="12"
          fill="#4b5f5a"
        >
          {threshold}
        </text>
      ))}
    </svg>
  );
}
