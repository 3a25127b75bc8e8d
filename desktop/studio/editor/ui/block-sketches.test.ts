import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BLOCK_TYPES } from '../../../../shared/site/blocks/types';
import { BLOCK_ICONS } from './block-icons';
import { BLOCK_SKETCHES, SKETCH_VIEW, type SketchShape } from './block-sketches';
import { BlockThumbnail } from './BlockThumbnail';

/** A shape's box: [left, top, right, bottom]. */
function boundsOf(shape: SketchShape): [number, number, number, number] {
  switch (shape.kind) {
    case 'rect':
      return [shape.x, shape.y, shape.x + shape.w, shape.y + shape.h];
    case 'circle':
      return [shape.cx - shape.r, shape.cy - shape.r, shape.cx + shape.r, shape.cy + shape.r];
    case 'line':
      return [
        Math.min(shape.x1, shape.x2),
        Math.min(shape.y1, shape.y2),
        Math.max(shape.x1, shape.x2),
        Math.max(shape.y1, shape.y2),
      ];
    case 'poly': {
      const xs = shape.points.map(([x]) => x);
      const ys = shape.points.map(([, y]) => y);
      return [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
    }
  }
}

describe('block sketches', () => {
  it('every block type of the gallery has a sketch of at least two shapes', () => {
    expect(Object.keys(BLOCK_SKETCHES).sort()).toEqual([...BLOCK_TYPES].sort());
    expect(Object.keys(BLOCK_SKETCHES).sort()).toEqual(Object.keys(BLOCK_ICONS).sort());
    for (const type of BLOCK_TYPES) {
      expect(BLOCK_SKETCHES[type].length, type).toBeGreaterThanOrEqual(2);
    }
  });

  it('every shape lies inside the frame, with a size', () => {
    for (const type of BLOCK_TYPES) {
      for (const shape of BLOCK_SKETCHES[type]) {
        const [left, top, right, bottom] = boundsOf(shape);
        const where = `${type}: ${JSON.stringify(shape)}`;
        expect([left, top, right, bottom].every(Number.isFinite), where).toBe(true);
        expect(left >= 0 && top >= 0, where).toBe(true);
        expect(right <= SKETCH_VIEW.width && bottom <= SKETCH_VIEW.height, where).toBe(true);
        expect(right - left + (bottom - top), where).toBeGreaterThan(0);
        if (shape.kind === 'rect') expect(shape.w > 0 && shape.h > 0, where).toBe(true);
        if (shape.kind === 'circle') expect(shape.r, where).toBeGreaterThan(0);
        if (shape.kind === 'poly') expect(shape.points.length, where).toBeGreaterThanOrEqual(3);
      }
    }
  });

  it('no two block types share a sketch', () => {
    const seen = new Map<string, string>();
    for (const type of BLOCK_TYPES) {
      const drawn = JSON.stringify(BLOCK_SKETCHES[type]);
      expect(seen.get(drawn), `${type} is drawn as ${seen.get(drawn)}`).toBeUndefined();
      seen.set(drawn, type);
    }
  });

  it('the thumbnail is a decorative picture, hidden from assistive technologies', () => {
    const html = renderToStaticMarkup(createElement(BlockThumbnail, { type: 'HeroSection' }));
    expect(html).toMatch(/^<svg [^>]*class="studio-block-thumb"/);
    expect(html).toContain('aria-hidden="true"');
    expect(html).toContain('focusable="false"');
    expect(html).toContain(`viewBox="0 0 ${SKETCH_VIEW.width} ${SKETCH_VIEW.height}"`);
    // One element per shape, each of its tone's class (colours live in the style sheet).
    expect(html.match(/class="studio-block-thumb__/g)).toHaveLength(BLOCK_SKETCHES.HeroSection.length);
    expect(html).not.toMatch(/fill="|stroke="|style="/);
  });
});
