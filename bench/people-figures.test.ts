import { describe, expect, it } from 'vitest';
import { percentile } from './people-figures.ts';

describe('percentile', () => {
  it('takes the nearest rank', () => {
    const samples = Array.from({ length: 100 }, (_, index) => 100 - index);
    expect(percentile(samples, 95)).toBe(95);
    expect(percentile(samples, 50)).toBe(50);
    expect(percentile([7], 95)).toBe(7);
  });
  it('refuses no samples', () => {
    expect(() => percentile([], 95)).toThrow('no samples');
  });
});
