import { useEffect, useLayoutEffect, useRef, useState, type PointerEvent, type RefObject } from 'react';
import { useI18n } from '../../i18n';
import {
  containedFrame,
  panBy,
  swipeOutcome,
  toggleZoom,
  UNZOOMED,
  viewTransform,
  zoomAround,
  type PictureView,
  type SwipeOutcome,
} from './gallery-gestures';

/** Two taps closer than this (ms) and this (px) are a double tap. */
const DOUBLE_TAP_MS = 300;
const DOUBLE_TAP_DISTANCE = 30;
/** A touch that moved less than this (px) is a tap. */
const TAP_DISTANCE = 10;

interface Gesture {
  startX: number;
  startY: number;
  lastX: number;
  lastY: number;
  touch: boolean;
  /** Zoomed when it began: a drag then pans and never swipes. */
  zoomedAtStart: boolean;
  /** A second finger came: neither a tap nor a swipe any more. */
  multi: boolean;
  pinch: { distance: number; scale: number; midX: number; midY: number } | null;
}

/**
 * The full-screen picture's gestures, with pointer events only: a double click or double tap
 * zooms ZOOM_STEP around that point (again: back to the whole picture), the wheel and a pinch zoom
 * around the pointer or the fingers, a drag pans while zoomed, and an unzoomed touch swipe asks
 * for the next or previous picture (in the reading direction) or, downwards, to close.
 *
 * The transform is written on the picture element (CSSOM, which the page's CSP allows; the served
 * HTML never carries a style attribute) rather than through React state, so a drag does not render
 * the dialog sixty times a second; `zoomed` is state, for the zoom button and `data-zoomed`.
 * The zoom goes back to the whole picture when `pictureKey` changes.
 */
export function usePictureGestures({
  frameRef,
  pictureRef,
  pictureKey,
  onSwipe,
}: {
  frameRef: RefObject<HTMLElement | null>;
  pictureRef: RefObject<HTMLImageElement | null>;
  pictureKey: string;
  onSwipe: (outcome: NonNullable<SwipeOutcome>) => void;
}) {
  const { dir } = useI18n();
  const view = useRef<PictureView>(UNZOOMED);
  const [zoomed, setZoomed] = useState(false);
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const gesture = useRef<Gesture | null>(null);
  const lastTap = useRef<{ time: number; x: number; y: number } | null>(null);
  const lastPointerType = useRef('');

  const frame = () => {
    const rect = frameRef.current?.getBoundingClientRect();
    const picture = pictureRef.current;
    return containedFrame(rect?.width ?? 0, rect?.height ?? 0, picture?.naturalWidth ?? 0, picture?.naturalHeight ?? 0);
  };
  /** A point of the screen relative to the frame's centre. */
  const pointOf = (clientX: number, clientY: number) => {
    const rect = frameRef.current?.getBoundingClientRect();
    if (!rect) return { x: 0, y: 0 };
    return { x: clientX - rect.left - rect.width / 2, y: clientY - rect.top - rect.height / 2 };
  };
  /** Draws a view; `moving` follows the finger at once, otherwise the CSS transition eases it. */
  const show = (next: PictureView, moving = false) => {
    view.current = next;
    const picture = pictureRef.current;
    if (picture) {
      picture.style.transform = viewTransform(next);
      picture.style.transition = moving ? 'none' : '';
    }
    setZoomed(next.scale > 1);
  };

  useLayoutEffect(() => {
    view.current = UNZOOMED;
    gesture.current = null;
    pointers.current.clear();
    setZoomed(false);
  }, [pictureKey]);

  // The wheel zooms around the pointer; React's wheel listener is passive and could not keep the
  // page (behind the dialog) from scrolling, so this one is added by hand.
  useEffect(() => {
    const element = frameRef.current;
    if (!element) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const pixels = event.deltaMode === WheelEvent.DOM_DELTA_LINE ? event.deltaY * 16 : event.deltaY;
      const scale = view.current.scale * Math.exp(-pixels * 0.002);
      show(zoomAround(view.current, pointOf(event.clientX, event.clientY), scale, frame()), true);
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
    // The handler reads refs only: bound once, for the dialog's life.
  }, []);

  const pinchOf = () => {
    const [a, b] = [...pointers.current.values()];
    if (!a || !b) return null;
    return { distance: Math.hypot(a.x - b.x, a.y - b.y) || 1, midX: (a.x + b.x) / 2, midY: (a.y + b.y) / 2 };
  };

  const handlers = {
    onPointerDown(event: PointerEvent<HTMLElement>) {
      lastPointerType.current = event.pointerType;
      if (event.pointerType === 'mouse' && event.button !== 0) return;
      // Moves outside the frame still belong to the drag; a synthetic pointer cannot be captured.
      try {
        event.currentTarget.setPointerCapture(event.pointerId);
      } catch {
        // nothing to capture
      }
      pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
      if (pointers.current.size === 1) {
        gesture.current = {
          startX: event.clientX,
          startY: event.clientY,
          lastX: event.clientX,
          lastY: event.clientY,
          touch: event.pointerType === 'touch',
          zoomedAtStart: view.current.scale > 1,
          multi: false,
          pinch: null,
        };
      } else if (gesture.current) {
        const pinch = pinchOf();
        gesture.current.multi = true;
        gesture.current.pinch = pinch && { ...pinch, scale: view.current.scale };
      }
    },
    onPointerMove(event: PointerEvent<HTMLElement>) {
      const current = gesture.current;
      if (!current || !pointers.current.has(event.pointerId)) return;
      pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
      const pinch = current.pinch ? pinchOf() : null;
      if (current.pinch && pinch) {
        const scale = (current.pinch.scale * pinch.distance) / current.pinch.distance;
        const zoomedView = zoomAround(view.current, pointOf(pinch.midX, pinch.midY), scale, frame());
        const moved = panBy(zoomedView, pinch.midX - current.pinch.midX, pinch.midY - current.pinch.midY, frame());
        current.pinch = { ...current.pinch, midX: pinch.midX, midY: pinch.midY, scale: current.pinch.scale };
        show(moved, true);
        return;
      }
      if (pointers.current.size === 1 && view.current.scale > 1) {
        show(panBy(view.current, event.clientX - current.lastX, event.clientY - current.lastY, frame()), true);
      }
      current.lastX = event.clientX;
      current.lastY = event.clientY;
    },
    onPointerUp(event: PointerEvent<HTMLElement>) {
      const current = gesture.current;
      if (!pointers.current.delete(event.pointerId) || !current) return;
      if (pointers.current.size > 0) {
        // One finger of a pinch lifted: the other one goes on panning from where it is.
        current.pinch = null;
        const [rest] = [...pointers.current.values()];
        if (rest) {
          current.lastX = rest.x;
          current.lastY = rest.y;
        }
        return;
      }
      gesture.current = null;
      show(view.current);
      if (!current.touch || current.multi) return;
      const dx = event.clientX - current.startX;
      const dy = event.clientY - current.startY;
      if (!current.zoomedAtStart && view.current.scale === 1) {
        const outcome = swipeOutcome(dx, dy, dir);
        if (outcome) {
          onSwipe(outcome);
          return;
        }
      }
      if (Math.hypot(dx, dy) > TAP_DISTANCE) return;
      const tap = { time: event.timeStamp, x: event.clientX, y: event.clientY };
      const previous = lastTap.current;
      if (
        previous &&
        tap.time - previous.time < DOUBLE_TAP_MS &&
        Math.hypot(tap.x - previous.x, tap.y - previous.y) < DOUBLE_TAP_DISTANCE
      ) {
        lastTap.current = null;
        show(toggleZoom(view.current, pointOf(tap.x, tap.y), frame()));
      } else {
        lastTap.current = tap;
      }
    },
    onPointerCancel(event: PointerEvent<HTMLElement>) {
      pointers.current.delete(event.pointerId);
      if (pointers.current.size > 0) return;
      gesture.current = null;
      show(view.current);
    },
    onDoubleClick(event: { clientX: number; clientY: number }) {
      // A double tap was handled on its second tap already.
      if (lastPointerType.current === 'touch') return;
      show(toggleZoom(view.current, pointOf(event.clientX, event.clientY), frame()));
    },
  };

  /** The zoom button: ZOOM_STEP around the centre, or back to the whole picture. */
  const toggle = () => show(toggleZoom(view.current, { x: 0, y: 0 }, frame()));

  return { zoomed, handlers, toggle };
}
