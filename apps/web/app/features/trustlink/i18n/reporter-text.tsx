import { createContext, useContext, type ReactNode } from 'react';
import type { ReporterLanguage } from '@verdantia/domain/trustlink/languages';
import type { ReporterText } from './text-en';

interface ReporterTextValue {
  language: ReporterLanguage;
  text: ReporterText;
}

const ReporterTextContext = createContext<ReporterTextValue | undefined>(undefined);

/**
 * The reporter's language and its dictionary for everything below. The dictionary arrives as the
 * page's loader data (written into the prerendered HTML), so no language costs JavaScript.
 */
export function ReporterTextProvider({
  language,
  text,
  children,
}: ReporterTextValue & { children: ReactNode }) {
  return (
    <ReporterTextContext.Provider value={{ language, text }}>
      {children}
    </ReporterTextContext.Provider>
  );
}

/** The current reporter language and dictionary; only reporter screens (under the provider) use it. */
export function useReporterText(): ReporterTextValue {
  const value = useContext(ReporterTextContext);
  if (!value) throw new Error('useReporterText needs a ReporterTextProvider above it.');
  return value;
}
