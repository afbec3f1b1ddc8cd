import type { ComponentType } from 'react';
import type { Block, BlockType } from './types';

export type BlockComponents = {
  [T in BlockType]: ComponentType<{ block: Extract<Block, { type: T }> }>;
};

/**
 * Renders a template page's blocks in order through a `block.type -> component` map (a map
 * missing a block type fails to compile): `islandBlocks` on pages, `eagerBlocks` in tests.
 */
export function BlockRenderer({
  blocks,
  components,
}: {
  blocks: Block[];
  components: BlockComponents;
}) {
  return (
    <>
      {/* Every page should open with a hero (it carries the h1 and clears the fixed header). */}
      {blocks[0]?.type !== 'hero' && <div className="pt-header" />}
      {blocks.map((block, i) => {
        const Component = components[block.type] as ComponentType<{ block: Block }>;
        return <Component key={i} block={block} />;
      })}
    </>
  );
}
