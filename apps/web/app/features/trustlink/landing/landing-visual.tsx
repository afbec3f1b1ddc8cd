/** A shield holding a speech bubble and a key: a report that stays locked. Decoration only. */
export function LandingVisual() {
  return (
    <svg
      viewBox="0 0 420 360"
      width="420"
      height="360"
      aria-hidden="true"
      className="mx-auto h-auto w-full max-w-[20rem] sm:max-w-md"
    >
      <defs>
        <linearGradient id="tl-shield" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#1ea386" />
          <stop offset="1" stopColor="#0f5349" />
        </linearGradient>
        <linearGradient id="tl-glow" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#d9f99d" stopOpacity="0.9" />
          <stop offset="1" stopColor="#d2f6ea" stopOpacity="0.2" />
        </linearGradient>
      </defs>
      <circle cx="210" cy="180" r="160" fill="url(#tl-glow)" />
      <circle cx="210" cy="180" r="122" fill="none" stroke="#a6ebd6" strokeDasharray="6 10" />
      <path
        d="M210 52 300 88v74c0 62-40 110-90 130-50-20-90-68-90-130V88Z"
        fill="url(#tl-shield)"
      />
      <path
        d="M210 70 284 100v62c0 52-33 93-74 111-41-18-74-59-74-111v-62Z"
        fill="none"
        stroke="#6fd9bd"
        strokeWidth="2"
      />
      <rect x="160" y="128" width="100" height="66" rx="16" fill="#fff" />
      <path d="m184 194-8 24 28-24Z" fill="#fff" />
      <rect x="178" y="146" width="64" height="8" rx="4" fill="#a6ebd6" />
      <rect x="178" y="164" width="42" height="8" rx="4" fill="#d2f6ea" />
      <g transform="translate(300 222)">
        <rect width="86" height="70" rx="14" fill="#fff" stroke="#dbe5e2" />
        <rect x="14" y="30" width="58" height="30" rx="6" fill="#0f6959" />
        <path d="M27 30v-8a16 16 0 0 1 32 0v8" fill="none" stroke="#0f6959" strokeWidth="6" />
        <circle cx="43" cy="44" r="5" fill="#d9f99d" />
      </g>
      <g transform="translate(40 214)">
        <rect width="112" height="44" rx="22" fill="#fff" stroke="#dbe5e2" />
        <text x="56" y="28" textAnchor="middle" fontSize="15" fontWeight="700" fill="#0f5349">
          ••••
        </text>
      </g>
      <g transform="translate(56 64)">
        <rect width="96" height="40" rx="20" fill="#bef264" />
        <text x="48" y="26" textAnchor="middle" fontSize="13" fontWeight="700" fill="#05231f">
          ID 4921…
        </text>
      </g>
    </svg>
  );
}
