import type { TouchEvent } from 'react';

// One reading of a swipe for every touch surface (a game's cards, the lesson's pages): quick and mostly
// sideways. Slower presses are drags or scrolls, steeper moves scroll, so neither is ever a swipe.

/** Where and when a one-finger touch started. */
export interface TouchStart {
  x: number;
  y: number;
  at: number;
}

export interface SwipeThresholds {
  /** The sideways distance a swipe covers at least. */
  minPx: number;
  /** The time a swipe takes at most. */
  maxMs: number;
}

/** The start of a one-finger touch, or null for a touch of more fingers (a pinch is never a swipe). */
export function touchStartOf(event: TouchEvent, now = Date.now()): TouchStart | null {
  const touch = event.touches[0];
  return touch && event.touches.length === 1 ? { x: touch.clientX, y: touch.clientY, at: now } : null;
}

/** The way a touch that ended at `end` swiped, or null when it was no swipe. */
export function swipeDirection(
  from: TouchStart | null,
  end: { clientX: number; clientY: number } | undefined,
  { minPx, maxMs }: SwipeThresholds,
  now = Date.now(),
): 'left' | 'right' | null {
  if (!from || !end || now - from.at > maxMs) return null;
  const dx = end.clientX - from.x;
  const dy = end.clientY - from.y;
  if (Math.abs(dx) < minPx || Math.abs(dx) <= 2 * Math.abs(dy)) return null;
  return dx < 0 ? 'left' : 'right';
}
