import { useEffect, useLayoutEffect, useState, type RefObject } from 'react';

/**
 * Windowing of the structure's long lists (issue 25: a reorder on a 300-block page reaches the
 * canvas in under 16 ms). Every mounted row renders again when the list's order changes (each
 * reads dnd-kit's sortable context), so a long list mounts only the rows in view and a margin
 * around them; spacers stand for the others, sized from the rows' measured heights (an estimate
 * until a row was seen). Short lists, and every grid's own list, stay whole.
 */

/** From this many rows a list is windowed. */
export const WINDOW_FROM = 60;
/** A row's height (and the list's gap) before it was measured, in pixels. */
const ROW_ESTIMATE = 46;
/** Rows mounted beyond the visible part, in pixels, each side: scrolling shows no blank. */
const MARGIN = 600;

/** The part of the list to mount: rows [start, end) and the spacers' heights. */
export interface RowWindow {
  windowed: boolean;
  start: number;
  end: number;
  before: number;
  after: number;
}

/** The nearest ancestor that scrolls vertically (the drawer's panel), or null for the page. */
function scrollParentOf(element: HTMLElement): HTMLElement | null {
  for (let parent = element.parentElement; parent; parent = parent.parentElement) {
    const { overflowY } = getComputedStyle(parent);
    if (overflowY === 'auto' || overflowY === 'scroll') return parent;
  }
  return null;
}

/**
 * Which rows of `ids` to mount: the part of the list visible in its scrolling panel, plus
 * MARGIN each side. Pure, for the tests: `view` is the visible range in the list's own
 * coordinates, `heights` the rows' measured heights with the gap (ROW_ESTIMATE when unknown).
 */
export function rowWindow(
  ids: readonly string[],
  view: { top: number; bottom: number } | null,
  heights: ReadonlyMap<string, number>,
): RowWindow {
  if (ids.length < WINDOW_FROM) return { windowed: false, start: 0, end: ids.length, before: 0, after: 0 };
  const top = (view?.top ?? 0) - MARGIN;
  const bottom = (view?.bottom ?? 800) + MARGIN;
  let offset = 0;
  let start = -1;
  let before = 0;
  let end = ids.length;
  for (let index = 0; index < ids.length; index += 1) {
    const height = heights.get(ids[index]!) ?? ROW_ESTIMATE;
    if (start === -1 && offset + height > top) {
      start = index;
      before = offset;
    }
    if (start !== -1 && offset >= bottom) {
      end = index;
      break;
    }
    offset += height;
  }
  if (start === -1) start = end = ids.length;
  let after = 0;
  for (let index = end; index < ids.length; index += 1) after += heights.get(ids[index]!) ?? ROW_ESTIMATE;
  // A spacer takes one gap of the grid itself: its own height leaves it out.
  const gap = (value: number) => Math.max(0, value - GAP);
  return { windowed: true, start, end, before: gap(before), after: gap(after) };
}

/** The list's gap between rows (.studio-blocks), counted in each row's measured height. */
const GAP = 4;

/** The window of a list, following its panel's scrolling and its rows' heights. */
export function useRowWindow(list: RefObject<HTMLOListElement | null>, ids: readonly string[]): RowWindow {
  const [view, setView] = useState<{ top: number; bottom: number } | null>(null);
  const [heights] = useState(() => new Map<string, number>());
  const [, setMeasured] = useState(0);
  const long = ids.length >= WINDOW_FROM;

  useLayoutEffect(() => {
    const element = list.current;
    if (!long || !element) return;
    const scroller = scrollParentOf(element);
    const update = () => {
      const listTop = element.getBoundingClientRect().top;
      const box = scroller ? scroller.getBoundingClientRect() : { top: 0, bottom: window.innerHeight };
      const next = { top: box.top - listTop, bottom: box.bottom - listTop };
      // A small scroll keeps the window (the margin covers it): no render for every pixel.
      setView((current) =>
        current && Math.abs(current.top - next.top) < MARGIN / 3 && Math.abs(current.bottom - next.bottom) < MARGIN / 3
          ? current
          : next,
      );
    };
    update();
    const target: HTMLElement | Window = scroller ?? window;
    target.addEventListener('scroll', update, { passive: true });
    const observer = new ResizeObserver(update);
    if (scroller) observer.observe(scroller);
    return () => {
      target.removeEventListener('scroll', update);
      observer.disconnect();
    };
  }, [list, long]);

  // The mounted rows' heights, for the spacers, from a ResizeObserver: it reports after the
  // browser's own layout, so a reorder never pays for a forced one (reading offsetHeight here did).
  const [observer] = useState(() =>
    typeof ResizeObserver === 'undefined'
      ? null
      : new ResizeObserver((entries) => {
          let changed = false;
          for (const entry of entries) {
            const row = entry.target as HTMLElement;
            if (!row.isConnected) {
              observer?.unobserve(row);
              continue;
            }
            const height = Math.round(entry.borderBoxSize[0]?.blockSize ?? row.offsetHeight) + GAP;
            const id = row.dataset.blockRow;
            if (id && heights.get(id) !== height) {
              heights.set(id, height);
              changed = true;
            }
          }
          if (changed) setMeasured((count) => count + 1);
        }),
  );
  useEffect(() => {
    const element = list.current;
    if (!long || !element || !observer) return;
    // Observing a row again is a no-op: each render adds the rows it mounted.
    for (const row of element.querySelectorAll<HTMLElement>(':scope > [data-block-row]')) observer.observe(row);
  });
  useEffect(() => () => observer?.disconnect(), [observer]);

  return rowWindow(ids, view, heights);
}
