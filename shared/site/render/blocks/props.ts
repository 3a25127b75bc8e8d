import type { ReactNode } from 'react';
import type { BlockAttrs } from '../../blocks/catalogue';
import type { BlockType } from '../../blocks/types';
import type { SiteBlock } from '../../document';

/** A nested block, already rendered by the dispatcher (Grid and SimpleGrid place them). */
export interface NestedBlock {
  id: string;
  type: string;
  node: ReactNode;
}

/** What every block component receives: the block, its checked attributes (defaults filled) and its layout. */
export interface BlockProps<T extends BlockType> {
  block: SiteBlock;
  attrs: BlockAttrs<T>;
  /** The layout variant to render (the block's own when its type knows it, else the type's first). */
  layout: string | undefined;
  /** The block's nested blocks, rendered (containers only). */
  nested: NestedBlock[];
}
