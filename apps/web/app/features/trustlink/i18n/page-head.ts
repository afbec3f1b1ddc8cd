import type { ReporterLanguage, ReporterPath } from '@verdantia/domain/trustlink/languages';
import { reporterDictionaries } from './dictionaries';
import type { ReporterText } from './text-en';

/** Which dictionary entry holds each reporter page's own words. */
export const reporterPageKeys: Record<ReporterPath, keyof ReporterText['pages']> = {
  '/trust-link-1': 'trustLink1',
  '/trust-link-2': 'trustLink2',
  '/submit-interaction': 'submit',
};

/** A reporter page's title and description in its language (build time only: the loaders). */
export function reporterPageHead(path: ReporterPath, language: ReporterLanguage) {
  const { title, description } = reporterDictionaries[language].pages[reporterPageKeys[path]];
  return { title, description };
}
