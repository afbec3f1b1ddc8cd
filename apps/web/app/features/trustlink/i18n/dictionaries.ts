import type { ReporterLanguage } from '@verdantia/domain/trustlink/languages';
import { cy } from './text-cy';
import { en, type ReporterText } from './text-en';
import { pl } from './text-pl';

/**
 * Every dictionary. Imported by the pages' build-time loaders and by tests only: a visitor's
 * browser receives its one language as loader data.
 */
export const reporterDictionaries: Record<ReporterLanguage, ReporterText> = { en, cy, pl };
