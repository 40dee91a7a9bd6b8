import { describe, expect, it } from 'vitest';
import { addPoint, REVEAL_SHARE, sampleStroke, scratchedShare, scratchMask } from './scratch.ts';

describe('scratching', () => {
  it('ignores a point too close to the last one', () => {
    const points = addPoint([], { x: 10, y: 10 });
    expect(addPoint(points, { x: 11, y: 10 })).toHaveLength(1);
    expect(addPoint(points, { x: 20, y: 10 })).toHaveLength(2);
  });

  it('measures how much of the card is scratched', () => {
    expect(scratchedShare([])).toBe(0);
    const stroke = sampleStroke();
    expect(scratchedShare(stroke)).toBeGreaterThan(0);
    expect(scratchedShare(stroke)).toBeLessThan(REVEAL_SHARE);
    const everywhere = Array.from({ length: 100 }, (_, index) => ({ x: (index % 10) * 10 + 5, y: Math.floor(index / 10) * 10 + 5 }));
    expect(scratchedShare(everywhere)).toBe(1);
  });

  it('makes one mask hole per point', () => {
    expect(scratchMask([])).toBeUndefined();
    expect(scratchMask(sampleStroke())?.match(/radial-gradient/g)).toHaveLength(9);
  });
});
