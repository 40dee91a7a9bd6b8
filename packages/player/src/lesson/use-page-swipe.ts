import { useRef, type TouchEvent } from 'react';

/** A page swipe is quick and mostly sideways, as a game's card swipe is; slower or steeper moves scroll. */
const SWIPE_MIN_PX = 48;
const SWIPE_MAX_MS = 600;

/** Where a touch belongs to the slide: its controls, and whatever declares its own gestures. */
const SLIDE_OWN_TOUCH = 'button, a, input, textarea, select, label, video, iframe, canvas, [role="slider"], [contenteditable]';

interface PageSwipeOptions {
  enabled: boolean;
  direction: 'ltr' | 'rtl';
  onNext: () => void;
  onBack: () => void;
}

/**
 * Touch handlers for the lesson's stage: a swipe towards the reading direction's start goes on, the
 * other way goes back, as on a phone's pages. A touch that starts on a control, or inside an element
 * that takes touches itself (a CSS `touch-action` other than `auto`: swipe cards, drag boards, scratch
 * cards, dials), is the slide's and never turns the page.
 */
export function usePageSwipe({ enabled, direction, onNext, onBack }: PageSwipeOptions) {
  const start = useRef<{ x: number; y: number; at: number } | null>(null);
  if (!enabled) return {};
  return {
    onTouchStart: (event: TouchEvent<HTMLElement>) => {
      const touch = event.touches[0];
      const own = event.target instanceof Element && isSlideOwnTouch(event.target, event.currentTarget);
      start.current = touch && event.touches.length === 1 && !own ? { x: touch.clientX, y: touch.clientY, at: Date.now() } : null;
    },
    onTouchEnd: (event: TouchEvent<HTMLElement>) => {
      const from = start.current;
      const touch = event.changedTouches[0];
      start.current = null;
      if (!from || !touch || Date.now() - from.at > SWIPE_MAX_MS) return;
      const dx = touch.clientX - from.x;
      const dy = touch.clientY - from.y;
      if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) <= 2 * Math.abs(dy)) return;
      const towardsStart = direction === 'ltr' ? dx < 0 : dx > 0;
      if (towardsStart) onNext();
      else onBack();
    },
  };
}

function isSlideOwnTouch(target: Element, stage: Element): boolean {
  if (target.closest(SLIDE_OWN_TOUCH)) return true;
  for (let element: Element | null = target; element && element !== stage; element = element.parentElement) {
    const touchAction = getComputedStyle(element).touchAction;
    if (touchAction && touchAction !== 'auto') return true;
  }
  return false;
}
