import { useRef, type TouchEvent } from 'react';
import { swipeDirection, touchStartOf, type TouchStart } from '../ui/play/swipe-gesture.ts';

/** A page swipe is read as a game's card swipe is (swipe-gesture.ts), a little longer and slower. */
const PAGE_SWIPE = { minPx: 48, maxMs: 600 };

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
  const start = useRef<TouchStart | null>(null);
  if (!enabled) return {};
  return {
    onTouchStart: (event: TouchEvent<HTMLElement>) => {
      const own = event.target instanceof Element && isSlideOwnTouch(event.target, event.currentTarget);
      start.current = own ? null : touchStartOf(event);
    },
    onTouchEnd: (event: TouchEvent<HTMLElement>) => {
      const swiped = swipeDirection(start.current, event.changedTouches[0], PAGE_SWIPE);
      start.current = null;
      if (!swiped) return;
      const towardsStart = direction === 'ltr' ? swiped === 'left' : swiped === 'right';
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
