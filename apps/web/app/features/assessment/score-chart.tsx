import type { AssessmentResultView } from '@verdantia/domain/assessment/schemas';

const BAR_HEIGHT = 28;
const GAP = 18;
const LABEL_WIDTH = 190;
const WIDTH = 560;
const SCALE_WIDTH = WIDTH - LABEL_WIDTH - 60;

/**
 * The pillar scores as horizontal bars, with the medal thresholds as dashed lines. The chart is
 * one image with a text alternative; the same figures are listed in text beside it.
 */
export function ScoreChart({ result }: { result: AssessmentResultView }) {
  const rows = [...result.pillars, { id: 'overall', title: 'Overall', score: result.overall }];
  const height = rows.length * (BAR_HEIGHT + GAP) + 24;
  const x = (score: number) => LABEL_WIDTH + (SCALE_WIDTH * score) / 100;
  const summary = rows.map((row) => `${row.title} ${row.score} out of 100`).join(', ');
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${height}`}
      role="img"
      aria-labelledby="score-chart-title score-chart-desc"
      className="h-auto w-full"
    >
      <title id="score-chart-title">Scores by pillar</title>
      <desc id="score-chart-desc">{summary}. Medals start at 50, 70, 80 and 90 points.</desc>
      {[50, 70, 80, 90].map((threshold) => (
        <g key={threshold}>
          <line
            x1={x(threshold)}
            x2={x(threshold)}
            y1={0}
            y2={height - 20}
            stroke="#a6ebd6"
            strokeDasharray="4 4"
          />
          <text x={x(threshold)} y={height - 4} textAnchor="middle" fontSize="12" fill="#4b5f5a">
            {threshold}
          </text>
        </g>
      ))}
      {rows.map((row, i) => {
        const y = i * (BAR_HEIGHT + GAP) + 6;
        const overall = row.id === 'overall';
        return (
          <g key={row.id}>
            <text
              x={0}
              y={y + BAR_HEIGHT / 2 + 5}
              fontSize="15"
              fontWeight={overall ? 700 : 500}
              fill="#10201d"
            >
              {row.title}
            </text>
            <rect
              x={LABEL_WIDTH}
              y={y}
              width={SCALE_WIDTH}
              height={BAR_HEIGHT}
              rx={8}
              fill="#effcf8"
            />
            <rect
              x={LABEL_WIDTH}
              y={y}
              width={Math.max((SCALE_WIDTH * row.score) / 100, 4)}
              height={BAR_HEIGHT}
              rx={8}
              fill={overall ? '#0f5349' : '#1ea386'}
            />
            <text
              x={WIDTH - 4}
              y={y + BAR_HEIGHT / 2 + 5}
              fontSize="15"
              fontWeight={700}
              textAnchor="end"
              fill="#10201d"
            >
              {row.score}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
