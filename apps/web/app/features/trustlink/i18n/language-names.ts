import type { ReporterLanguage } from '@verdantia/domain/trustlink/languages';

/** Each language named in itself, as a language switch shows it. */
export const reporterLanguageNames: Record<ReporterLanguage, string> = {
  en: 'English',
  cy: 'Cymraeg',
  pl: 'Polski',
};
