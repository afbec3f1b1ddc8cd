import type { ComponentType } from 'react';
import { BenefitsBlock } from './benefits-block';
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
import type { Block, BlockType } from './types';

export type BlockComponents = {
  [T in BlockType]: ComponentType<{ block: Extract<Block, { type: T }> }>;
};

/** block.type -> component. A block type without a component here fails to compile. */
export const blockComponents: BlockComponents = {
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

/** Renders a template page's blocks in order. */
export function BlockRenderer({ blocks }: { blocks: Block[] }) {
  return (
    <>
      {/* Every page should open with a hero (it carries the h1 and clears the fixed header). */}
      {blocks[0]?.type !== 'hero' && <div className="pt-header" />}
      {blocks.map((block, i) => {
        const Component = blockComponents[block.type] as ComponentType<{ block: Block }>;
        return <Component key={i} block={block} />;
      })}
    </>
  );
}
