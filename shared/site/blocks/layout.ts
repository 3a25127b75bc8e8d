import { z } from 'zod';
import { defineBlock } from './definition';
import {
  alignSchema,
  linkSchema,
  localized,
  mediaSchema,
  opacitySchema,
  paddingSchema,
  paletteColorSchema,
  textSchema,
  widthSchema,
} from './fields';
import { gridLayoutsSchema } from './grid';

/** Layout blocks: grids, the header, the menu, the footer and the search bar. */

/** Nested blocks placed on a 12-column grid (md) and a 4-column one (xs); spec: width 1, padding 0. */
export const gridBlock = defineBlock({
  type: 'Grid',
  gridSize: { w: 12, h: 8 },
  attrs: z.object({
    layouts: gridLayoutsSchema.default({ md: [], xs: [] }),
    width: widthSchema,
    padding: paddingSchema.default(0),
  }),
}).withDefaults(() => ({ layouts: { md: [], xs: [] }, width: 1, padding: 0 }));

/**
 * Nested blocks side by side in `numBlock` equal columns (stacked on phones); spec: two empty
 * slots, numBlock 2. Slot n holds the block's nth nested block; slots without one stay empty.
 */
export const simpleGridBlock = defineBlock({
  type: 'SimpleGrid',
  gridSize: { w: 12, h: 6 },
  attrs: z.object({
    numBlock: z.number().int().min(1).max(4).default(2),
    width: widthSchema,
    padding: paddingSchema.default(0),
  }),
}).withDefaults(() => ({ numBlock: 2, width: 1, padding: 0 }));

/**
 * The land's banner: logo, name and tagline over a picture or a colour (spec: backgroundColor
 * black, backgroundColorOpacity 80, width 1). An empty title shows the land's name.
 */
export const headerBlock = defineBlock({
  type: 'Header',
  attrs: z.object({
    title: textSchema,
    subtitle: textSchema,
    media: mediaSchema.default({ image: null, mobile: null }),
    showLogo: z.boolean().default(true),
    align: alignSchema.default('center'),
    backgroundColor: paletteColorSchema.default('black'),
    backgroundColorOpacity: opacitySchema.default(80),
    width: widthSchema,
  }),
}).withDefaults(() => ({
  title: localized('', '', ''),
  subtitle: localized('', '', ''),
  backgroundColor: 'black',
  backgroundColorOpacity: 80,
  width: 1,
}));

/**
 * The site's navigation: the home page and the visible free pages (spec §4: menu pages exclude
 * types search and single and hidden pages), plus the owner's own links. Three layouts: a bar
 * (logo then links), centred (logo above the links), compact (a disclosure that opens the links,
 * without script).
 */
export const menuBlock = defineBlock({
  type: 'Menu',
  layouts: ['bar', 'centered', 'compact'],
  attrs: z.object({
    showLogo: z.boolean().default(true),
    showName: z.boolean().default(true),
    /** Stays at the top of the window while the page scrolls. */
    sticky: z.boolean().default(true),
    backgroundColor: paletteColorSchema.default('white'),
    links: z
      .array(z.object({ label: textSchema, link: linkSchema }))
      .max(10)
      .default([]),
    width: widthSchema,
  }),
}).withDefaults(() => ({ showLogo: true, showName: true, sticky: true, backgroundColor: 'white', links: [] }));

/**
 * The foot of every page: the land's words, contact, social links and the legal pages. Two
 * layouts: columns, or one simple line. Spec: backgroundColor black, backgroundColorOpacity 80, width 1.
 */
export const footerBlock = defineBlock({
  type: 'Footer',
  layouts: ['columns', 'simple'],
  attrs: z.object({
    text: textSchema,
    media: mediaSchema.default({ image: null, mobile: null }),
    showContact: z.boolean().default(true),
    showSocial: z.boolean().default(true),
    showLegal: z.boolean().default(true),
    backgroundColor: paletteColorSchema.default('black'),
    backgroundColorOpacity: opacitySchema.default(80),
    width: widthSchema,
  }),
}).withDefaults(() => ({
  text: localized(
    'Merci de votre visite. Suivez nos nouveautés et contactez-nous pour toute question.',
    'شكرًا لزيارتكم. تابعوا جديدنا واتصلوا بنا لأي سؤال.',
    'Thank you for your visit. Follow our new arrivals and contact us with any question.',
  ),
  backgroundColor: 'black',
  backgroundColorOpacity: 80,
  width: 1,
}));

/** A search form that opens the land's listing page (spec: width 1, showTitle false, showCategories false). */
export const searchbarBlock = defineBlock({
  type: 'Searchbar',
  attrs: z.object({
    title: textSchema,
    placeholder: textSchema,
    showTitle: z.boolean().default(false),
    /** The land's categories as quick searches under the field. */
    showCategories: z.boolean().default(false),
    width: widthSchema,
  }),
}).withDefaults(() => ({
  title: localized('Rechercher dans la boutique', 'ابحث في المتجر', 'Search the store'),
  placeholder: localized('Que cherchez-vous ?', 'عمّ تبحث؟', 'What are you looking for?'),
  showTitle: false,
  showCategories: false,
  width: 1,
}));
