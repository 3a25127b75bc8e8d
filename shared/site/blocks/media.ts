import { z } from 'zod';
import { embedVideoSchema, fileVideoSchema } from '../media/video';
import { defineBlock } from './definition';
import { blockImageSchema, linkSchema, localized, textSchema, widthSchema } from './fields';

/** Media blocks: videos, the carousel and the gallery. */

export const VIDEO_RATIOS = ['16:9', '4:3', '1:1', '9:16'] as const;

/** A video of YouTube, Vimeo or Dailymotion (spec §5: an unsupported format is refused). */
export const videoBlock = defineBlock({
  type: 'Video',
  attrs: z.object({
    video: embedVideoSchema.nullable().default(null),
    /** The player's accessible name. */
    title: textSchema,
    ratio: z.enum(VIDEO_RATIOS).default('16:9'),
    width: widthSchema,
  }),
}).withDefaults(() => ({ video: null, title: localized('Vidéo', 'فيديو', 'Video') }));

/** A video file (.mp4 or .webm on https) played by the browser's own player. */
export const customVideoBlock = defineBlock({
  type: 'CustomVideo',
  attrs: z.object({
    video: fileVideoSchema.nullable().default(null),
    poster: blockImageSchema.nullable().default(null),
    title: textSchema,
    controls: z.boolean().default(true),
    loop: z.boolean().default(false),
    /** Browsers only autoplay muted videos, so autoplay implies muted. */
    autoplay: z.boolean().default(false),
    muted: z.boolean().default(false),
    ratio: z.enum(VIDEO_RATIOS).default('16:9'),
    width: widthSchema,
  }),
}).withDefaults(() => ({ video: null, title: localized('Vidéo', 'فيديو', 'Video') }));

const slideSchema = z.object({
  image: blockImageSchema.nullable().default(null),
  mobile: blockImageSchema.nullable().default(null),
  title: textSchema,
  subtitle: textSchema,
  link: linkSchema,
});

/**
 * Slides that scroll sideways (CSS scroll snapping: works without script). Spec: 2 slides, 1 per
 * view, captions shown; `count` is how many of the slides are shown.
 */
export const carouselBlock = defineBlock({
  type: 'Carousel',
  attrs: z.object({
    slides: z.array(slideSchema).max(12).default([]),
    count: z.number().int().min(1).max(12).default(2),
    perView: z.number().int().min(1).max(4).default(1),
    caption: z.boolean().default(true),
    width: widthSchema,
  }),
}).withDefaults(() => ({
  slides: [
    {
      title: localized('Nouvelle collection', 'مجموعة جديدة', 'New collection'),
      subtitle: localized(
        'Découvrez nos dernières nouveautés',
        'اكتشفوا أحدث منتجاتنا',
        'Discover our latest arrivals',
      ),
      link: '',
    },
    {
      title: localized('Offres du moment', 'عروض اللحظة', 'Current offers'),
      subtitle: localized('Profitez de nos meilleurs prix', 'استفيدوا من أفضل أسعارنا', 'Enjoy our best prices'),
      link: '',
    },
  ],
  count: 2,
  perView: 1,
  caption: true,
}));

const galleryItemSchema = z.object({
  image: blockImageSchema.nullable().default(null),
  caption: textSchema,
  link: linkSchema,
});

/** Pictures in a grid; spec: itemsCount 4 (layouts of 2 to 6 items), captions shown. */
export const galleryBlock = defineBlock({
  type: 'Gallery',
  attrs: z.object({
    items: z.array(galleryItemSchema).max(24).default([]),
    /** Pictures per row on wide screens. */
    itemsCount: z.number().int().min(2).max(6).default(4),
    showCaption: z.boolean().default(true),
    width: widthSchema,
  }),
}).withDefaults(() => ({
  items: [1, 2, 3, 4].map((n) => ({ caption: localized(`Photo ${n}`, `صورة ${n}`, `Photo ${n}`) })),
  itemsCount: 4,
  showCaption: true,
}));
