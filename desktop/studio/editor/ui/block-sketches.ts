import type { BlockType } from '../../../../shared/site/blocks/types';

/*
 * Each block type's thumbnail in the add-block gallery: a schematic picture of what the block
 * looks like on a site (a banner, cards with prices, a map with its pin...), so the owner
 * recognises a block before adding it, beside its icon, name and one line. Drawn from the
 * shared renderer's default layout (shared/site/render/blocks). Data rather than 30 components:
 * every type must have one (the Record says so), a test checks they stay inside the frame and
 * differ, and BlockThumbnail draws them all the same way.
 */

/** The sketches' frame: a slice of a page, 1 unit = 1 CSS pixel where the gallery shows it. */
export const SKETCH_VIEW = { width: 120, height: 60 } as const;

/**
 * What a shape stands for, each a class of block-thumbnail.css: `faint` the rest of the page,
 * `fill` a picture, `glyph` a picture's drawing or quiet text, `line` body text, `ink` a title,
 * `dark` a coloured band or a player, `inverse` text on a band, `accent` the site's buttons and
 * prices, `soft` an icon's halo, `card` a bordered card or field, `slot` a container's empty place.
 */
export type SketchTone =
  'faint' | 'fill' | 'glyph' | 'line' | 'ink' | 'dark' | 'inverse' | 'accent' | 'soft' | 'card' | 'slot';

export type SketchShape =
  | { kind: 'rect'; x: number; y: number; w: number; h: number; tone: SketchTone; r?: number }
  | { kind: 'circle'; cx: number; cy: number; r: number; tone: SketchTone; ring?: boolean }
  | { kind: 'line'; x1: number; y1: number; x2: number; y2: number; tone: SketchTone; width?: number; dashed?: boolean }
  | { kind: 'poly'; points: readonly (readonly [number, number])[]; tone: SketchTone; upright?: boolean };

type Shapes = readonly SketchShape[];

/** Quarter units: the shapes stay on a crisp grid whatever the helpers compute. */
const q = (value: number) => Math.round(value * 4) / 4;

const rect = (x: number, y: number, w: number, h: number, tone: SketchTone, r = 0): SketchShape => ({
  kind: 'rect',
  x: q(x),
  y: q(y),
  w: q(w),
  h: q(h),
  tone,
  ...(r ? { r } : {}),
});
const circle = (cx: number, cy: number, r: number, tone: SketchTone, ring = false): SketchShape => ({
  kind: 'circle',
  cx: q(cx),
  cy: q(cy),
  r: q(r),
  tone,
  ...(ring ? { ring } : {}),
});
const line = (
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  tone: SketchTone,
  width = 1.5,
  dashed = false,
): SketchShape => ({ kind: 'line', x1, y1, x2, y2, tone, width, ...(dashed ? { dashed } : {}) });
type SketchPolygon = Extract<SketchShape, { kind: 'poly' }>;

const poly = (tone: SketchTone, ...points: [number, number][]): SketchPolygon => ({
  kind: 'poly',
  points: points.map(([x, y]) => [q(x), q(y)] as const),
  tone,
});
/** A sign that keeps its direction right to left (a play button, the pointer): only its place mirrors. */
const upright = (shape: SketchPolygon): SketchPolygon => ({ ...shape, upright: true });

/** A text line (a bar with round ends). */
const text = (x: number, y: number, w: number, tone: SketchTone = 'line', h = 2.5): SketchShape =>
  rect(x, y, w, h, tone, Math.min(h / 2, 1.5));

/** Lines of text one under the other, `step` apart. */
const paragraph = (x: number, y: number, widths: readonly number[], step = 5.5, tone: SketchTone = 'line', h = 2.5) =>
  widths.map((w, index) => text(x, y + index * step, w, tone, h));

/** A picture: a grey box with a sun and two mountains in its middle. */
function picture(x: number, y: number, w: number, h: number, r = 2): Shapes {
  const unit = Math.min(w / 1.7, h) * 0.55;
  const cx = x + w / 2;
  const cy = y + h / 2;
  const base = cy + unit * 0.45;
  return [
    rect(x, y, w, h, 'fill', r),
    circle(cx + unit * 0.42, cy - unit * 0.32, unit * 0.15, 'glyph'),
    poly(
      'glyph',
      [cx - unit * 0.8, base],
      [cx - unit * 0.25, cy - unit * 0.3],
      [cx + unit * 0.12, cy + unit * 0.08],
      [cx + unit * 0.38, cy - unit * 0.1],
      [cx + unit * 0.8, base],
    ),
  ];
}

/** The site's button: an accent pill with its label. */
const button = (x: number, y: number, w: number, h = 8): Shapes => [
  rect(x, y, w, h, 'accent', 2.5),
  text(x + w * 0.25, y + h / 2 - 1, w * 0.5, 'inverse', 2),
];

/** A map: streets on a grey ground. */
const map = (x: number, y: number, w: number, h: number): Shapes => [
  rect(x, y, w, h, 'fill', 3),
  line(x, y + h * 0.72, x + w, y + h * 0.3, 'inverse', 3),
  line(x + w * 0.36, y, x + w * 0.5, y + h, 'inverse', 3),
  line(x + w * 0.74, y, x + w * 0.86, y + h, 'inverse', 1.5),
];

/** The map's pin, its point at (x, y). */
const pin = (x: number, y: number): Shapes => [
  circle(x, y - 12, 6, 'accent'),
  poly('accent', [x - 5.25, y - 9], [x + 5.25, y - 9], [x, y]),
  circle(x, y - 12, 2.25, 'inverse'),
];

/** A detail of the land (an icon and its value), `y` its middle. */
const detail = (x: number, y: number, w: number): Shapes => [
  circle(x + 2, y, 2, 'accent'),
  text(x + 7, y - 1.25, w, 'line'),
];

/** A social network's link: a dark pill with its icon and name. */
const network = (x: number, y: number, w: number): Shapes => [
  rect(x, y, w, 9, 'dark', 4.5),
  circle(x + 5, y + 4.5, 2, 'inverse'),
  text(x + 9, y + 3.5, w - 13, 'inverse', 2),
];

/** An announcement card: picture, title, one line and the price. */
const productCard = (x: number, y: number, w: number, h: number): Shapes => [
  rect(x, y, w, h, 'card', 3),
  ...picture(x + 2, y + 2, w - 4, h * 0.44, 1.5),
  text(x + 4, y + h * 0.53, w * 0.68, 'ink', 3),
  text(x + 4, y + h * 0.53 + 6, w * 0.48),
  rect(x + 4, y + h * 0.53 + 12, w * 0.4, 4, 'accent', 1),
];

/** A store card: logo, name and place, its counts and four of its announcements. */
const storeCard = (x: number, y: number, w: number): Shapes => [
  rect(x, y, w, 42, 'card', 3),
  circle(x + 9, y + 9, 5.5, 'soft'),
  circle(x + 9, y + 9, 2.25, 'accent'),
  text(x + 18, y + 5, w - 26, 'ink', 3),
  text(x + 18, y + 11, (w - 26) * 0.65),
  text(x + 5, y + 19, w * 0.6, 'glyph', 2),
  ...[0, 1, 2, 3].map((index) => rect(x + 5 + index * ((w - 8) / 4), y + 25, (w - 8) / 4 - 2, 12, 'fill', 1)),
];

/** The "next" button of a row that scrolls sideways. */
const next = (cx: number, cy: number): Shapes => [
  circle(cx, cy, 6, 'card'),
  line(cx - 1.5, cy - 3, cx + 1.5, cy, 'ink', 1.5),
  line(cx + 1.5, cy, cx - 1.5, cy + 3, 'ink', 1.5),
];

/** A container's empty place, with the plus that adds a block to it. */
const slot = (x: number, y: number, w: number, h: number): Shapes => [
  rect(x, y, w, h, 'slot', 2),
  line(x + w / 2 - 3.5, y + h / 2, x + w / 2 + 3.5, y + h / 2, 'glyph', 1.5),
  line(x + w / 2, y + h / 2 - 3.5, x + w / 2, y + h / 2 + 3.5, 'glyph', 1.5),
];

/** A five-pointed star centred on (cx, cy). */
function star(cx: number, cy: number, outer: number, inner: number): SketchShape {
  const points: [number, number][] = [];
  for (let index = 0; index < 10; index += 1) {
    const radius = index % 2 === 0 ? outer : inner;
    const angle = -Math.PI / 2 + (index * Math.PI) / 5;
    points.push([cx + radius * Math.cos(angle), cy + radius * Math.sin(angle)]);
  }
  return poly('accent', ...points);
}

const FOUR = [8, 35, 62, 89] as const;
const THREE = [8, 44, 80] as const;

export const BLOCK_SKETCHES: Record<BlockType, Shapes> = {
  // A wide picture with its title and caption under it.
  Image: [...picture(22, 4, 76, 42), text(22, 50, 34, 'ink', 3.5), text(22, 55.5, 52)],
  // A picture on one side, a title, text and a button on the other.
  ImageWithText: [
    ...picture(8, 10, 50, 40),
    text(65, 12, 38, 'ink', 4.5),
    ...paragraph(65, 21, [47, 42, 45]),
    ...button(65, 40, 26),
  ],
  // A paragraph: four lines, the last one short.
  Text: paragraph(14, 15, [92, 86, 90, 52], 8, 'glyph', 3.5),
  // A section: a title, a subtitle, then its text.
  Content: [text(14, 7, 60, 'ink', 5.5), text(14, 16, 40, 'glyph', 3), ...paragraph(14, 26, [92, 86, 92, 60], 6.5)],
  // An embedded player (YouTube, Vimeo...): a dark frame and its red play button.
  Video: [
    rect(16, 5, 88, 50, 'dark', 3),
    rect(50, 23, 20, 14, 'accent', 4),
    upright(poly('inverse', [57.5, 26.5], [57.5, 33.5], [63.5, 30])),
  ],
  // The browser's own player: a round play button and the progress bar.
  CustomVideo: [
    rect(16, 5, 88, 50, 'dark', 3),
    circle(60, 26, 8, 'inverse'),
    upright(poly('dark', [57.5, 22], [57.5, 30], [64.5, 26])),
    line(24, 47, 96, 47, 'ink', 2),
    line(24, 47, 50, 47, 'accent', 2),
    circle(50, 47, 2.5, 'inverse'),
  ],
  // Slides in a row, the current one in front, and the dots under them.
  Carousel: [
    rect(4, 10, 14, 30, 'fill', 2),
    rect(102, 10, 14, 30, 'fill', 2),
    ...picture(22, 5, 76, 40),
    circle(51, 52, 2, 'line'),
    circle(57, 52, 2, 'accent'),
    circle(63, 52, 2, 'line'),
    circle(69, 52, 2, 'line'),
  ],
  // Announcements in rows: a picture, a title and the price on the other side.
  AnnouncementList: [4, 22, 40].flatMap((y) => [
    rect(8, y, 104, 16, 'card', 2.5),
    ...picture(10, y + 2, 20, 12, 1.5),
    text(35, y + 3.5, 46, 'ink', 3),
    text(35, y + 9.5, 30),
    rect(92, y + 6, 16, 4, 'accent', 1),
  ]),
  // One icon and its short title.
  Icon: [star(60, 24, 14, 6), text(46, 45, 28, 'ink', 4)],
  // A title over cards, each with an icon in its halo, a title and a line.
  Features: [
    text(38, 5, 44, 'ink', 4.5),
    ...THREE.flatMap((x) => [
      rect(x, 14, 32, 42, 'card', 3),
      circle(x + 16, 25, 6, 'soft'),
      circle(x + 16, 25, 2.5, 'accent'),
      text(x + 7, 35, 18, 'ink', 3),
      text(x + 5, 41, 22),
      text(x + 8, 46, 16),
    ]),
  ],
  // A button, and the pointer that clicks it.
  Button: [
    ...button(36, 22, 48, 15),
    upright(poly('dark', [77, 30], [77, 43.5], [80.5, 40], [83, 45.5], [84.5, 44.5], [82, 39.5], [86.5, 39.5])),
  ],
  // A title over a map with the land's pin.
  Map: [text(8, 4, 36, 'ink', 4), ...map(8, 12, 104, 44), ...pin(62, 36)],
  // A compact card: a title and the land's phone, e-mail and address.
  ContactInformation: [
    rect(26, 4, 68, 52, 'card', 4),
    text(34, 11, 34, 'ink', 4.5),
    ...[24, 34, 44].flatMap((y, index) => [
      circle(37, y, 3.5, 'soft'),
      circle(37, y, 1.5, 'accent'),
      text(44, y - 1.5, [40, 32, 36][index]!, 'line', 3),
    ]),
  ],
  // Empty space between two blocks, its height between the arrows.
  Spacer: [
    rect(8, 4, 104, 10, 'faint', 2),
    rect(8, 46, 104, 10, 'faint', 2),
    line(8, 18, 112, 18, 'glyph', 1, true),
    line(8, 42, 112, 42, 'glyph', 1, true),
    line(60, 22, 60, 38, 'accent', 1.5),
    poly('accent', [60, 19.5], [56.5, 24], [63.5, 24]),
    poly('accent', [60, 40.5], [56.5, 36], [63.5, 36]),
  ],
  // A centred title over the networks' links.
  Social: [
    text(40, 12, 40, 'ink', 5),
    text(46, 21, 28, 'glyph', 3),
    ...network(17, 33, 26),
    ...network(47, 33, 26),
    ...network(77, 33, 26),
  ],
  // The opening banner: a dark band over a picture, its title, subtitle and button.
  HeroSection: [
    rect(0, 0, 120, 60, 'dark'),
    poly('ink', [0, 60], [0, 48], [18, 36], [34, 47], [54, 31], [76, 50], [92, 41], [120, 54], [120, 60]),
    text(30, 13, 60, 'inverse', 6),
    text(40, 23.5, 40, 'glyph', 3),
    ...button(46, 33, 28, 10),
  ],
  // Blocks placed freely: places of different sizes.
  Grid: [
    ...slot(8, 5, 50, 30),
    ...slot(62, 5, 50, 13),
    ...slot(62, 22, 50, 13),
    ...slot(8, 39, 32, 16),
    ...slot(44, 39, 68, 16),
  ],
  // Blocks side by side in equal columns.
  SimpleGrid: [...slot(8, 6, 50, 48), ...slot(62, 6, 50, 48)],
  // Pictures in rows of four, each with its caption.
  Gallery: [6, 31].flatMap((y) => FOUR.flatMap((x) => [...picture(x, y, 23, 18), text(x, y + 20.5, 14)])),
  // The land's banner at the top: its logo, name and tagline on its colour.
  Header: [
    rect(0, 0, 120, 40, 'dark'),
    circle(60, 12, 7, 'inverse'),
    poly('accent', [56, 11], [60, 8], [64, 11]),
    rect(57, 11, 6, 4.5, 'accent', 0.5),
    text(36, 23, 48, 'inverse', 5),
    text(44, 31, 32, 'glyph', 2.5),
    rect(8, 46, 104, 10, 'faint', 2),
  ],
  // The navigation bar: the logo and name, then the pages' links (the current one in colour).
  Menu: [
    circle(11, 8, 4.5, 'accent'),
    text(19, 6.5, 20, 'ink', 3),
    text(56, 6.75, 12, 'accent'),
    text(72, 6.75, 12, 'glyph'),
    text(88, 6.75, 12, 'glyph'),
    text(104, 6.75, 9, 'glyph'),
    line(0, 16, 120, 16, 'line', 1),
    rect(8, 23, 104, 33, 'faint', 3),
  ],
  // The foot of every page: the name and words, the contacts, the networks, then the legal line.
  Footer: [
    rect(8, 5, 104, 14, 'faint', 2),
    rect(0, 24, 120, 36, 'dark'),
    text(10, 30, 26, 'inverse', 4),
    ...paragraph(10, 37, [34, 28], 4.5, 'glyph', 2.5),
    ...paragraph(54, 30, [24, 30, 20], 4.5, 'glyph', 2.5),
    circle(95, 31.5, 2.5, 'inverse'),
    circle(102, 31.5, 2.5, 'inverse'),
    circle(109, 31.5, 2.5, 'inverse'),
    line(10, 48, 110, 48, 'ink', 0.75),
    text(10, 52, 30, 'glyph'),
    text(84, 52, 12, 'glyph'),
    text(99, 52, 11, 'glyph'),
  ],
  // A rounded search field with its magnifier, and the search button.
  Searchbar: [
    rect(10, 22, 80, 16, 'card', 8),
    circle(19, 29.5, 3.5, 'glyph', true),
    line(21.5, 32, 24, 34.5, 'glyph', 1.5),
    text(28, 28.75, 34),
    rect(94, 22, 16, 16, 'accent', 8),
    circle(101.5, 29.5, 3, 'inverse', true),
    line(103.75, 31.75, 105.5, 33.5, 'inverse', 1.5),
  ],
  // Product cards side by side: a picture, a title, a line and the price.
  Products: THREE.flatMap((x) => productCard(x, 4, 32, 52)),
  // One announcement: its pictures, then its title, price, place and the button to ask for it.
  ProductsShow: [
    ...picture(8, 5, 52, 36),
    ...[8, 26, 44].map((x) => rect(x, 44, 16, 11, 'fill', 1.5)),
    text(66, 6, 44, 'ink', 4.5),
    text(66, 13, 30, 'ink', 4.5),
    rect(66, 22, 22, 5, 'accent', 1),
    circle(68, 33, 1.75, 'glyph'),
    text(72, 31.75, 26),
    ...button(66, 40, 44, 10),
  ],
  // Two tabs of links over the announcements of each.
  ProductNavs: [
    text(8, 4, 44, 'ink', 4.5),
    rect(8, 12, 24, 7, 'accent', 3.5),
    rect(35, 12, 24, 7, 'card', 3.5),
    text(8, 23, 22, 'glyph', 3),
    ...FOUR.flatMap((x) => [
      rect(x, 29, 23, 27, 'card', 2.5),
      ...picture(x + 1.5, 30.5, 20, 13, 1),
      text(x + 3, 46, 14, 'ink'),
      rect(x + 3, 51, 9, 2.5, 'accent', 1),
    ]),
  ],
  // A title over product cards in a row that goes on sideways.
  ProductCarousel: [
    text(8, 4, 40, 'ink', 4.5),
    ...[8, 42, 76].flatMap((x) => productCard(x, 13, 30, 43)),
    rect(110, 13, 10, 43, 'card', 3),
    rect(112, 15, 8, 19, 'fill', 1.5),
    ...next(110, 32),
  ],
  // A title over store cards: logo, name, place, counts and four announcements.
  StoreBrowser: [text(8, 4, 40, 'ink', 4.5), ...storeCard(8, 13, 50), ...storeCard(62, 13, 50)],
  // The same store cards in a row that goes on sideways.
  StoreCarousel: [
    text(8, 4, 40, 'ink', 4.5),
    ...storeCard(8, 13, 44),
    ...storeCard(56, 13, 44),
    rect(104, 13, 16, 42, 'card', 3),
    circle(113, 22, 5.5, 'soft'),
    ...next(110, 34),
  ],
  // How to reach the land: a title, its details, then its networks.
  Contact: [
    text(8, 5, 44, 'ink', 5),
    text(8, 13, 30, 'glyph', 3),
    ...detail(8, 23, 42),
    ...detail(8, 31, 34),
    ...detail(8, 39, 48),
    ...network(8, 47, 24),
    ...network(35, 47, 24),
  ],
  // A map beside the land's address and details.
  Maps: [
    text(8, 4, 36, 'ink', 4),
    ...map(8, 12, 64, 44),
    ...pin(38, 36),
    text(78, 14, 30, 'ink', 3),
    ...detail(78, 25, 24),
    ...detail(78, 33, 20),
    ...detail(78, 41, 26),
  ],
};
