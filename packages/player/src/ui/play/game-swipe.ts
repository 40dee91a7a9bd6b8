import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';

/** How far (px) a card must travel sideways to count as a swipe rather than a wobble. */
export const SWIPE_DISTANCE_PX = 60;

export type SwipeSide = 'left' | 'right';

export interface SwipeHandlers {
  onPointerDown: (event: PointerEvent<HTMLElement>) => void;
  onPointerMove: (event: PointerEvent<HTMLElement>) => void;
  onPointerUp: (event: PointerEvent<HTMLElement>) => void;
  onPointerCancel: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
}

/**
 * A card the learner swipes left or right (touch or mouse), or sends with the arrow keys once focused.
 * Swipes are a shortcut: every game that uses them also shows a button per side.
 */
export function useSwipe(onSwipe: (side: SwipeSide) => void, enabled: boolean): { handlers: SwipeHandlers; offset: number } {
  const start = useRef<{ x: number; pointerId: number } | null>(null);
  const [offset, setOffset] = useState(0);

  const end = (event: PointerEvent<HTMLElement>) => {
    const from = start.current;
    start.current = null;
    setOffset(0);
    if (!from || !enabled) return;
    const moved = event.clientX - from.x;
    if (Math.abs(moved) >= SWIPE_DISTANCE_PX) onSwipe(moved < 0 ? 'left' : 'right');
  };

  return {
    offset,
    handlers: {
      onPointerDown: (event) => {
        if (!enabled) return;
        start.current = { x: event.clientX, pointerId: event.pointerId };
        event.currentTarget.setPointerCapture?.(event.pointerId);
      },
      onPointerMove: (event) => {
        if (start.current && start.current.pointerId === event.pointerId) setOffset(event.clientX - start.current.x);
      },
      onPointerUp: end,
      onPointerCancel: () => {
        start.current = null;
        setOffset(0);
      },
      onKeyDown: (event) => {
        if (!enabled) return;
        if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
          event.preventDefault();
          onSwipe(event.key === 'ArrowLeft' ? 'left' : 'right');
        }
      },
    },
  };
}
