import { describe, expect, it } from 'vitest';
import { pairPoints } from './memory-points.ts';

describe('pairPoints', () => {
  it('gives 1000 for a pair found straight away and 100 less for each miss before it', () => {
    expect(pairPoints(0)).toBe(1000);
    expect(pairPoints(1)).toBe(900);
    expect(pairPoints(3)).toBe(700);
  });

  it('never gives less than 500 for a found pair', () => {
    expect(pairPoints(9)).toBe(500);
  });
});
