import { hydrateWhenReached } from '~/ui/hydrate-when-used';
import type { ComponentsFor } from './block-renderer';
import type { CompanyBlock } from './company-types';
import { IndexHeroBlock } from './index-hero-block';
import { PageHeroBlock } from './page-hero-block';

// Reserved height while a block's code loads after a client-side navigation.
const reserve = 'min-h-[28rem]';

/**
 * What the company pages render: the hero is part of the first load; every other block is an
 * island, in the prerendered HTML with its code fetched when the visitor scrolls near it or uses
 * it.
 */
export const companyBlocks: ComponentsFor<CompanyBlock> = {
  'page-hero': PageHeroBlock,
  'index-hero': IndexHeroBlock,
  statement: hydrateWhenReached(
    () => import('./statement-block').then((m) => ({ default: m.StatementBlock })),
    reserve,
  ),
  'link-cards': hydrateWhenReached(
    () => import('./link-cards-block').then((m) => ({ default: m.LinkCardsBlock })),
    reserve,
  ),
  numbered: hydrateWhenReached(
    () => import('./numbered-block').then((m) => ({ default: m.NumberedBlock })),
    reserve,
  ),
  roles: hydrateWhenReached(
    () => import('./roles-block').then((m) => ({ default: m.RolesBlock })),
    reserve,
  ),
  office: hydrateWhenReached(
    () => import('./office-block').then((m) => ({ default: m.OfficeBlock })),
    reserve,
  ),
  closing: hydrateWhenReached(
    () => import('./closing-block').then((m) => ({ default: m.ClosingBlock })),
    reserve,
  ),
  panel: hydrateWhenReached(
    () => import('./panel-block').then((m) => ({ default: m.PanelBlock })),
    reserve,
  ),
  principles: hydrateWhenReached(
    () => import('./principles-block').then((m) => ({ default: m.PrinciplesBlock })),
    reserve,
  ),
};
