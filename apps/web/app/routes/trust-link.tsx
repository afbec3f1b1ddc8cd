import { ReporterTextProvider } from '~/features/trustlink/i18n/reporter-text';
import { reporterPageData } from '~/features/trustlink/i18n/reporter-page-data';
import { TrustLinkLanding } from '~/features/trustlink/landing/trustlink-landing';
import { languageAlternates } from '~/features/trustlink/i18n/language-alternates';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/trust-link';

/**
 * Runs at build time only (ssr: false + prerender): each landing's copy, in the page's language,
 * is written into its HTML and `.data` file, keeping every dictionary out of the JavaScript.
 */
export function loader({ request }: Route.LoaderArgs) {
  return reporterPageData(request);
}

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args),
  ...languageAlternates(args.location.pathname),
];

/** /trust-link-1 and /trust-link-2 (and their Welsh and Polish pages): one template. */
export default function TrustLinkPage({ loaderData }: Route.ComponentProps) {
  const { language, path, text } = loaderData;
  return (
    <ReporterTextProvider language={language} text={text}>
      <TrustLinkLanding page={path === '/trust-link-2' ? 'trustLink2' : 'trustLink1'} />
    </ReporterTextProvider>
  );
}
