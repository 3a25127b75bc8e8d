import { describe, expect, it } from 'vitest';
import {
  clampView,
  containedFrame,
  panBy,
  swipeOutcome,
  toggleZoom,
  UNZOOMED,
  viewTransform,
  ZOOM_MAX,
  zoomAround,
} from './gallery-gestures';

describe('swipeOutcome', () => {
  it('goes to the next picture on a swipe left in French, to the previous one in Arabic', () => {
    expect(swipeOutcome(-120, 10, 'ltr')).toBe('next');
    expect(swipeOutcome(120, -10, 'ltr')).toBe('previous');
    expect(swipeOutcome(-120, 10, 'rtl')).toBe('previous');
    expect(swipeOutcome(120, -10, 'rtl')).toBe('next');
  });

  it('ignores taps, wobbles and gestures mostly up or sideways by too little', () => {
    expect(swipeOutcome(0, 0, 'ltr')).toBeNull();
    expect(swipeOutcome(-50, 0, 'ltr')).toBeNull();
    expect(swipeOutcome(-40, 45, 'ltr')).toBeNull();
    expect(swipeOutcome(10, -200, 'ltr')).toBeNull();
  });

  it('closes on a swipe mostly down', () => {
    expect(swipeOutcome(20, 140, 'ltr')).toBe('close');
    expect(swipeOutcome(-20, 140, 'rtl')).toBe('close');
  });
});

describe('the zoomed picture', () => {
  // An 800×600 frame showing a 2000×1000 picture: drawn 800×400, bands above and below.
  const frame = containedFrame(800, 600, 2000, 1000);

  it('fits the picture in the frame, or fills it before the picture is known', () => {
    expect(frame).toEqual({ width: 800, height: 600, pictureWidth: 800, pictureHeight: 400 });
    expect(containedFrame(800, 600, 0, 0)).toEqual({ width: 800, height: 600, pictureWidth: 800, pictureHeight: 600 });
  });

  it('zooms twice around the clicked point, which stays under the pointer', () => {
    const view = toggleZoom(UNZOOMED, { x: 100, y: 50 }, frame);
    expect(view).toEqual({ scale: 2, x: -100, y: -50 });
    // The spot under the pointer: (100 - x) / scale = 100, as before the zoom.
    expect((100 - view.x) / view.scale).toBe(100);
    expect(toggleZoom(view, { x: 0, y: 0 }, frame)).toEqual(UNZOOMED);
  });

  it('never uncovers the frame beyond the picture edges', () => {
    // Zoomed at the far corner: 1600×800 drawn, so at most 400 sideways and 100 up or down.
    expect(toggleZoom(UNZOOMED, { x: 400, y: 300 }, frame)).toEqual({ scale: 2, x: -400, y: -100 });
    const zoomed = { scale: 2, x: 0, y: 0 };
    expect(panBy(zoomed, 1000, -1000, frame)).toEqual({ scale: 2, x: 400, y: -100 });
    expect(panBy(zoomed, 30, 20, frame)).toEqual({ scale: 2, x: 30, y: 20 });
    expect(panBy(UNZOOMED, 30, 20, frame)).toEqual(UNZOOMED);
  });

  it('keeps the zoom between the whole picture and ZOOM_MAX', () => {
    expect(clampView({ scale: 0.5, x: 10, y: 10 }, frame)).toEqual(UNZOOMED);
    expect(zoomAround(UNZOOMED, { x: 0, y: 0 }, 40, frame).scale).toBe(ZOOM_MAX);
  });

  it('zooms further around a point from an already zoomed view (wheel, pinch)', () => {
    const view = zoomAround({ scale: 2, x: -100, y: 0 }, { x: 50, y: 0 }, 3, frame);
    // The spot under x = 50 was (50 + 100) / 2 = 75; at 3× it is still under 50.
    expect(view.scale).toBe(3);
    expect((50 - view.x) / view.scale).toBeCloseTo(75);
  });

  it('is drawn by one transform', () => {
    expect(viewTransform({ scale: 2, x: -100, y: 25 })).toBe('translate(-100px, 25px) scale(2)');
  });
});
