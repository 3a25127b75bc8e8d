import { describe, expect, it } from 'vitest';
import { colorPairOf, cssUrl, themeStyleOf } from './theme';

/** WCAG contrast of a #rrggbb colour against white. */
function contrastOnWhite(hex: string): number {
  const channel = (at: number) => {
    const c = parseInt(hex.slice(at, at + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  return 1.05 / (luminance + 0.05);
}

describe('the theme as markup', () => {
  it('names palette colours, fonts and dark mode in data attributes, without a style rule', () => {
    expect(themeStyleOf({ font: 'Serif', dark: true, color: 'blue' })).toEqual({
      attributes: { 'data-theme-color': 'blue', 'data-font': 'serif', 'data-dark': 'true' },
      declarations: null,
    });
  });

  it('falls back to orange and the default font for unknown names', () => {
    expect(themeStyleOf({ font: 'Comic', color: 'chartreuse' }).attributes).toEqual({
      'data-theme-color': 'orange',
      'data-font': 'default',
      'data-dark': 'false',
    });
  });

  it('turns a hex colour into custom properties with readable companions', () => {
    const style = themeStyleOf({ color: '#e95903' });
    expect(style.attributes['data-theme-color']).toBe('custom');
    expect(style.declarations).toMatch(
      /^--site-primary: #e95903; --site-on-primary: #000000; --site-primary-text: #[0-9a-f]{6};$/,
    );
  });

  it('takes the page background over the theme one', () => {
    expect(themeStyleOf({ backgroundColor: 'gray' }, { backgroundColor: 'teal' }).attributes['data-background']).toBe(
      'teal',
    );
    const custom = themeStyleOf({ backgroundColor: 'gray' }, { backgroundColor: '#102030' });
    expect(custom.attributes['data-background']).toBe('custom');
    expect(custom.declarations).toContain('--site-background: #102030;');
    expect(themeStyleOf({}, { backgroundImg: { full: 'https://cdn.souk.dz/bg.jpg' } }).declarations).toBe(
      '--site-background-image: url("https://cdn.souk.dz/bg.jpg");',
    );
  });

  it('never lets a value escape its declaration', () => {
    expect(themeStyleOf({ color: 'red;}body{display:none' }).declarations).toBeNull();
    expect(themeStyleOf({ color: '#12345' }).declarations).toBeNull();
    expect(cssUrl({ full: 'https://x.dz/a") ; } body { background: red' })).toBe(
      'url("https://x.dz/a%22%29%20;%20%7D%20body%20%7B%20background:%20red")',
    );
    expect(cssUrl({ full: 'https://x.dz/</style><script>alert(1)</script>' })).not.toMatch(/[<>]/);
    expect(cssUrl({ full: 'javascript:alert(1)' })).toBeNull();
    expect(cssUrl(undefined)).toBeNull();
  });

  it('picks black or white text for a colour, and a shade that reads on white', () => {
    expect(colorPairOf('#ffff00').on).toBe('#000000');
    expect(colorPairOf('#000080').on).toBe('#ffffff');
    expect(colorPairOf('#fff').color).toBe('#ffffff');
    expect(colorPairOf('#123456').text).toBe('#123456');
    for (const color of ['#e95903', '#ffff00', '#00ff00', '#ff8800']) {
      expect(contrastOnWhite(colorPairOf(color).text), color).toBeGreaterThanOrEqual(4.5);
    }
  });
});
