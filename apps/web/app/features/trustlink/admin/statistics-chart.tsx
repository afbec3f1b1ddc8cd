import type { Cell } from '@verdantia/domain/trustlink/case-statistics';

/** A count for drawing: "<5" is drawn as a short marker bar, never as a figure that could single a case out. */
const height = (cell: Cell) => (cell === '<5' ? 2 : cell);

/**
 * Cases received per month as bars. An accessible image: its title and description say what it
 * shows, and every figure is written beside it in a table as well.
 */
export function MonthChart({ months }: { months: Array<{ key: string; count: Cell }> }) {
  const max = Math.max(1, ...months.map((m) => height(m.count)));
  const bar = 36;
  const gap = 16;
  const chartHeight = 160;
  const width = Math.max(1, months.length) * (bar + gap) + gap;
  const summary = months.map((m) => `${m.key}: ${m.count}`).join('; ');
  return (
    <svg
      role="img"
      aria-labelledby="month-chart-title month-chart-desc"
      viewBox={`0 0 ${width} ${chartHeight + 40}`}
      className="h-auto w-full max-w-2xl"
    >
      <title id="month-chart-title">Cases received per month</title>
      <desc id="month-chart-desc">{summary || 'No cases in this range.'}</desc>
      <line x1={0} y1={chartHeight} x2={width} y2={chartHeight} className="stroke-slate-400" />
      {months.map((m, i) => {
        const h = (height(m.count) / max) * (chartHeight - 20);
        const x = gap + i * (bar + gap);
        return (
          <g key={m.key}>
            <rect x={x} y={chartHeight - h} width={bar} height={h} className="fill-brand-700" />
            <text
              x={x + bar / 2}
              y={chartHeight - h - 4}
              textAnchor="middle"
              fontSize="11"
              className="fill-slate-900"
            >
              {m.count}
            </text>
            <text
              x={x + bar / 2}
              y={chartHeight + 16}
              textAnchor="middle"
              fontSize="10"
              className="fill-slate-900"
            >
              {m.key}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
