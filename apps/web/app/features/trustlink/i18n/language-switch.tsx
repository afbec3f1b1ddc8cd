import {
  localisedPath,
  reporterLanguages,
  reporterLanguageTags,
  type ReporterPath,
} from '@verdantia/domain/trustlink/languages';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { cn } from '~/ui/cn';
import { KEEP_SCROLL } from '~/layout/scroll-to-top';
import { reporterLanguageNames } from './language-names';
import { useReporterText } from './reporter-text';

/**
 * The reporter pages in English, Welsh and Polish. A switch is a client-side move to the same
 * page under /cy or /pl: the page stays mounted, so what the reporter typed stays, and the
 * scroll position too. Each name is written in its own language (and marked so).
 */
export function LanguageSwitch({ path, className }: { path: ReporterPath; className?: string }) {
  const { language, text } = useReporterText();
  const first = useRef(language);
  const [announce, setAnnounce] = useState(false);
  useEffect(() => {
    if (language !== first.current) setAnnounce(true);
  }, [language]);
  return (
    <nav aria-label={text.language.switchLabel} className={cn('text-sm', className)}>
      <ul className="flex flex-wrap items-center gap-1">
        {reporterLanguages.map((each) => {
          const current = each === language;
          return (
            <li key={each}>
              <Link
                to={localisedPath(path, each)}
                replace
                state={KEEP_SCROLL}
                lang={reporterLanguageTags[each]}
                hrefLang={reporterLanguageTags[each]}
                aria-current={current ? 'page' : undefined}
                className={cn(
                  'inline-flex min-h-11 items-center rounded-full px-3 font-semibold',
                  current
                    ? 'bg-brand-800 text-white'
                    : 'text-brand-800 underline-offset-4 hover:bg-brand-50 hover:underline',
                )}
              >
                {reporterLanguageNames[each]}
              </Link>
            </li>
          );
        })}
      </ul>
      <p role="status" className="sr-only">
        {announce ? text.language.switched : ''}
      </p>
    </nav>
  );
}
