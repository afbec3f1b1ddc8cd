import type { ReactNode } from 'react';
import type { HeroBlock } from './types';

export type HeroVisualName = NonNullable<HeroBlock['visual']>;

// Brand colours as literals: SVG attributes cannot read the theme's CSS variables in all browsers.
const c = {
  ink: '#05231f',
  deep: '#0f5349',
  mid: '#12836d',
  green: '#1ea386',
  soft: '#6fd9bd',
  pale: '#a6ebd6',
  mist: '#d2f6ea',
  wash: '#effcf8',
  lime: '#bef264',
  line: '#dbe5e2',
};

/** A floating white card with a dot and two text lines. */
const Chip = ({
  x,
  y,
  w = 150,
  dot = c.green,
}: {
  x: number;
  y: number;
  w?: number;
  dot?: string;
}) => (
  <g>
    <rect x={x} y={y} width={w} height="54" rx="14" fill="#fff" stroke={c.line} />
    <circle cx={x + 24} cy={y + 27} r="9" fill={dot} />
    <rect x={x + 42} y={y + 17} width={w - 62} height="8" rx="4" fill={c.pale} />
    <rect x={x + 42} y={y + 31} width={(w - 62) * 0.6} height="8" rx="4" fill={c.line} />
  </g>
);

const motifs: Record<HeroVisualName, ReactNode> = {
  dashboard: (
    <>
      <rect x="40" y="70" width="330" height="250" rx="22" fill="#fff" stroke={c.line} />
      <rect x="64" y="96" width="120" height="10" rx="5" fill={c.line} />
      {[120, 90, 150, 70, 130, 170].map((h, i) => (
        <rect
          key={i}
          x={72 + i * 46}
          y={290 - h}
          width="26"
          height={h}
          rx="6"
          fill={i === 5 ? c.mid : c.pale}
        />
      ))}
      <rect x="300" y="40" width="150" height="110" rx="20" fill={c.ink} />
      <circle cx="375" cy="95" r="30" fill="none" stroke={c.deep} strokeWidth="10" />
      <circle
        cx="375"
        cy="95"
        r="30"
        fill="none"
        stroke={c.lime}
        strokeWidth="10"
        strokeDasharray="140 189"
        strokeLinecap="round"
        transform="rotate(-90 375 95)"
      />
      <Chip x={270} y={290} w={170} />
    </>
  ),
  leaf: (
    <>
      <path
        d="M120 320C100 190 190 90 380 70c20 180-70 270-200 270-25 0-45-7-60-20Z"
        fill={c.green}
      />
      <path d="M120 320C100 190 190 90 380 70 300 150 210 230 120 320Z" fill={c.mid} />
      <path
        d="M130 312C200 230 270 160 352 98"
        fill="none"
        stroke={c.mist}
        strokeWidth="5"
        strokeLinecap="round"
      />
      <Chip x={40} y={80} />
      <Chip x={290} y={290} dot={c.lime} />
    </>
  ),
  shield: (
    <>
      <path d="M240 50l140 50v90c0 90-60 150-140 180-80-30-140-90-140-180v-90Z" fill={c.deep} />
      <path d="M240 82l110 40v70c0 70-46 118-110 143-64-25-110-73-110-143v-70Z" fill={c.mid} />
      <path
        d="M190 205l35 35 70-80"
        fill="none"
        stroke={c.lime}
        strokeWidth="18"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <Chip x={24} y={250} />
      <Chip x={316} y={60} w={140} dot={c.lime} />
    </>
  ),
  network: (
    <>
      <path
        d="M240 200L110 110M240 200l140-80M240 200l-120 110M240 200l130 110M110 110l270 10M120 310l250 0"
        stroke={c.soft}
        strokeWidth="4"
        strokeDasharray="2 10"
        strokeLinecap="round"
      />
      <circle cx="240" cy="200" r="58" fill={c.deep} />
      <circle cx="240" cy="200" r="30" fill={c.lime} />
      {[
        [110, 110],
        [380, 120],
        [120, 310],
        [370, 310],
      ].map(([x, y]) => (
        <g key={`${x}-${y}`}>
          <circle cx={x} cy={y} r="34" fill="#fff" stroke={c.line} strokeWidth="2" />
          <circle cx={x} cy={y} r="14" fill={c.green} />
        </g>
      ))}
    </>
  ),
  chart: (
    <>
      <rect x="40" y="60" width="400" height="280" rx="22" fill="#fff" stroke={c.line} />
      <path d="M70 290h340M70 230h340M70 170h340" stroke={c.wash} strokeWidth="3" />
      <path d="M70 280l70-30 60 18 70-70 60 20 80-100V300H70Z" fill={c.mist} />
      <path
        d="M70 280l70-30 60 18 70-70 60 20 80-100"
        fill="none"
        stroke={c.mid}
        strokeWidth="6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="410" cy="118" r="11" fill={c.lime} stroke={c.ink} strokeWidth="4" />
      <rect x="70" y="84" width="130" height="12" rx="6" fill={c.line} />
    </>
  ),
  audit: (
    <>
      <rect
        x="90"
        y="50"
        width="250"
        height="310"
        rx="22"
        fill="#fff"
        stroke={c.line}
        strokeWidth="2"
      />
      <rect x="170" y="36" width="90" height="30" rx="12" fill={c.deep} />
      {[0, 1, 2, 3].map((i) => (
        <g key={i} transform={`translate(0 ${i * 60})`}>
          <rect x="120" y="105" width="26" height="26" rx="7" fill={i < 3 ? c.green : c.wash} />
          <rect x="162" y="108" width="140" height="9" rx="4.5" fill={c.pale} />
          <rect x="162" y="122" width="90" height="8" rx="4" fill={c.line} />
        </g>
      ))}
      <circle cx="350" cy="270" r="52" fill={c.wash} stroke={c.ink} strokeWidth="12" />
      <path d="M388 308l46 46" stroke={c.ink} strokeWidth="16" strokeLinecap="round" />
    </>
  ),
  globe: (
    <>
      <circle cx="240" cy="200" r="140" fill={c.mid} />
      <path
        d="M240 60c-60 50-60 230 0 280M240 60c60 50 60 230 0 280M100 200h280M120 130h240M120 270h240"
        fill="none"
        stroke={c.soft}
        strokeWidth="4"
      />
      <ellipse
        cx="240"
        cy="200"
        rx="200"
        ry="54"
        fill="none"
        stroke={c.lime}
        strokeWidth="5"
        transform="rotate(-18 240 200)"
      />
      <circle cx="424" cy="150" r="12" fill={c.lime} />
      <Chip x={24} y={300} />
    </>
  ),
};

/** The hero's illustration, drawn here: decorative, sized up front so nothing shifts. */
export function HeroVisual({ name }: { name: HeroVisualName }) {
  return (
    <svg
      viewBox="0 0 480 400"
      width="480"
      height="400"
      aria-hidden="true"
      focusable="false"
      data-visual={name}
      className="mx-auto h-auto w-full max-w-80 sm:max-w-md lg:max-w-[480px]"
    >
      <circle cx="240" cy="200" r="190" fill={c.mist} opacity=".7" />
      <circle cx="240" cy="200" r="150" fill="none" stroke={c.pale} strokeDasharray="4 10" />
      {motifs[name]}
    </svg>
  );
}
