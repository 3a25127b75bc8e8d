import { z } from 'zod';
import { MAP_ZOOM } from '../media/map';
import { defineBlock } from './definition';
import { localized, textSchema, widthSchema } from './fields';

/**
 * Blocks that show the land itself: where it is (Map, Maps: LOCATION_BLOCKS, refused without a
 * location), how to reach it (Contact, ContactInformation) and its social networks.
 */

export const MAP_HEIGHTS = ['small', 'medium', 'large'] as const;
const zoomSchema = z.number().int().min(MAP_ZOOM.min).max(MAP_ZOOM.max).default(MAP_ZOOM.default);
const findUs = () => localized('Nous trouver', 'موقعنا', 'Find us');

export const mapBlock = defineBlock({
  type: 'Map',
  attrs: z.object({
    title: textSchema,
    zoom: zoomSchema,
    height: z.enum(MAP_HEIGHTS).default('medium'),
    width: widthSchema,
  }),
}).withDefaults(() => ({ title: findUs() }));

/** The map beside the address card (spec: width 1). */
export const mapsBlock = defineBlock({
  type: 'Maps',
  attrs: z.object({
    title: textSchema,
    zoom: zoomSchema,
    showAddress: z.boolean().default(true),
    width: widthSchema,
  }),
}).withDefaults(() => ({ title: findUs(), width: 1 }));

/** The land's full contact section (spec: width 1). */
export const contactBlock = defineBlock({
  type: 'Contact',
  attrs: z.object({
    title: textSchema,
    subtitle: textSchema,
    /** The map beside the details, when the land has a location. */
    showMap: z.boolean().default(false),
    width: widthSchema,
  }),
}).withDefaults(() => ({
  title: localized('Contactez-nous', 'اتصلوا بنا', 'Contact us'),
  subtitle: localized(
    'Une question ? Appelez-nous ou écrivez-nous.',
    'لديكم سؤال؟ اتصلوا بنا أو راسلونا.',
    'A question? Call us or write to us.',
  ),
  width: 1,
}));

/** A compact card of the land's details (6x6 in a grid). */
export const contactInformationBlock = defineBlock({
  type: 'ContactInformation',
  gridSize: { w: 6, h: 6 },
  attrs: z.object({
    title: textSchema,
    showAddress: z.boolean().default(true),
    showPhones: z.boolean().default(true),
    showEmails: z.boolean().default(true),
    showWorktime: z.boolean().default(true),
    width: widthSchema,
  }),
}).withDefaults(() => ({ title: localized('Nos coordonnées', 'معلومات الاتصال', 'Contact details') }));

/** The land's social networks (spec: title 'Follow us' in three languages, empty subtitle). */
export const socialBlock = defineBlock({
  type: 'Social',
  attrs: z.object({
    title: textSchema,
    subtitle: textSchema,
    width: widthSchema,
  }),
}).withDefaults(() => ({ title: localized('Suivez-nous', 'تابعونا', 'Follow us'), subtitle: localized('', '', '') }));
