import { describe, expect, it } from 'vitest';
import { evenShares, shareOut } from './share-out.ts';

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

describe('shareOut', () => {
  it('takes what one bar gains from the others in proportion, keeping the total', () => {
    expect(shareOut([50, 30, 20], 0, 60, 100, 5)).toEqual([60, 25, 15]);
    expect(sum(shareOut([34, 33, 33], 1, 50, 100, 1))).toBe(100);
  });

  it('splits the rest evenly when the other bars hold nothing', () => {
    expect(shareOut([100, 0, 0], 0, 40, 100, 5)).toEqual([40, 30, 30]);
  });

  it('keeps every bar on the steps and within the total', () => {
    const values = shareOut([25, 25, 25, 25], 3, 73, 100, 5);
    expect(values.every((value) => value % 5 === 0 && value >= 0)).toBe(true);
    expect(sum(values)).toBe(100);
    expect(values[3]).toBe(75);
  });
});

describe('evenShares', () => {
  it('gives each bar an equal share on the steps, the first taking what is left over', () => {
    expect(evenShares(3, 100, 5)).toEqual([40, 30, 30]);
    expect(evenShares(4, 100, 1)).toEqual([25, 25, 25, 25]);
    expect(evenShares(0, 100, 1)).toEqual([]);
  });
});
