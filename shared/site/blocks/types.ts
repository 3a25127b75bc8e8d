import type { LaunchType } from '../launch';

/** Every block type of the catalogue (spec §3 "Block catalogue"). */
export const BLOCK_TYPES = [
  'Image',
  'ImageWithText',
  'Text',
  'Content',
  'Video',
  'CustomVideo',
  'Carousel',
  'AnnouncementList',
  'Icon',
  'Features',
  'Button',
  'Map',
  'ContactInformation',
  'Spacer',
  'Social',
  'HeroSection',
  'Grid',
  'SimpleGrid',
  'Gallery',
  'Header',
  'Menu',
  'Footer',
  'Searchbar',
  'Products',
  'ProductsShow',
  'ProductNavs',
  'ProductCarousel',
  'StoreBrowser',
  'StoreCarousel',
  'Contact',
  'Maps',
] as const;
export type BlockType = (typeof BLOCK_TYPES)[number];

/** True for a known block type. */
export function isBlockType(value: unknown): value is BlockType {
  return typeof value === 'string' && (BLOCK_TYPES as readonly string[]).includes(value);
}

/** Blocks both kinds of site offer: content and layout. */
const BASE_BLOCKS: readonly BlockType[] = [
  'Image',
  'ImageWithText',
  'Text',
  'Content',
  'Video',
  'CustomVideo',
  'Carousel',
  'Icon',
  'Features',
  'Button',
  'Spacer',
  'HeroSection',
  'Grid',
  'SimpleGrid',
  'Gallery',
];

/**
 * The blocks each kind of site may hold (spec §3 "Block sets by launch type"): a store gets the
 * full set around its own announcements and location; a market the reduced set around its stores.
 */
export const BLOCK_SETS: Record<LaunchType, readonly BlockType[]> = {
  STORE: [
    ...BASE_BLOCKS,
    'Header',
    'Menu',
    'Searchbar',
    'Footer',
    'Products',
    'AnnouncementList',
    'ProductsShow',
    'Contact',
    'Maps',
    'Map',
    'ContactInformation',
    'Social',
  ],
  MARKET: [
    ...BASE_BLOCKS,
    'Products',
    'ProductNavs',
    'ProductCarousel',
    'StoreBrowser',
    'StoreCarousel',
    'Header',
    'Menu',
    'ProductsShow',
    'Footer',
    'Contact',
  ],
};

/** Blocks that read a query of the build (`attrs.queryId`) and show its results. */
export const DATA_BOUND_BLOCKS: readonly BlockType[] = [
  'AnnouncementList',
  'Products',
  'ProductNavs',
  'ProductCarousel',
  'StoreBrowser',
  'StoreCarousel',
];

/** Blocks that hold nested blocks. */
export const CONTAINER_BLOCKS: readonly BlockType[] = ['Grid', 'SimpleGrid'];

/** Blocks that show the land's location and are refused when it has none (spec §8). */
export const LOCATION_BLOCKS: readonly BlockType[] = ['Map', 'Maps'];
