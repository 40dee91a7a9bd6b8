import { useRef, type TouchEvent } from 'react';
import { swipeDirection, touchStartOf, type TouchStart } from './swipe-gesture.ts';

/** A card's swipe (swipe-gesture.ts reads it). */
const SWIPE = { minPx: 40, maxMs: 500 };

/**
 * Touch handlers reporting a quick sideways swipe (left or right). Returns the two handlers to compose
 * with any others on the element.
 */
export function useSwipe(onSwipe: (direction: 'left' | 'right') => void) {
  const start = useRef<TouchStart | null>(null);
  return {
    onTouchStart: (event: TouchEvent) => {
      start.current = touchStartOf(event);
    },
    onTouchEnd: (event: TouchEvent) => {
      const swiped = swipeDirection(start.current, event.changedTouches[0], SWIPE);
      start.current = null;
      if (swiped) onSwipe(swiped);
    },
  };
}
