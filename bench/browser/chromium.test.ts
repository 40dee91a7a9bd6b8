import { describe, expect, it } from 'vitest';
import { median } from './chromium.ts';

describe('median', () => {
  it('takes the middle of an odd count and the mean of the two middles of an even one, in any order', () => {
    expect(median([900, 120, 300])).toBe(300);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([7])).toBe(7);
  });
});
