import { describe, expect, it } from 'vitest';
import { swipeDirection } from './swipe-gesture.ts';

const thresholds = { minPx: 40, maxMs: 500 };
const from = { x: 200, y: 300, at: 1000 };

describe('swipeDirection', () => {
  it('reads a quick sideways move as a swipe towards where the finger went', () => {
    expect(swipeDirection(from, { clientX: 120, clientY: 310 }, thresholds, 1200)).toBe('left');
    expect(swipeDirection(from, { clientX: 280, clientY: 290 }, thresholds, 1200)).toBe('right');
  });

  it('takes a short, slow or steep move for a tap, a drag or a scroll', () => {
    expect(swipeDirection(from, { clientX: 170, clientY: 300 }, thresholds, 1200)).toBeNull();
    expect(swipeDirection(from, { clientX: 100, clientY: 300 }, thresholds, 1600)).toBeNull();
    expect(swipeDirection(from, { clientX: 140, clientY: 340 }, thresholds, 1200)).toBeNull();
  });

  it('needs a start and an end', () => {
    expect(swipeDirection(null, { clientX: 100, clientY: 300 }, thresholds, 1200)).toBeNull();
    expect(swipeDirection(from, undefined, thresholds, 1200)).toBeNull();
  });
});
