// The browser family of a user agent, for "Where you're signed in": enough to recognise a session,
// too little to fingerprint anyone (no version, no platform details, never the whole string).

const FAMILIES: [RegExp, string][] = [
  [/Edg\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/Firefox\//, 'Firefox'],
  [/Chrome\/|Chromium\/|CriOS\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];

const PLATFORMS: [RegExp, string][] = [
  [/Android/, 'Android'],
  [/iPhone|iPad/, 'iOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux/, 'Linux'],
];

export function browserFamily(userAgent: string | undefined): string {
  if (!userAgent) return 'Unknown browser';
  const family = FAMILIES.find(([pattern]) => pattern.test(userAgent))?.[1] ?? 'Other browser';
  const platform = PLATFORMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  return platform ? `${family} on ${platform}` : family;
}
