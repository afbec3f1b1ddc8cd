// The languages a TrustLink reporter can use (the landings, the form, the receipt and the
// follow-up). English is the site's own; its pages have no prefix, the others live under
// /cy/... and /pl/.... The case keeps the reporter's language so staff know how to write back.
// No zod here: the root of every page reads this file (submission.ts has the field's schema).

export const reporterLanguages = ['en', 'cy', 'pl'] as const;
export type ReporterLanguage = (typeof reporterLanguages)[number];

/** The `lang` attribute of each language's pages. */
export const reporterLanguageTags: Record<ReporterLanguage, string> = {
  en: 'en-GB',
  cy: 'cy',
  pl: 'pl',
};

export const isReporterLanguage = (value: unknown): value is ReporterLanguage =>
  typeof value === 'string' && (reporterLanguages as readonly string[]).includes(value);

/** The pages a reporter reads, each also prerendered under /cy and /pl. */
export const reporterPaths = ['/trust-link-1', '/trust-link-2', '/submit-interaction'] as const;
export type ReporterPath = (typeof reporterPaths)[number];

/** The same page in another language: /submit-interaction → /cy/submit-interaction. */
export function localisedPath(path: ReporterPath, language: ReporterLanguage): string {
  return language === 'en' ? path : `/${language}${path}`;
}

/**
 * Every prerendered path of the reporter pages in the languages other than English (a function:
 * the build reads it, and as a value it would be worked out on every page's load).
 */
export function localisedReporterPaths(): string[] {
  return reporterLanguages
    .filter((language) => language !== 'en')
    .flatMap((language) => reporterPaths.map((path) => localisedPath(path, language)));
}

/** "/cy/trust-link-1" → { language: 'cy', path: '/trust-link-1' }; undefined for other pages. */
export function reporterPageOf(
  pathname: string,
): { language: ReporterLanguage; path: ReporterPath } | undefined {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  const match = /^(?:\/(cy|pl))?(\/[^/]+)$/.exec(trimmed);
  if (!match) return undefined;
  const path = match[2] as ReporterPath;
  if (!(reporterPaths as readonly string[]).includes(path)) return undefined;
  return { language: (match[1] as ReporterLanguage | undefined) ?? 'en', path };
}
