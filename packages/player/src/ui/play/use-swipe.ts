import { useRef, type TouchEvent } from 'react';

/** A swipe is quick and mostly sideways: slower presses are drags or scrolls, steeper moves scroll. */
const SWIPE_MIN_PX = 40;
const SWIPE_MAX_MS = 500;

/**
 * Touch handlers reporting a quick sideways swipe (left or right). Returns the two handlers to compose
 * with any others on the element.
 */
export function useSwipe(onSwipe: (direction: 'left' | 'right') => void) {
  const start = useRef<{ x: number; y: number; at: number } | null>(null);
  return {
    onTouchStart: (event: TouchEvent) => {
      const touch = event.touches[0];
      start.current = touch && event.touches.length === 1 ? { x: touch.clientX, y: touch.clientY, at: Date.now() } : null;
    },
    onTouchEnd: (event: TouchEvent) => {
      const from = start.current;
      const touch = event.changedTouches[0];
      start.current = null;
      if (!from || !touch || Date.now() - from.at > SWIPE_MAX_MS) return;
      const dx = touch.clientX - from.x;
      const dy = touch.clientY - from.y;
      if (Math.abs(dx) >= SWIPE_MIN_PX && Math.abs(dx) > 2 * Math.abs(dy)) onSwipe(dx < 0 ? 'left' : 'right');
    },
  };
}
