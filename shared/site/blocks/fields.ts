import { z } from 'zod';
import { localizedTextSchema, type LocalizedText } from '../document';
import { DEFAULT_LIST_COUNT, SITE_LIMITS } from '../limits';
import { isSafeImageUrl, isSafeLink } from '../media/urls';

/**
 * Attribute fields many blocks share: widths, spacing, alignment, colours, links, pictures,
 * buttons and list bindings. The renderer maps each value to a class or a data attribute of
 * site.css (the public site's policy forbids inline styles), so every field is a closed set.
 */

/** The problem code validate.ts turns into its text (`badLink`). */
export const BAD_LINK = 'badLink';

/**
 * The share of the page's content column a block takes (1 = all of it). Blocks with a background
 * (Header, HeroSection, Footer) paint it edge to edge and keep their content to this width.
 */
export const BLOCK_WIDTHS = [0.5, 0.75, 1] as const;
export const widthSchema = z.union(BLOCK_WIDTHS.map((width) => z.literal(width))).default(1);

/** Spacing steps (0 none … 6 large): a Grid's inner padding, a Spacer's height. */
export const paddingSchema = z.number().int().min(0).max(6);

export const ALIGNMENTS = ['start', 'center', 'end'] as const;
export const alignSchema = z.enum(ALIGNMENTS);

/**
 * Named colours of blocks (buttons, backgrounds, icons). `primary` follows the site's theme
 * colour; the others are a fixed palette with readable text colours in site.css. Hex colours
 * are the theme's only (spec §3 theme.color), so no block needs a style of its own.
 */
export const PALETTE_COLORS = [
  'primary',
  'orange',
  'black',
  'white',
  'gray',
  'red',
  'green',
  'blue',
  'teal',
  'purple',
  'pink',
  'yellow',
  'brown',
] as const;
export type PaletteColor = (typeof PALETTE_COLORS)[number];
export const paletteColorSchema = z.enum(PALETTE_COLORS);

/** Opacity of a background's colour over its picture, in percent (spec: 80 for Header and Footer). */
export const opacitySchema = z.number().int().min(0).max(100);

/** An address a block links to: http, https, mailto, tel or a path of the site; '' for none. */
export const linkSchema = z
  .string()
  .trim()
  .max(2048)
  .refine((value) => value === '' || isSafeLink(value), BAD_LINK)
  .default('');

const imageUrl = z
  .string()
  .trim()
  .max(2048)
  .refine((value) => isSafeImageUrl(value), BAD_LINK);

/** Steps of a picture's focus point, in percent of its width and height (site.css has a rule for each). */
export const FOCUS_STEPS = [0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100] as const;
const focusStep = z.number().int().min(0).max(100).multipleOf(10);

/**
 * A picture: the full size, a thumbnail (https or a path of the site: the media library's
 * pictures are /media/… paths) and the point that stays in view when the picture is cropped
 * to its frame (centre when absent).
 */
export const blockImageSchema = z.object({
  full: imageUrl,
  thumb: imageUrl.optional(),
  focus: z.object({ x: focusStep, y: focusStep }).optional(),
});
export type BlockImage = z.infer<typeof blockImageSchema>;

/** Desktop and mobile pictures (spec: "desktop and mobile media"); the mobile one falls back to the desktop one. */
export const mediaSchema = z.object({
  image: blockImageSchema.nullable().default(null),
  mobile: blockImageSchema.nullable().default(null),
});
export type BlockMedia = z.infer<typeof mediaSchema>;

export const BUTTON_STYLES = ['filled', 'outlined', 'text'] as const;

/** A button (spec: "a button with link, name, style and color"); a button without name or link is not shown. */
export const buttonSchema = z.object({
  link: linkSchema,
  name: localizedTextSchema.default({ fr: '', ar: '', en: '' }),
  style: z.enum(BUTTON_STYLES).default('filled'),
  color: paletteColorSchema.default('primary'),
});
export type BlockButton = z.infer<typeof buttonSchema>;

/** A text in the three languages, empty by default. */
export const textSchema = localizedTextSchema.default({ fr: '', ar: '', en: '' });

/** The id of one of the build's queries (validate.ts checks it exists); none = the listing page's results. */
export const queryIdSchema = z.string().regex(SITE_LIMITS.idPattern, 'Identifiant invalide').optional();

/** How many results a data-bound block shows (spec §9: 16). */
export const countSchema = z.number().int().min(1).max(SITE_LIMITS.maxQueryCount).default(DEFAULT_LIST_COUNT);

/** A text in fr, ar and en. */
export function localized(fr: string, ar: string, en: string): LocalizedText {
  return { fr, ar, en };
}
