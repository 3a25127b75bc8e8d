import type { z } from 'zod';
import {
  buttonBlock,
  contentBlock,
  featuresBlock,
  heroSectionBlock,
  iconBlock,
  imageBlock,
  imageWithTextBlock,
  spacerBlock,
  textBlock,
} from './content';
import {
  announcementListBlock,
  productCarouselBlock,
  productNavsBlock,
  productsBlock,
  productsShowBlock,
  storeBrowserBlock,
  storeCarouselBlock,
} from './data';
import type { BlockDefinition } from './definition';
import { contactBlock, contactInformationBlock, mapBlock, mapsBlock, socialBlock } from './land';
import { footerBlock, gridBlock, headerBlock, menuBlock, searchbarBlock, simpleGridBlock } from './layout';
import { carouselBlock, customVideoBlock, galleryBlock, videoBlock } from './media';
import type { BlockType } from './types';

const definitions = {
  Image: imageBlock,
  ImageWithText: imageWithTextBlock,
  Text: textBlock,
  Content: contentBlock,
  Video: videoBlock,
  CustomVideo: customVideoBlock,
  Carousel: carouselBlock,
  AnnouncementList: announcementListBlock,
  Icon: iconBlock,
  Features: featuresBlock,
  Button: buttonBlock,
  Map: mapBlock,
  ContactInformation: contactInformationBlock,
  Spacer: spacerBlock,
  Social: socialBlock,
  HeroSection: heroSectionBlock,
  Grid: gridBlock,
  SimpleGrid: simpleGridBlock,
  Gallery: galleryBlock,
  Header: headerBlock,
  Menu: menuBlock,
  Footer: footerBlock,
  Searchbar: searchbarBlock,
  Products: productsBlock,
  ProductsShow: productsShowBlock,
  ProductNavs: productNavsBlock,
  ProductCarousel: productCarouselBlock,
  StoreBrowser: storeBrowserBlock,
  StoreCarousel: storeCarouselBlock,
  Contact: contactBlock,
  Maps: mapsBlock,
} satisfies Record<BlockType, BlockDefinition>;

/** The attributes of a block of type `T`, as its schema returns them (defaults filled). */
export type BlockAttrs<T extends BlockType> = z.output<(typeof definitions)[T]['attrs']>;

/** The definition of every block type. */
export const BLOCK_DEFINITIONS: Record<BlockType, BlockDefinition> = definitions;
