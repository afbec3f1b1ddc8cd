import type { ReporterLanguage } from './languages.ts';

/**
 * How the staff console names the reporter's language (staff screens stay in English). A file of
 * its own: every page's root reads languages.ts, and only staff read these names.
 */
export const reporterLanguageNames: Record<ReporterLanguage, string> = {
  en: 'English',
  cy: 'Welsh (Cymraeg)',
  pl: 'Polish (polski)',
};
