import { z } from 'zod';
import { DEFAULT_LIST_COUNT, SITE_LIMITS } from './limits';

/**
 * The SiteBuild document (stores-and-site-builder.md §3), current schema version. One zod schema
 * checks it on the server (every commit) and in the studio (before it sends): older documents go
 * through `migrateSiteDocument` (migrations.ts) first.
 */
export const SITE_SCHEMA_VERSION = 2;

const text = z.string().max(SITE_LIMITS.maxTextLength);
const id = z.string().regex(SITE_LIMITS.idPattern, 'Identifiant invalide');

/** A text in the three languages; a missing language is an empty string. */
export const localizedTextSchema = z.object({
  fr: text.default(''),
  ar: text.default(''),
  en: text.default(''),
});
export type LocalizedText = z.infer<typeof localizedTextSchema>;

/** A picture: the full size and a thumbnail (spec: `{full, thumb}`). */
export const siteImageSchema = z.object({ full: z.string().max(2048), thumb: z.string().max(2048).optional() });
export type SiteImage = z.infer<typeof siteImageSchema>;

/** A CSS colour as the studio's picker writes it: a name (orange, black) or #rgb / #rrggbb / #rrggbbaa. */
export const colorSchema = z
  .string()
  .regex(/^(#[0-9a-fA-F]{3,8}|[a-z]{3,20})$/, 'Couleur invalide')
  .max(20);

/** A block: its type, an optional layout variant, its attributes (checked per type) and nested blocks. */
export interface SiteBlock {
  id: string;
  type: string;
  layout?: string | undefined;
  attrs: Record<string, unknown>;
  blocks?: SiteBlock[] | undefined;
}

export const siteBlockSchema: z.ZodType<SiteBlock> = z.lazy(() =>
  z.object({
    id,
    type: z.string().min(1).max(40),
    layout: z.string().max(40).optional(),
    attrs: z.record(z.string(), z.unknown()).default({}),
    blocks: z.array(siteBlockSchema).optional(),
  }),
);

/**
 * Page types: home (one), page (a free page), search (the land's announcements, `annonce/`) and
 * single (one announcement, `annonce/{id}`). The spec names home, search and single.
 */
export const PAGE_TYPES = ['home', 'page', 'search', 'single'] as const;
export type PageType = (typeof PAGE_TYPES)[number];

export const sitePageSchema = z.object({
  id,
  title: localizedTextSchema,
  type: z.enum(PAGE_TYPES),
  slug: z
    .string()
    .max(SITE_LIMITS.maxSlugLength)
    .regex(/^([a-z0-9\u0600-\u06ff]+(-[a-z0-9\u0600-\u06ff]+)*)?$/, 'Adresse de page invalide'),
  backgroundColor: colorSchema.optional(),
  backgroundImg: siteImageSchema.optional(),
  visible: z.boolean().default(true),
  blocks: z.array(siteBlockSchema).default([]),
});
export type SitePage = z.infer<typeof sitePageSchema>;

export const siteThemeSchema = z.object({
  font: z.string().max(60).default('Default'),
  dark: z.boolean().default(false),
  color: colorSchema.default('orange'),
  backgroundColor: colorSchema.optional(),
  backgroundImg: siteImageSchema.optional(),
});
export type SiteTheme = z.infer<typeof siteThemeSchema>;

/**
 * The filter of a site query: the portal search's filter fields that make sense inside a land
 * (the land itself is added by the server).
 */
export const siteQueryFilterSchema = z
  .object({
    categoryId: z.string().max(20).optional(),
    categorySlug: z.string().max(120).optional(),
    regionIds: z.array(z.string().max(40)).max(58).optional(),
    cityIds: z.array(z.string().max(40)).max(100).optional(),
    delivery: z.boolean().optional(),
    hasPictures: z.boolean().optional(),
    hasPrice: z.boolean().optional(),
    priceRange: z.object({ min: z.number().nullable().optional(), max: z.number().nullable().optional() }).optional(),
    orderByField: z.enum(['REFRESHED_AT', 'CREATED_AT']).optional(),
    /** Type STORES in a market: only these stores. */
    storeIds: z.array(z.string().max(20)).max(100).optional(),
  })
  .strict();
export type SiteQueryFilter = z.infer<typeof siteQueryFilterSchema>;

const queryCount = z.number().int().min(1).max(SITE_LIMITS.maxQueryCount).default(DEFAULT_LIST_COUNT);

export const siteQueryClusterSchema = z.object({
  name: localizedTextSchema,
  q: z.string().max(200).default(''),
  count: queryCount,
  filter: siteQueryFilterSchema.default({}),
});

/** A named list the data-bound blocks show (`attrs.queryId` names it). */
export const siteQuerySchema = z.object({
  id,
  name: localizedTextSchema,
  q: z.string().max(200).default(''),
  count: queryCount,
  type: z.enum(['ANNOUNCEMENTS', 'STORES']).default('ANNOUNCEMENTS'),
  filter: siteQueryFilterSchema.default({}),
  cluster: siteQueryClusterSchema.optional(),
});
export type SiteQuery = z.infer<typeof siteQuerySchema>;

/** The whole document of a build. */
export const siteDocumentSchema = z.object({
  schemaVersion: z.literal(SITE_SCHEMA_VERSION),
  templateId: z.string().max(60).nullable().default(null),
  autoSave: z.boolean().optional(),
  theme: siteThemeSchema.default({ font: 'Default', dark: false, color: 'orange' }),
  pages: z.array(sitePageSchema).min(1).max(SITE_LIMITS.maxPages),
  headers: z.array(siteBlockSchema).max(SITE_LIMITS.maxPinnedBlocks).default([]),
  footers: z.array(siteBlockSchema).max(SITE_LIMITS.maxPinnedBlocks).default([]),
  queries: z.array(siteQuerySchema).max(SITE_LIMITS.maxQueries).default([]),
});
export type SiteDocument = z.infer<typeof siteDocumentSchema>;
