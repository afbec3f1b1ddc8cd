import { hydrateWhenReached } from '~/ui/hydrate-when-used';
import { hydrateWhenNear } from '~/ui/lazy-section';
import { staticSection } from '~/ui/static-section';
import type { BlockComponents } from './block-renderer';
import type { HeroBlock } from './types';

// Reserved height while a block's code loads after a client-side navigation (the prerendered
// HTML keeps its real height on a first visit).
const reserve = 'min-h-[28rem]';

/**
 * What template pages render. The hero (above the fold: heading, links, illustration) never
 * changes in the browser, so it is a static section: its code is not loaded on a prerendered
 * page. Every other block is an island, in the prerendered HTML but with its code fetched only
 * when the visitor scrolls near it or uses it, which keeps service pages inside the first-load
 * JS budget. The slider and the tabs move by themselves, so they load as soon as they are near.
 */
export const islandBlocks: BlockComponents = {
  hero: staticSection<{ block: HeroBlock }>(
    () => import('./hero-block').then((m) => ({ default: m.HeroBlock })),
    'min-h-[40rem] lg:min-h-[36rem]',
  ),
  prose: hydrateWhenReached(
    () => import('./prose-block').then((m) => ({ default: m.ProseBlock })),
    reserve,
  ),
  cards: hydrateWhenReached(
    () => import('./card-grid-block').then((m) => ({ default: m.CardGridBlock })),
    reserve,
  ),
  'card-groups': hydrateWhenReached(
    () => import('./card-groups-block').then((m) => ({ default: m.CardGroupsBlock })),
    reserve,
  ),
  steps: hydrateWhenReached(
    () => import('./steps-block').then((m) => ({ default: m.StepsBlock })),
    reserve,
  ),
  slider: hydrateWhenNear(
    () => import('./slider-block').then((m) => ({ default: m.SliderBlock })),
    reserve,
  ),
  benefits: hydrateWhenReached(
    () => import('./benefits-block').then((m) => ({ default: m.BenefitsBlock })),
    reserve,
  ),
  table: hydrateWhenReached(
    () => import('./table-block').then((m) => ({ default: m.TableBlock })),
    reserve,
  ),
  tabs: hydrateWhenNear(
    () => import('./tabs-block').then((m) => ({ default: m.TabsBlock })),
    reserve,
  ),
  quote: hydrateWhenReached(
    () => import('./quote-block').then((m) => ({ default: m.QuoteBlock })),
    reserve,
  ),
  stats: hydrateWhenReached(
    () => import('./stats-block').then((m) => ({ default: m.StatsBlock })),
    reserve,
  ),
  cta: hydrateWhenReached(
    () => import('./cta-block').then((m) => ({ default: m.CtaBlock })),
    reserve,
  ),
  journey: hydrateWhenReached(
    () => import('./journey-block').then((m) => ({ default: m.JourneyBlock })),
    reserve,
  ),
  logos: hydrateWhenReached(
    () => import('./logos-block').then((m) => ({ default: m.LogosBlock })),
    reserve,
  ),
};
