/**
 * The arithmetic of the gallery's gestures, kept apart from the DOM so it can be tested: which way
 * a swipe goes (mirrored in Arabic), and where a zoomed picture sits (zoom around the point under
 * the finger or the pointer, panning that never shows more than the picture's edges).
 *
 * Positions are in CSS pixels relative to the centre of the frame the picture is shown in: the
 * picture is drawn `translate(x, y) scale(scale)` with its transform origin at that centre.
 */

/** How far a finger must travel (CSS px) for a swipe to count, rather than a tap or a wobble. */
export const SWIPE_DISTANCE = 50;
/** The zoom a double click, a double tap or the zoom button gives. */
export const ZOOM_STEP = 2;
/** The most the wheel or a pinch may zoom: beyond it even the largest file shows its pixels. */
export const ZOOM_MAX = 4;

/** What a swipe asks for; null when the finger did not travel far enough in one clear direction. */
export type SwipeOutcome = 'next' | 'previous' | 'close' | null;

/**
 * The outcome of a touch that travelled `dx`, `dy` (end minus start). Horizontal swipes follow
 * the reading direction: in French the next picture comes from the right (swipe left), in Arabic
 * from the left (swipe right). A swipe down closes (where the caller allows it).
 */
export function swipeOutcome(
  dx: number,
  dy: number,
  dir: 'ltr' | 'rtl',
  distance: number = SWIPE_DISTANCE,
): SwipeOutcome {
  if (Math.abs(dx) >= Math.abs(dy)) {
    if (Math.abs(dx) <= distance) return null;
    const towardStart = dx < 0; // the finger moved left
    return towardStart === (dir === 'ltr') ? 'next' : 'previous';
  }
  return dy > distance ? 'close' : null;
}

/** A picture's zoom and its offset from the centred position. */
export interface PictureView {
  scale: number;
  x: number;
  y: number;
}

/** The picture as the page shows it: whole, centred. */
export const UNZOOMED: PictureView = { scale: 1, x: 0, y: 0 };

/** The frame's size and the size the picture is drawn at in it, unzoomed (`object-fit: contain`). */
export interface PictureFrame {
  width: number;
  height: number;
  pictureWidth: number;
  pictureHeight: number;
}

/**
 * The frame of a picture of `naturalWidth` × `naturalHeight` pixels shown whole in a frame of
 * `width` × `height`; a picture not loaded yet (no natural size) is taken to fill the frame.
 */
export function containedFrame(
  width: number,
  height: number,
  naturalWidth: number,
  naturalHeight: number,
): PictureFrame {
  if (naturalWidth <= 0 || naturalHeight <= 0 || width <= 0 || height <= 0) {
    return { width, height, pictureWidth: width, pictureHeight: height };
  }
  const fit = Math.min(width / naturalWidth, height / naturalHeight);
  return { width, height, pictureWidth: naturalWidth * fit, pictureHeight: naturalHeight * fit };
}

/**
 * The view kept within bounds: a zoom between 1 and ZOOM_MAX, and an offset that never uncovers
 * the frame beyond the picture's edges (a picture narrower than the frame stays centred).
 */
export function clampView(view: PictureView, frame: PictureFrame): PictureView {
  const scale = Math.min(ZOOM_MAX, Math.max(1, view.scale));
  const reachX = Math.max(0, (frame.pictureWidth * scale - frame.width) / 2);
  const reachY = Math.max(0, (frame.pictureHeight * scale - frame.height) / 2);
  // `+ 0` turns -0 into 0, so an unzoomed view is exactly UNZOOMED.
  return {
    scale,
    x: Math.min(reachX, Math.max(-reachX, view.x)) + 0,
    y: Math.min(reachY, Math.max(-reachY, view.y)) + 0,
  };
}

/**
 * The view zoomed to `scale` so that the spot of the picture under `point` stays under it: the
 * zoom goes where the user clicked, tapped or pinched.
 */
export function zoomAround(
  view: PictureView,
  point: { x: number; y: number },
  scale: number,
  frame: PictureFrame,
): PictureView {
  const target = Math.min(ZOOM_MAX, Math.max(1, scale));
  // The spot of the (unzoomed) picture under the point, then the offset that brings it back there.
  const spotX = (point.x - view.x) / view.scale;
  const spotY = (point.y - view.y) / view.scale;
  return clampView({ scale: target, x: point.x - target * spotX, y: point.y - target * spotY }, frame);
}

/** A double click or tap: ZOOM_STEP around the point, or back to the whole picture when zoomed. */
export function toggleZoom(view: PictureView, point: { x: number; y: number }, frame: PictureFrame): PictureView {
  return view.scale > 1 ? UNZOOMED : zoomAround(view, point, ZOOM_STEP, frame);
}

/** The view moved by a drag of `dx`, `dy`, within bounds. */
export function panBy(view: PictureView, dx: number, dy: number, frame: PictureFrame): PictureView {
  return clampView({ scale: view.scale, x: view.x + dx, y: view.y + dy }, frame);
}

/** The CSS transform that draws a view. */
export function viewTransform(view: PictureView): string {
  return `translate(${view.x}px, ${view.y}px) scale(${view.scale})`;
}
