import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { NotFoundSection } from '~/layout/not-found-section';
import { pageMeta } from '~/lib/meta';
import { PARTIAL_MANIFEST } from '~/lib/page-markers';
import type { Route } from './+types/not-found';

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: 'Page not found', noindex: true });

/**
 * Whether this page's route manifest leaves routes out (the prerendered pages' one, without the
 * back office and the pages reached from e-mails; scripts/trim-manifest.ts): an address it does
 * not know may still be a page of the site.
 */
function manifestIsPartial() {
  const manifest = (window as { __reactRouterManifest?: Record<string, unknown> })
    .__reactRouterManifest;
  return manifest?.[PARTIAL_MANIFEST] === true;
}

export default function NotFoundPage() {
  // "default" is the entry the document was loaded at; any other was reached in the browser.
  const { key } = useLocation();
  const askServer = key !== 'default' && typeof window !== 'undefined' && manifestIsPartial();
  useEffect(() => {
    // The address is already in the history: load it as a document, which the server answers
    // with the page (and the whole manifest) or with its own "not found".
    if (askServer) window.location.reload();
  }, [askServer, key]);
  if (askServer) return <div className="min-h-[32rem]" />;
  return <NotFoundSection />;
}
