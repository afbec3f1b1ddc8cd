import type { ComponentType } from 'react';
import type { Block } from './types';

interface AnyBlock {
  type: string;
}

/** One component per block type of the union `B` (a map missing a type fails to compile). */
export type ComponentsFor<B extends AnyBlock> = {
  [T in B['type']]: ComponentType<{ block: Extract<B, { type: T }> }>;
};

export type BlockComponents = ComponentsFor<Block>;

// The blocks that open a page: they carry the h1 and clear the fixed header.
const openers = new Set(['hero', 'page-hero', 'index-hero']);

/**
 * Renders a page's blocks in order through a `block.type -> component` map: `islandBlocks` on
 * template pages, `companyBlocks` on the company pages, `eagerBlocks` in tests.
 */
export function BlockRenderer<B extends AnyBlock = Block>({
  blocks,
  components,
}: {
  blocks: B[];
  components: ComponentsFor<B>;
}) {
  return (
    <>
      {/* Every page should open with a hero (it carries the h1 and clears the fixed header). */}
      {!openers.has(blocks[0]?.type ?? '') && <div className="pt-header" />}
      {blocks.map((block, i) => {
        const Component = components[block.type as B['type']] as ComponentType<{ block: B }>;
        return <Component key={i} block={block} />;
      })}
    </>
  );
}
