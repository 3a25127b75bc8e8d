import { z } from 'zod';

/**
 * Icons the Icon and Features blocks may show: a chosen set of lucide icons (by their lucide
 * name) that suits storefronts. A closed list keeps the site's script small (only these icons
 * are bundled) and the attribute checkable; shared/site/render/icons.ts maps each to its component.
 */
export const ICON_NAMES = [
  'star',
  'heart',
  'truck',
  'shield-check',
  'badge-check',
  'award',
  'phone',
  'mail',
  'map-pin',
  'clock',
  'calendar',
  'store',
  'shopping-bag',
  'shopping-cart',
  'tag',
  'percent',
  'gift',
  'credit-card',
  'wallet',
  'package',
  'thumbs-up',
  'smile',
  'headphones',
  'message-circle',
  'users',
  'house',
  'building',
  'car',
  'plane',
  'wrench',
  'hammer',
  'paintbrush',
  'scissors',
  'zap',
  'leaf',
  'sparkles',
  'sun',
  'camera',
  'globe',
  'circle-check',
  'rocket',
  'coffee',
  'utensils',
  'shirt',
  'smartphone',
  'laptop',
  'book-open',
  'graduation-cap',
  'stethoscope',
  'baby',
  'dumbbell',
  'music',
] as const;
export type IconName = (typeof ICON_NAMES)[number];

export const iconNameSchema = z.enum(ICON_NAMES);
