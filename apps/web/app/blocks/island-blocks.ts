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
 * when the visitor nears it, which keeps service pages inside the first-load JS budget.
 */
export const islandBlocks: BlockComponents = {
  hero: staticSection<{ block: HeroBlock }>(
    () => import('./hero-block').then((m) => ({ default: m.HeroBlock })),
    'min-h-[40rem] lg:min-h-[36rem]',
  ),
  prose: hydrateWhenNear(
    () => import('./prose-block').then((m) => ({ default: m.ProseBlock })),
    reserve,
  ),
  cards: hydrateWhenNear(
    () => import('./card-grid-block').then((m) => ({ default: m.CardGridBlock })),
    reserve,
  ),
  'card-groups': hydrateWhenNear(
    () => import('./card-groups-block').then((m) => ({ default: m.CardGroupsBlock })),
    reserve,
  ),
  steps: hydrateWhenNear(
    () => import('./steps-block').then((m) => ({ default: m.StepsBlock })),
    reserve,
  ),
  slider: hydrateWhenNear(
    () => import('./slider-block').then((m) => ({ default: m.SliderBlock })),
    reserve,
  ),
  benefits: hydrateWhenNear(
    () => import('./benefits-block').then((m) => ({ default: m.BenefitsBlock })),
    reserve,
  ),
  table: hydrateWhenNear(
    () => import('./table-block').then((m) => ({ default: m.TableBlock })),
    reserve,
  ),
  tabs: hydrateWhenNear(
    () => import('./tabs-block').then((m) => ({ default: m.TabsBlock })),
    reserve,
  ),
  quote: hydrateWhenNear(
    () => import('./quote-block').then((m) => ({ default: m.QuoteBlock })),
    reserve,
  ),
  stats: hydrateWhenNear(
    () => import('./stats-block').then((m) => ({ default: m.StatsBlock })),
    reserve,
  ),
  cta: hydrateWhenNear(() => import('./cta-block').then((m) => ({ default: m.CtaBlock })), reserve),
  journey: hydrateWhenNear(
    () => import('./journey-block').then((m) => ({ default: m.JourneyBlock })),
    reserve,
  ),
  logos: hydrateWhenNear(
    () => import('./logos-block').then((m) => ({ default: m.LogosBlock })),
    reserve,
  ),
};
