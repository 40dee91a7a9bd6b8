import { describe, expect, it } from 'vitest';
import { sampleAverage, sampleShares } from './sample-results.ts';

describe('sample survey results', () => {
  it.each([1, 2, 3, 4, 7, 8])('gives %i falling shares that add up to 100', (count) => {
    const shares = sampleShares(count);
    expect(shares).toHaveLength(count);
    expect(shares.reduce((sum, share) => sum + share, 0)).toBe(100);
    for (let index = 1; index < shares.length; index += 1) expect(shares[index]).toBeLessThanOrEqual(shares[index - 1]!);
  });

  it('has no shares for no answers, and an average inside the scale', () => {
    expect(sampleShares(0)).toEqual([]);
    expect(sampleAverage(0, 10)).toBe(6);
    expect(sampleAverage(-5, 5)).toBe(1);
  });
});
