import { describe, expect, it } from 'vitest';
import { speedPoints } from './speed-points.ts';

describe('speedPoints', () => {
  it('gives all 1000 points during the first quarter of the time', () => {
    expect(speedPoints(20_000, 20_000, true)).toBe(1000);
    expect(speedPoints(15_000, 20_000, true)).toBe(1000);
  });

  it('then falls evenly to half when the time runs out', () => {
    expect(speedPoints(7_500, 20_000, true)).toBe(750);
    expect(speedPoints(0, 20_000, true)).toBe(500);
  });

  it('gives the full points when the game is untimed', () => {
    expect(speedPoints(0, 20_000, false)).toBe(1000);
    expect(speedPoints(0, -1, true)).toBe(1000);
  });
});
