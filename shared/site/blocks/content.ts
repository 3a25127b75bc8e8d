import { z } from 'zod';
import { richText, richTextSchema } from '../rich-text/schema';
import { defineBlock } from './definition';
import {
  alignSchema,
  blockImageSchema,
  buttonSchema,
  linkSchema,
  localized,
  mediaSchema,
  opacitySchema,
  paddingSchema,
  paletteColorSchema,
  textSchema,
  widthSchema,
} from './fields';
import { iconNameSchema } from './icons';

/** Content blocks: text, pictures, the hero, features, icons, buttons and spacing. */

const sampleText = () =>
  richText({
    fr: 'Présentez votre boutique, vos produits et ce qui vous distingue.',
    ar: 'قدّم متجرك ومنتجاتك وما يميزك.',
    en: 'Introduce your store, your products and what sets you apart.',
  });

const sectionTitle = () => localized('Titre de la section', 'عنوان القسم', 'Section title');
const sectionSubtitle = () =>
  localized('Un sous-titre pour la présenter', 'عنوان فرعي لتقديمه', 'A subtitle to introduce it');
const discoverButton = () => ({
  link: '/',
  name: localized('Découvrir', 'اكتشف', 'Discover'),
  style: 'filled' as const,
  color: 'primary' as const,
});

export const textBlock = defineBlock({
  type: 'Text',
  attrs: z.object({
    content: richTextSchema.default({ fr: null, ar: null, en: null }),
    align: alignSchema.default('start'),
    width: widthSchema,
  }),
}).withDefaults(() => ({ content: sampleText() }));

export const contentBlock = defineBlock({
  type: 'Content',
  attrs: z.object({
    title: textSchema,
    subtitle: textSchema,
    content: richTextSchema.default({ fr: null, ar: null, en: null }),
    align: alignSchema.default('start'),
    width: widthSchema,
  }),
}).withDefaults(() => ({ title: sectionTitle(), subtitle: sectionSubtitle(), content: sampleText() }));

/** Spec: Image holds a multilingual title, subtitle and content, and media {link, contain, autoSize, image}. */
export const imageBlock = defineBlock({
  type: 'Image',
  attrs: z.object({
    title: textSchema,
    subtitle: textSchema,
    content: richTextSchema.default({ fr: null, ar: null, en: null }),
    media: z
      .object({
        link: linkSchema,
        /** Show the whole picture (letterboxed) rather than fill the frame. */
        contain: z.boolean().default(true),
        /** Keep the picture's own height instead of the block's frame. */
        autoSize: z.boolean().default(false),
        image: blockImageSchema.nullable().default(null),
        mobile: blockImageSchema.nullable().default(null),
      })
      .default({ link: '', contain: true, autoSize: false, image: null, mobile: null }),
    width: widthSchema,
  }),
}).withDefaults(() => ({
  title: localized('Votre image', 'صورتك', 'Your picture'),
  subtitle: localized('Une légende pour la décrire', 'تعليق لوصفها', 'A caption to describe it'),
  content: { fr: null, ar: null, en: null },
  media: { link: '', contain: true, autoSize: false, image: null, mobile: null },
}));

export const imageWithTextBlock = defineBlock({
  type: 'ImageWithText',
  layouts: ['imageStart', 'imageEnd'],
  attrs: z.object({
    title: textSchema,
    subtitle: textSchema,
    content: richTextSchema.default({ fr: null, ar: null, en: null }),
    media: mediaSchema.default({ image: null, mobile: null }),
    button: buttonSchema.optional(),
    width: widthSchema,
  }),
}).withDefaults(() => ({
  title: localized('Notre histoire', 'قصتنا', 'Our story'),
  subtitle: localized('Une boutique algérienne', 'متجر جزائري', 'An Algerian store'),
  content: richText({
    fr: 'Racontez qui vous êtes, depuis quand vous vendez et pourquoi vos clients reviennent.',
    ar: 'احكِ من أنت، ومنذ متى تبيع، ولماذا يعود إليك زبائنك.',
    en: 'Tell who you are, how long you have been selling and why your customers come back.',
  }),
  media: { image: null, mobile: null },
  button: discoverButton(),
}));

export const HERO_HEIGHTS = ['small', 'medium', 'large'] as const;

export const heroSectionBlock = defineBlock({
  type: 'HeroSection',
  attrs: z.object({
    title: textSchema,
    subtitle: textSchema,
    content: richTextSchema.default({ fr: null, ar: null, en: null }),
    media: mediaSchema.default({ image: null, mobile: null }),
    button: buttonSchema.optional(),
    align: alignSchema.default('center'),
    height: z.enum(HERO_HEIGHTS).default('medium'),
    /** The colour over the picture (or the whole background without one). */
    backgroundColor: paletteColorSchema.default('primary'),
    backgroundColorOpacity: opacitySchema.default(60),
    width: widthSchema,
  }),
}).withDefaults(() => ({
  title: localized('Bienvenue dans notre boutique', 'مرحبًا بكم في متجرنا', 'Welcome to our store'),
  subtitle: localized(
    'Des produits choisis avec soin, livrés partout en Algérie',
    'منتجات مختارة بعناية، نوصلها إلى كل أنحاء الجزائر',
    'Carefully chosen products, delivered all over Algeria',
  ),
  media: { image: null, mobile: null },
  button: { ...discoverButton(), name: localized('Voir nos produits', 'شاهد منتجاتنا', 'See our products') },
}));

const featureSchema = z.object({
  icon: iconNameSchema.default('star'),
  title: textSchema,
  text: textSchema,
});

/** Spec §9: "features layouts 4 items"; Features is 10x8 in a grid. */
export const featuresBlock = defineBlock({
  type: 'Features',
  gridSize: { w: 10, h: 8 },
  attrs: z.object({
    title: textSchema,
    subtitle: textSchema,
    items: z.array(featureSchema).max(12).default([]),
    color: paletteColorSchema.default('primary'),
    width: widthSchema,
  }),
}).withDefaults(() => ({
  title: localized('Pourquoi nous choisir', 'لماذا تختاروننا', 'Why choose us'),
  subtitle: localized('', '', ''),
  items: [
    {
      icon: 'truck',
      title: localized('Livraison 58 wilayas', 'التوصيل إلى 58 ولاية', 'Delivery to 58 wilayas'),
      text: localized('Nous livrons partout en Algérie.', 'نوصل إلى كل أنحاء الجزائر.', 'We deliver all over Algeria.'),
    },
    {
      icon: 'wallet',
      title: localized('Paiement à la livraison', 'الدفع عند الاستلام', 'Cash on delivery'),
      text: localized(
        'Payez à la réception de votre commande.',
        'ادفع عند استلام طلبك.',
        'Pay when your order arrives.',
      ),
    },
    {
      icon: 'badge-check',
      title: localized('Qualité garantie', 'جودة مضمونة', 'Guaranteed quality'),
      text: localized(
        'Des produits vérifiés avant chaque envoi.',
        'منتجات يتم فحصها قبل كل إرسال.',
        'Products checked before every shipment.',
      ),
    },
    {
      icon: 'headphones',
      title: localized('Service client', 'خدمة العملاء', 'Customer service'),
      text: localized(
        'Une équipe à votre écoute 7 jours sur 7.',
        'فريق في خدمتكم 7 أيام في الأسبوع.',
        'A team at your service 7 days a week.',
      ),
    },
  ],
}));

export const ICON_SIZES = ['small', 'medium', 'large'] as const;

export const iconBlock = defineBlock({
  type: 'Icon',
  attrs: z.object({
    icon: iconNameSchema.default('star'),
    size: z.enum(ICON_SIZES).default('medium'),
    color: paletteColorSchema.default('primary'),
    title: textSchema,
    link: linkSchema,
    align: alignSchema.default('center'),
  }),
}).withDefaults(() => ({ icon: 'star', title: localized('Qualité', 'الجودة', 'Quality') }));

export const buttonBlock = defineBlock({
  type: 'Button',
  attrs: z.object({
    button: buttonSchema.default({
      link: '',
      name: { fr: '', ar: '', en: '' },
      style: 'filled',
      color: 'primary',
    }),
    align: alignSchema.default('center'),
    width: widthSchema,
  }),
}).withDefaults(() => ({
  button: { ...discoverButton(), name: localized('En savoir plus', 'اعرف المزيد', 'Learn more') },
}));

export const spacerBlock = defineBlock({
  type: 'Spacer',
  gridSize: { w: 12, h: 1 },
  attrs: z.object({ padding: paddingSchema.default(2) }),
}).withDefaults(() => ({ padding: 2 }));
