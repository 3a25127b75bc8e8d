import { z } from 'zod';
import { defineBlock } from './definition';
import { countSchema, localized, queryIdSchema, textSchema, widthSchema } from './fields';

/**
 * Data-bound blocks (DATA_BOUND_BLOCKS): lists of the build's queries (`queryId`, spec §9: count
 * 16). Announcement lists without a query show the listing page's results (the page of type
 * search: the land's announcements for the address's keywords).
 */

const listAttrs = {
  queryId: queryIdSchema,
  count: countSchema,
  title: textSchema,
  width: widthSchema,
};

export const productsBlock = defineBlock({
  type: 'Products',
  layouts: ['grid', 'list'],
  attrs: z.object({
    ...listAttrs,
    /** Cards per row on wide screens. */
    columns: z.number().int().min(2).max(6).default(4),
  }),
}).withDefaults(() => ({ title: localized('Nos produits', 'منتجاتنا', 'Our products'), count: 16, columns: 4 }));

/** The announcement browser of store sites: rows with a picture, the title and the price. */
export const announcementListBlock = defineBlock({
  type: 'AnnouncementList',
  layouts: ['list', 'grid'],
  attrs: z.object({ ...listAttrs }),
}).withDefaults(() => ({ title: localized('Nos annonces', 'إعلاناتنا', 'Our listings'), count: 16 }));

/** A query's announcements and its cluster's, under two tabs of links (spec: width 1, itemsCount 4). */
export const productNavsBlock = defineBlock({
  type: 'ProductNavs',
  attrs: z.object({
    ...listAttrs,
    /** Cards per row on wide screens. */
    itemsCount: z.number().int().min(2).max(6).default(4),
  }),
}).withDefaults(() => ({ title: localized('À découvrir', 'اكتشفوا', 'Discover'), count: 16, itemsCount: 4 }));

export const productCarouselBlock = defineBlock({
  type: 'ProductCarousel',
  attrs: z.object({
    ...listAttrs,
    /** Cards visible at once on wide screens. */
    perView: z.number().int().min(1).max(6).default(4),
  }),
}).withDefaults(() => ({ title: localized('Nouveautés', 'الجديد', 'New arrivals'), count: 16, perView: 4 }));

export const storeBrowserBlock = defineBlock({
  type: 'StoreBrowser',
  attrs: z.object({ ...listAttrs }),
}).withDefaults(() => ({ title: localized('Nos boutiques', 'متاجرنا', 'Our stores'), count: 16 }));

export const storeCarouselBlock = defineBlock({
  type: 'StoreCarousel',
  attrs: z.object({
    ...listAttrs,
    perView: z.number().int().min(1).max(6).default(3),
  }),
}).withDefaults(() => ({
  title: localized('Boutiques à la une', 'متاجر مميزة', 'Featured stores'),
  count: 16,
  perView: 3,
}));

/** The announcement of the page of type single (spec: width 1; comments, description, delivery and specs shown). */
export const productsShowBlock = defineBlock({
  type: 'ProductsShow',
  attrs: z.object({
    width: widthSchema,
    showComments: z.boolean().default(true),
    showDescription: z.boolean().default(true),
    showDelivery: z.boolean().default(true),
    showSpecs: z.boolean().default(true),
  }),
}).withDefaults(() => ({ width: 1, showComments: true, showDescription: true, showDelivery: true, showSpecs: true }));
