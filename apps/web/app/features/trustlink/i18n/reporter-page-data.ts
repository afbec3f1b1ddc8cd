import { reporterPageOf } from '@verdantia/domain/trustlink/languages';
import { data } from 'react-router';
import { reporterDictionaries } from './dictionaries';

/**
 * For the reporter pages' build-time loaders: the page's language, its path without the language
 * and the dictionary of that language, which travels in the page's HTML and `.data` file.
 * An unknown prefix (/xx/submit-interaction) is a 404.
 */
export function reporterPageData(request: Request) {
  const page = reporterPageOf(new URL(request.url).pathname);
  if (!page) throw data(null, { status: 404 });
  return { ...page, text: reporterDictionaries[page.language] };
}
