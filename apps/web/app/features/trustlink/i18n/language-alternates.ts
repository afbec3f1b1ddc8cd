import {
  localisedPath,
  reporterLanguages,
  reporterLanguageTags,
  reporterPageOf,
} from '@verdantia/domain/trustlink/languages';
import { absoluteUrl } from '~/lib/public-origin';

/**
 * The same reporter page in each language, for search engines (`hreflang` links in the head);
 * English is also the default for any other language.
 */
export function languageAlternates(pathname: string) {
  const page = reporterPageOf(pathname);
  if (!page) return [];
  const link = (hrefLang: string, path: string) => ({
    tagName: 'link' as const,
    rel: 'alternate',
    hrefLang,
    href: absoluteUrl(path),
  });
  return [
    ...reporterLanguages.map((language) =>
      link(reporterLanguageTags[language], localisedPath(page.path, language)),
    ),
    link('x-default', page.path),
  ];
}
