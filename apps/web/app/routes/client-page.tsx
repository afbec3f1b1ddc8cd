import { Outlet } from 'react-router';
import { findClientPage } from '@verdantia/domain/site/client-routes';
import { revalidateOnPathChange } from '~/lib/revalidate-on-path';
import type { Route } from './+types/client-page';

/**
 * The frame of the pages drawn in the browser (academy account, back-office): their catalogue
 * entry (title, description, background) reaches `meta` and the layout as this layout's data,
 * the way public pages get theirs from the public-page layout. The list of client pages thus
 * loads with these pages only, not with every public page.
 */
export function clientLoader({ request }: Route.ClientLoaderArgs) {
  const page = findClientPage(new URL(request.url).pathname);
  if (!page) return { page: undefined };
  const { mode: _mode, ...head } = page;
  return { page: head };
}

export const shouldRevalidate = revalidateOnPathChange;

export default function ClientPage() {
  return <Outlet />;
}
