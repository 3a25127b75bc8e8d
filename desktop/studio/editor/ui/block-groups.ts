import { DATA_BOUND_BLOCKS, LOCATION_BLOCKS, type BlockType } from '../../../../shared/site/blocks/types';

export type BlockGroup = 'content' | 'media' | 'layout' | 'data' | 'land';

const MEDIA: readonly BlockType[] = ['Image', 'ImageWithText', 'Video', 'CustomVideo', 'Carousel', 'Gallery'];
const LAYOUT: readonly BlockType[] = ['Grid', 'SimpleGrid', 'Spacer', 'Header', 'Menu', 'Footer', 'Searchbar'];
const LAND: readonly BlockType[] = [...LOCATION_BLOCKS, 'ContactInformation', 'Contact', 'Social'];

/** The add-block dialog's group of a block type. */
export function groupOf(type: BlockType): BlockGroup {
  if (DATA_BOUND_BLOCKS.includes(type) || type === 'ProductsShow') return 'data';
  if (MEDIA.includes(type)) return 'media';
  if (LAYOUT.includes(type)) return 'layout';
  if (LAND.includes(type)) return 'land';
  return 'content';
}

export const BLOCK_GROUPS: readonly BlockGroup[] = ['content', 'media', 'layout', 'data', 'land'];
