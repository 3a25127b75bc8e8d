import { PALETTE_COLORS, type PaletteColor } from '../blocks/fields';
import type { SiteImage, SitePage, SiteTheme } from '../document';
import { safeImageUrl } from '../media/urls';

/**
 * The theme as the page's markup carries it. Named values (palette colours, fonts, dark mode)
 * become data attributes that site.css maps to custom properties; what no class can hold (a hex
 * colour, a background picture's address) becomes one rule of custom properties that SiteView
 * writes in a nonce-carrying `<style>` element (no inline style attributes: the portal's CSP).
 */

/** Font families the theme offers (system stacks: no font is fetched from another site). */
export const THEME_FONTS = ['Default', 'Serif', 'Rounded', 'Mono'] as const;
export type ThemeFont = (typeof THEME_FONTS)[number];

/** The brand's orange (spec §9: #e95903), the theme colour by default. */
export const BRAND_COLOR = '#e95903';

/** What SiteView puts on its root element and, when needed, in its style element. */
export interface ThemeStyle {
  attributes: {
    'data-theme-color': string;
    'data-font': string;
    'data-dark': 'true' | 'false';
    'data-background'?: string;
  };
  /** Custom property declarations (`--name: value;`), or null when the attributes say it all. */
  declarations: string | null;
}

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

const isPalette = (value: string): value is PaletteColor =>
  value !== 'primary' && (PALETTE_COLORS as readonly string[]).includes(value);

/** #rgb(a) / #rrggbb(aa) → [r, g, b] in 0–255. */
function rgbOf(hex: string): [number, number, number] {
  let digits = hex.slice(1);
  if (digits.length <= 4) digits = [...digits].map((digit) => digit + digit).join('');
  return [0, 2, 4].map((at) => parseInt(digits.slice(at, at + 2), 16)) as [number, number, number];
}

/** WCAG relative luminance. */
function luminance([r, g, b]: [number, number, number]): number {
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

const contrast = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
const toHex = (rgb: number[]) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

/**
 * The colours that go with a hex theme colour: text on it (black or white, whichever reads
 * better) and a shade of it dark enough for links and outlines on white (4.5:1).
 */
export function colorPairOf(hex: string): { color: string; on: string; text: string } {
  const rgb = rgbOf(hex);
  const own = luminance(rgb);
  const on = contrast(own, 1) >= contrast(own, 0) ? '#ffffff' : '#000000';
  let shade = rgb;
  for (let step = 0; step < 20 && contrast(luminance(shade), 1) < 4.5; step += 1) {
    shade = shade.map((c) => c * 0.9) as [number, number, number];
  }
  return { color: toHex(rgb), on, text: toHex(shade) };
}

/** A picture's address as a CSS `url()`: only safe addresses, percent-encoded so nothing closes the string or the rule. */
export function cssUrl(image: SiteImage | undefined, assetUrl?: (url: string) => string): string | null {
  const safe = safeImageUrl(image?.full);
  if (!safe) return null;
  const url = assetUrl ? assetUrl(safe) : safe;
  const encoded = url.replace(/[^A-Za-z0-9\-._~:/?#[\]@!$&*+,;=%]/g, (char) =>
    [...new TextEncoder().encode(char)].map((byte) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`).join(''),
  );
  return `url("${encoded}")`;
}

/** The theme of a page: the build's theme, with the page's own background over it. */
export function themeStyleOf(
  theme: Partial<SiteTheme>,
  page?: Pick<SitePage, 'backgroundColor' | 'backgroundImg'>,
  assetUrl?: (url: string) => string,
): ThemeStyle {
  const declarations: string[] = [];
  const color = theme.color ?? 'orange';
  let themeColor = 'orange';
  if (isPalette(color)) themeColor = color;
  else if (HEX.test(color)) {
    const pair = colorPairOf(color);
    themeColor = 'custom';
    declarations.push(
      `--site-primary: ${pair.color};`,
      `--site-on-primary: ${pair.on};`,
      `--site-primary-text: ${pair.text};`,
    );
  }

  const font = THEME_FONTS.find((name) => name === theme.font) ?? 'Default';
  const attributes: ThemeStyle['attributes'] = {
    'data-theme-color': themeColor,
    'data-font': font.toLowerCase(),
    'data-dark': theme.dark ? 'true' : 'false',
  };

  const background = page?.backgroundColor ?? theme.backgroundColor;
  if (background && isPalette(background)) attributes['data-background'] = background;
  else if (background && HEX.test(background)) {
    const pair = colorPairOf(background);
    attributes['data-background'] = 'custom';
    declarations.push(`--site-background: ${pair.color};`, `--site-on-background: ${pair.on};`);
  }
  const image = cssUrl(page?.backgroundImg ?? theme.backgroundImg, assetUrl);
  if (image) declarations.push(`--site-background-image: ${image};`);

  return { attributes, declarations: declarations.length > 0 ? declarations.join(' ') : null };
}
