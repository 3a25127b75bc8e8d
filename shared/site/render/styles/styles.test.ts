import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FOCUS_STEPS, PALETTE_COLORS } from '../../blocks/fields';
import { GRID_COLUMNS, GRID_MAX_ROWS } from '../../blocks/grid';
import { THEME_FONTS } from '../theme';

const css = (name: string) => readFileSync(new URL(`./${name}`, import.meta.url), 'utf8');

describe('site.css', () => {
  it('imports its partials', () => {
    const site = readFileSync(new URL('../site.css', import.meta.url), 'utf8');
    for (const partial of ['base', 'blocks', 'cards', 'grid'])
      expect(site).toContain(`@import './styles/${partial}.css';`);
  });

  it('has a grid rule for every column, width and height the Grid block may write', () => {
    const grid = css('grid.css');
    for (const [breakpoint, columns] of Object.entries(GRID_COLUMNS)) {
      for (let x = 0; x < columns; x += 1) expect(grid).toContain(`[data-${breakpoint}-x='${x}']`);
      for (let w = 1; w <= columns; w += 1) expect(grid).toContain(`[data-${breakpoint}-w='${w}']`);
      for (let h = 1; h <= GRID_MAX_ROWS; h += 1) expect(grid).toContain(`[data-${breakpoint}-h='${h}']`);
    }
  });

  it('maps every palette colour and theme font', () => {
    const base = css('base.css');
    for (const color of PALETTE_COLORS) {
      expect(base).toContain(`[data-color='${color}']`);
      if (color !== 'primary') expect(base).toContain(`.site[data-theme-color='${color}']`);
    }
    for (const font of THEME_FONTS.filter((name) => name !== 'Default')) {
      expect(base).toContain(`.site[data-font='${font.toLowerCase()}']`);
    }
  });

  it("maps every step of a picture's focus point", () => {
    const blocks = css('blocks.css');
    for (const step of FOCUS_STEPS) {
      expect(blocks).toContain(`.site img[data-focus-x='${step}'] {\n  --site-focus-x: ${step}%;`);
      expect(blocks).toContain(`.site img[data-focus-y='${step}'] {\n  --site-focus-y: ${step}%;`);
    }
  });

  it('uses logical properties, not physical ones', () => {
    for (const name of ['base.css', 'blocks.css', 'cards.css', 'grid.css']) {
      expect(css(name), name).not.toMatch(/(^|[\s;{])(margin|padding)-(left|right|top|bottom)\s*:/m);
      expect(css(name), name).not.toMatch(/(^|[\s;{])(left|right|top|bottom)\s*:/m);
    }
  });
});
