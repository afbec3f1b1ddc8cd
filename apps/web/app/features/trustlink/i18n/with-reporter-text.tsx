import type { ReporterLanguage } from '@verdantia/domain/trustlink/languages';
import type { ReactNode } from 'react';
import { reporterDictionaries } from './dictionaries';
import { ReporterTextProvider } from './reporter-text';

/** For component tests: a reporter screen under its language's dictionary, as its page gives it. */
export function withReporterText(ui: ReactNode, language: ReporterLanguage = 'en') {
  return (
    <ReporterTextProvider language={language} text={reporterDictionaries[language]}>
      {ui}
    </ReporterTextProvider>
  );
}
