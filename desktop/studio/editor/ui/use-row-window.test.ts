import { describe, expect, it } from 'vitest';
import { rowWindow, WINDOW_FROM } from './use-row-window';

const ids = (count: number) => Array.from({ length: count }, (_, index) => `b${index}`);

describe('the structure list’s window', () => {
  it('mounts every row of a short list', () => {
    expect(rowWindow(ids(WINDOW_FROM - 1), { top: 0, bottom: 400 }, new Map())).toEqual({
      windowed: false,
      start: 0,
      end: WINDOW_FROM - 1,
      before: 0,
      after: 0,
    });
  });

  it('mounts only the rows in view and a margin on a 300-block page, spacers standing for the rest', () => {
    const all = ids(300);
    const top = rowWindow(all, { top: 0, bottom: 700 }, new Map());
    expect(top.start).toBe(0);
    expect(top.end).toBeLessThan(40);
    expect(top.before).toBe(0);
    // The spacer's height and the mounted rows add up to the whole list (46 px a row, 4 of them the gap).
    expect(top.after).toBe((300 - top.end) * 46 - 4);

    const middle = rowWindow(all, { top: 46 * 150, bottom: 46 * 150 + 700 }, new Map());
    expect(middle.start).toBeGreaterThan(130);
    expect(middle.start).toBeLessThan(150);
    expect(middle.end).toBeGreaterThan(165);
    expect(middle.end - middle.start).toBeLessThan(45);
    expect(middle.before).toBe(middle.start * 46 - 4);

    const bottom = rowWindow(all, { top: 46 * 300 - 700, bottom: 46 * 300 }, new Map());
    expect(bottom.end).toBe(300);
    expect(bottom.after).toBe(0);
  });

  it('sizes the spacers from the rows’ measured heights', () => {
    const all = ids(100);
    const heights = new Map(all.map((id) => [id, 100]));
    const shown = rowWindow(all, { top: 5000, bottom: 5500 }, heights);
    // 600 px of margin above 5000: rows from 44 (4400) on.
    expect(shown.start).toBe(44);
    expect(shown.before).toBe(4400 - 4);
    expect(shown.end).toBe(61);
    expect(shown.after).toBe((100 - 61) * 100 - 4);
  });
});
