import escapeHtml from 'escape-html';
import sharp from 'sharp';
import { Random } from './random';

/**
 * Size of the generated pictures: a 4:3 photo as wide as the portal's full-size image (640),
 * so processing them (a WebP per size, never enlarged) stays quick.
 */
export const PICTURE_WIDTH = 640;
/** Height of the generated pictures (4:3). */
export const PICTURE_HEIGHT = 480;

/** Background pairs (top-left → bottom-right), soft and saturated enough to tell pictures apart. */
const PALETTES: readonly (readonly [string, string])[] = [
  ['#0f766e', '#5eead4'],
  ['#1d4ed8', '#93c5fd'],
  ['#7c3aed', '#c4b5fd'],
  ['#be123c', '#fda4af'],
  ['#c2410c', '#fdba74'],
  ['#a16207', '#fde047'],
  ['#15803d', '#86efac'],
  ['#0e7490', '#67e8f9'],
  ['#9d174d', '#f9a8d4'],
  ['#334155', '#cbd5e1'],
  ['#4d7c0f', '#bef264'],
  ['#6d28d9', '#f0abfc'],
];

/**
 * Shapes in a 200×200 box, drawn in one colour on the picture: a plain silhouette of what the
 * category sells, recognisable at thumbnail size.
 */
const SHAPES: Record<string, string> = {
  car: `<path d="M20 120 L40 80 Q48 66 64 66 L136 66 Q152 66 160 80 L180 120 Q190 122 190 134 L190 150 L10 150 L10 134 Q10 122 20 120 Z"/>
    <rect x="52" y="78" width="40" height="32" rx="6" fill-opacity="0.35"/><rect x="108" y="78" width="40" height="32" rx="6" fill-opacity="0.35"/>
    <circle cx="55" cy="152" r="20"/><circle cx="145" cy="152" r="20"/>`,
  truck: `<rect x="10" y="60" width="120" height="80" rx="6"/><path d="M130 85 L165 85 L190 115 L190 140 L130 140 Z"/>
    <circle cx="50" cy="150" r="18"/><circle cx="160" cy="150" r="18"/>`,
  motorbike: `<circle cx="45" cy="140" r="32" fill="none" stroke-width="12"/><circle cx="155" cy="140" r="32" fill="none" stroke-width="12"/>
    <path d="M45 140 L90 90 L130 90 L155 140" fill="none" stroke-width="12"/><path d="M80 80 L120 70 L135 88 L95 98 Z"/>`,
  boat: `<path d="M20 130 L180 130 L155 165 L45 165 Z"/><path d="M100 30 L100 125 L40 125 Z"/><path d="M108 45 L108 125 L160 125 Z" fill-opacity="0.7"/>`,
  house: `<path d="M100 25 L185 95 L165 95 L165 175 L35 175 L35 95 L15 95 Z"/>
    <rect x="85" y="120" width="30" height="55" fill-opacity="0.35"/><rect x="50" y="110" width="25" height="25" fill-opacity="0.35"/><rect x="125" y="110" width="25" height="25" fill-opacity="0.35"/>`,
  building: `<rect x="45" y="15" width="110" height="170" rx="4"/>
    ${[0, 1, 2, 3, 4]
      .map((row) =>
        [0, 1, 2]
          .map((col) => `<rect x="${58 + col * 32}" y="${28 + row * 30}" width="20" height="18" fill-opacity="0.35"/>`)
          .join(''),
      )
      .join('')}`,
  phone: `<rect x="55" y="10" width="90" height="180" rx="16"/><rect x="64" y="28" width="72" height="130" rx="4" fill-opacity="0.35"/><circle cx="100" cy="172" r="7" fill-opacity="0.35"/>`,
  laptop: `<rect x="35" y="35" width="130" height="90" rx="8"/><rect x="45" y="45" width="110" height="70" fill-opacity="0.35"/><path d="M15 135 L185 135 L175 155 L25 155 Z"/>`,
  screen: `<rect x="15" y="30" width="170" height="110" rx="8"/><rect x="25" y="40" width="150" height="90" fill-opacity="0.35"/><rect x="85" y="140" width="30" height="20"/><rect x="60" y="160" width="80" height="10" rx="4"/>`,
  fridge: `<rect x="55" y="10" width="90" height="180" rx="10"/><rect x="55" y="70" width="90" height="6" fill-opacity="0.35"/><rect x="128" y="30" width="6" height="28" rx="3" fill-opacity="0.35"/><rect x="128" y="90" width="6" height="40" rx="3" fill-opacity="0.35"/>`,
  washer: `<rect x="35" y="20" width="130" height="165" rx="12"/><circle cx="100" cy="115" r="45" fill-opacity="0.35"/><circle cx="100" cy="115" r="30"/><rect x="50" y="35" width="40" height="12" rx="4" fill-opacity="0.35"/>`,
  gear: `<path d="M88 10 L112 10 L116 36 L136 44 L157 28 L172 43 L156 64 L164 84 L190 88 L190 112 L164 116 L156 136 L172 157 L157 172 L136 156 L116 164 L112 190 L88 190 L84 164 L64 156 L43 172 L28 157 L44 136 L36 116 L10 112 L10 88 L36 84 L44 64 L28 43 L43 28 L64 44 L84 36 Z"/><circle cx="100" cy="100" r="28" fill-opacity="0.35"/>`,
  shirt: `<path d="M70 20 Q100 40 130 20 L185 50 L165 95 L145 85 L145 185 L55 185 L55 85 L35 95 L15 50 Z"/>`,
  sofa: `<rect x="35" y="55" width="130" height="70" rx="14"/><rect x="10" y="85" width="40" height="70" rx="12"/><rect x="150" y="85" width="40" height="70" rx="12"/><rect x="40" y="115" width="120" height="40" rx="8"/><rect x="25" y="155" width="12" height="20"/><rect x="163" y="155" width="12" height="20"/>`,
  tools: `<path d="M40 170 L120 90 Q110 60 135 40 Q155 25 180 35 L155 60 L165 75 L180 70 Q185 100 160 115 Q140 125 120 115 L55 185 Q45 190 40 180 Z"/>`,
  ball: `<circle cx="100" cy="100" r="85"/><path d="M100 65 L133 89 L120 128 L80 128 L67 89 Z" fill-opacity="0.35"/>`,
  briefcase: `<rect x="20" y="60" width="160" height="115" rx="12"/><path d="M70 60 L70 40 Q70 30 80 30 L120 30 Q130 30 130 40 L130 60 L118 60 L118 42 L82 42 L82 60 Z"/><rect x="20" y="105" width="160" height="10" fill-opacity="0.35"/>`,
  plane: `<path d="M100 10 Q112 10 112 30 L112 80 L190 120 L190 138 L112 115 L112 160 L135 178 L135 190 L100 180 L65 190 L65 178 L88 160 L88 115 L10 138 L10 120 L88 80 L88 30 Q88 10 100 10 Z"/>`,
  jar: `<rect x="50" y="20" width="100" height="28" rx="6"/><path d="M45 55 L155 55 Q170 70 170 100 L170 165 Q170 185 150 185 L50 185 Q30 185 30 165 L30 100 Q30 70 45 55 Z"/><rect x="55" y="100" width="90" height="50" rx="6" fill-opacity="0.35"/>`,
  paw: `<circle cx="60" cy="70" r="20"/><circle cx="100" cy="50" r="20"/><circle cx="140" cy="70" r="20"/><circle cx="160" cy="110" r="18"/><path d="M100 95 Q140 100 150 150 Q150 180 120 175 Q100 168 80 175 Q50 180 50 150 Q60 100 100 95 Z"/>`,
  tag: `<path d="M20 90 L90 20 L180 20 L180 110 L110 180 Z"/><circle cx="150" cy="50" r="12" fill-opacity="0.35"/>`,
};

/** The shape of a category by its icon (Lucide names of resources/catalog), or by its family. */
const SHAPE_BY_ICON: Record<string, string> = {
  car: 'car',
  'car-front': 'car',
  truck: 'truck',
  bus: 'truck',
  forklift: 'truck',
  tractor: 'truck',
  motorbike: 'motorbike',
  bike: 'motorbike',
  sailboat: 'boat',
  house: 'house',
  building: 'building',
  'building-2': 'building',
  store: 'building',
  hotel: 'building',
  key: 'house',
  smartphone: 'phone',
  phone: 'phone',
  tablet: 'phone',
  watch: 'phone',
  headphones: 'phone',
  laptop: 'laptop',
  computer: 'screen',
  monitor: 'screen',
  tv: 'screen',
  'gamepad-2': 'screen',
  printer: 'laptop',
  refrigerator: 'fridge',
  'washing-machine': 'washer',
  microwave: 'washer',
  'air-vent': 'fridge',
  heater: 'fridge',
  cog: 'gear',
  'circle-dot': 'gear',
  lightbulb: 'gear',
  radio: 'screen',
  shirt: 'shirt',
  footprints: 'shirt',
  gem: 'tag',
  'shopping-bag': 'tag',
  sparkles: 'jar',
  droplet: 'jar',
  sofa: 'sofa',
  bed: 'sofa',
  'bed-double': 'sofa',
  lamp: 'sofa',
  'cooking-pot': 'jar',
  utensils: 'jar',
  hammer: 'tools',
  wrench: 'tools',
  'brick-wall': 'building',
  factory: 'building',
  plug: 'tools',
  sun: 'gear',
  cctv: 'screen',
  dumbbell: 'ball',
  guitar: 'tag',
  book: 'tag',
  'book-open': 'tag',
  blocks: 'ball',
  tent: 'house',
  'paw-print': 'paw',
  briefcase: 'briefcase',
  'file-user': 'briefcase',
  'graduation-cap': 'briefcase',
  code: 'laptop',
  handshake: 'briefcase',
  plane: 'plane',
  ticket: 'plane',
  moon: 'plane',
  map: 'plane',
  'tree-palm': 'plane',
  stamp: 'plane',
  apple: 'jar',
  wheat: 'jar',
  cake: 'jar',
};

/** What a generated picture shows: its category's shape and names, and which variant it is. */
export interface PictureSubject {
  /** A Lucide icon name of the category (inherited from its parents). */
  icon: string | null;
  /** The category's name in French and Arabic, written on the picture. */
  names: { fr: string; ar: string };
  /** Distinguishes pictures of one category: palette, placement and angle follow from it. */
  variant: number;
}

/**
 * Draws a product-like picture as SVG: a coloured gradient, soft circles, the category's
 * silhouette and its name in French and Arabic. Deterministic: the same subject, the same SVG.
 */
export function pictureSvg(subject: PictureSubject): string {
  const random = new Random(subject.variant * 7919 + (subject.icon?.length ?? 0));
  const [dark, light] = PALETTES[subject.variant % PALETTES.length]!;
  // Details (windows, screens) are drawn in the dark colour of the palette, over the white silhouette.
  const shape = SHAPES[SHAPE_BY_ICON[subject.icon ?? ''] ?? 'tag']!.replaceAll(
    'fill-opacity="0.35"',
    `fill="${dark}" fill-opacity="0.55"`,
  );
  const scale = random.between(1.1, 1.4);
  const x = random.between(0.3, 0.42) * PICTURE_WIDTH - 100 * scale;
  const y = random.between(0.3, 0.36) * PICTURE_HEIGHT - 100 * scale + 30;
  const angle = random.between(-8, 8);
  const circles = Array.from({ length: 4 }, () => {
    const r = random.between(30, 130);
    return `<circle cx="${random.between(0, PICTURE_WIDTH).toFixed(0)}" cy="${random.between(0, PICTURE_HEIGHT).toFixed(0)}" r="${r.toFixed(0)}" fill="#ffffff" fill-opacity="${random.between(0.06, 0.16).toFixed(2)}"/>`;
  }).join('');
  const fr = escapeHtml(subject.names.fr);
  const ar = escapeHtml(subject.names.ar);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${PICTURE_WIDTH}" height="${PICTURE_HEIGHT}" viewBox="0 0 ${PICTURE_WIDTH} ${PICTURE_HEIGHT}">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${light}"/></linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#bg)"/>${circles}
  <ellipse cx="${(x + 100 * scale).toFixed(0)}" cy="${(y + 190 * scale).toFixed(0)}" rx="${(95 * scale).toFixed(0)}" ry="${(12 * scale).toFixed(0)}" fill="#000000" fill-opacity="0.18"/>
  <g transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) rotate(${angle.toFixed(1)} ${(100 * scale).toFixed(0)} ${(100 * scale).toFixed(0)}) scale(${scale.toFixed(3)})" fill="#ffffff" stroke="#ffffff" stroke-width="0" stroke-linecap="round">${shape}</g>
  <rect x="0" y="${PICTURE_HEIGHT - 110}" width="${PICTURE_WIDTH}" height="110" fill="#000000" fill-opacity="0.28"/>
  <text x="28" y="${PICTURE_HEIGHT - 62}" font-family="DejaVu Sans, Arial, sans-serif" font-size="36" font-weight="bold" fill="#ffffff">${fr}</text>
  <text x="${PICTURE_WIDTH - 28}" y="${PICTURE_HEIGHT - 20}" font-family="DejaVu Sans, Arial, sans-serif" font-size="32" fill="#ffffff" text-anchor="end">${ar}</text>
  <text x="${PICTURE_WIDTH - 24}" y="40" font-family="DejaVu Sans, Arial, sans-serif" font-size="22" font-weight="bold" fill="#ffffff" fill-opacity="0.85" text-anchor="end">souk</text>
</svg>`;
}

/**
 * The picture as JPEG bytes, as a phone would upload it. Text is drawn with the machine's fonts,
 * so another machine may produce other bytes (and storage keys); the rows of a database stay
 * deterministic for its machine.
 */
export function renderPicture(subject: PictureSubject): Promise<Buffer> {
  return sharp(Buffer.from(pictureSvg(subject)))
    .jpeg({ quality: 85, mozjpeg: false })
    .toBuffer();
}
