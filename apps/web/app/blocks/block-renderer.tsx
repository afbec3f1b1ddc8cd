import { createContext, type ComponentType } from 'react';
import type { IconName } from './icon-names';
import type { Block } from './types';

/** SVG markup per icon name, made at build time by `iconMarkup` (icon-markup.server.tsx). */
export type IconMarkup = Partial<Record<IconName, string>>;

/**
 * The icons of the page being rendered, for BlockIcon. Here rather than in block-icon.tsx: a
 * template page's first load needs the context but not the icon component, which loads with
 * the islands that draw icons.
 */
export const IconContext = createContext<IconMarkup>({});

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
 * template pages, `companyBlocks` on the company pages, `eagerBlocks` in tests. `icons` is the
 * markup of the icons the blocks name.
 */
export function BlockRenderer<B extends AnyBlock = Block>({
  blocks,
  components,
  icons = {},
}: {
  blocks: B[];
  components: ComponentsFor<B>;
  icons?: IconMarkup;
}) {
  return (
    <IconContext value={icons}>
      {/* Every page should open with a hero (it carries the h1 and clears the fixed header). */}
      {!openers.has(blocks[0]?.type ?? '') && <div className="pt-header" />}
      {blocks.map((block, i) => {
        const Component = components[block.type as B['type']] as ComponentType<{ block: B }>;
        return <Component key={i} block={block} />;
      })}
    </IconContext>
  );
}
