import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { staticSection } from '~/ui/static-section';

// The links never change once the page is drawn, so a prerendered page keeps the server's HTML
// and never downloads their code (see staticSection).
const FooterLinks = staticSection<object>(
  () => import('./footer-links').then((m) => ({ default: m.FooterLinks })),
  'min-h-[36rem] lg:min-h-[22rem]',
);

/** `newsletter` is the sign-up form, passed in so the site chrome depends on no feature. */
export function SiteFooter({ newsletter }: { newsletter?: ReactNode }) {
  const { pathname } = useLocation();
  // The contact page and the academy landing have their own form; a second one in the footer
  // would compete with it.
  const showNewsletter =
    Boolean(newsletter) && pathname !== '/contact' && pathname !== '/academy-page';

  return (
    <footer className="bg-brand-950 text-white/85">
      {showNewsletter && (
        <div className="border-b border-white/10">
          <div className="container-page grid grid-cols-1 gap-6 py-12 md:grid-cols-2 md:items-center">
            <div>
              <h2 className="text-2xl font-semibold text-white">Keep in touch</h2>
              <p className="mt-2 max-w-md text-sm text-white/85">
                One e-mail a month on ESG regulation, reporting and practical decarbonisation. No
                spam; unsubscribe at any time.
              </p>
            </div>
            {newsletter}
          </div>
        </div>
      )}
      <FooterLinks />
    </footer>
  );
}
