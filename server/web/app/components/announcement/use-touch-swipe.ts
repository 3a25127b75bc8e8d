import { useRef, type MouseEvent, type PointerEvent } from 'react';
import { useI18n } from '../../i18n';
import { swipeOutcome, type SwipeOutcome } from './gallery-gestures';

/**
 * Touch swipes on an element (the page's gallery): a finger that travels more than
 * SWIPE_DISTANCE sideways asks for the next or the previous picture, in the reading direction.
 * Mouse and pen are left alone (they have the arrows). The element keeps vertical scrolling
 * (`touch-action: pan-y` in its CSS), so a swipe up or down still scrolls the page.
 */
export function useTouchSwipe(onSwipe: (outcome: NonNullable<SwipeOutcome>) => void) {
  const { dir } = useI18n();
  const start = useRef<{ id: number; x: number; y: number } | null>(null);
  // A swipe that ends on a link (the picture, an arrow) must not also follow it.
  const swiped = useRef(false);
  return {
    onPointerDown(event: PointerEvent) {
      if (event.pointerType !== 'touch' || !event.isPrimary) return;
      start.current = { id: event.pointerId, x: event.clientX, y: event.clientY };
      swiped.current = false;
    },
    onPointerUp(event: PointerEvent) {
      const begun = start.current;
      start.current = null;
      if (!begun || begun.id !== event.pointerId) return;
      const outcome = swipeOutcome(event.clientX - begun.x, event.clientY - begun.y, dir);
      if (!outcome) return;
      swiped.current = true;
      onSwipe(outcome);
    },
    onPointerCancel() {
      start.current = null;
    },
    onClickCapture(event: MouseEvent) {
      if (!swiped.current) return;
      swiped.current = false;
      event.preventDefault();
      event.stopPropagation();
    },
  };
}
