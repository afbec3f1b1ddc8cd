import { BenefitsBlock } from './benefits-block';
import type { BlockComponents } from './block-renderer';
import { CardGridBlock } from './card-grid-block';
import { CardGroupsBlock } from './card-groups-block';
import { CtaBlock } from './cta-block';
import { HeroBlock } from './hero-block';
import { JourneyBlock } from './journey-block';
import { LogosBlock } from './logos-block';
import { ProseBlock } from './prose-block';
import { QuoteBlock } from './quote-block';
import { SliderBlock } from './slider-block';
import { StatsBlock } from './stats-block';
import { StepsBlock } from './steps-block';
import { TableBlock } from './table-block';
import { TabsBlock } from './tabs-block';

/** Every block component loaded up front: for component tests and previews. */
export const eagerBlocks: BlockComponents = {
  hero: HeroBlock,
  prose: ProseBlock,
  cards: CardGridBlock,
  'card-groups': CardGroupsBlock,
  steps: StepsBlock,
  slider: SliderBlock,
  benefits: BenefitsBlock,
  table: TableBlock,
  tabs: TabsBlock,
  quote: QuoteBlock,
  stats: StatsBlock,
  cta: CtaBlock,
  journey: JourneyBlock,
  logos: LogosBlock,
};
