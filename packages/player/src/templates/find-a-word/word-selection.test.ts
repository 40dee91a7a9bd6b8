import { describe, expect, it } from 'vitest';
import type { WordPlacement } from './word-grid.ts';
import { lineCells, placementAt } from './word-selection.ts';

const placements: WordPlacement[] = [
  {
    word: 'CAT',
    cells: [
      [0, 0],
      [0, 1],
      [0, 2],
    ],
  },
  {
    word: 'DOG',
    cells: [
      [3, 3],
      [2, 2],
      [1, 1],
    ],
  },
];

describe('lineCells', () => {
  it('walks straight lines in any of the eight directions', () => {
    expect(lineCells([0, 0], [0, 2])).toEqual([
      [0, 0],
      [0, 1],
      [0, 2],
    ]);
    expect(lineCells([3, 3], [1, 1])).toEqual([
      [3, 3],
      [2, 2],
      [1, 1],
    ]);
    expect(lineCells([2, 0], [0, 2])).toEqual([
      [2, 0],
      [1, 1],
      [0, 2],
    ]);
  });

  it('keeps only the first cell when the two are not in line', () => {
    expect(lineCells([0, 0], [1, 2])).toEqual([[0, 0]]);
  });
});

describe('placementAt', () => {
  it('finds the word between its first and last letters, read either way', () => {
    expect(placementAt(placements, [0, 0], [0, 2])).toBe(0);
    expect(placementAt(placements, [0, 2], [0, 0])).toBe(0);
    expect(placementAt(placements, [1, 1], [3, 3])).toBe(1);
  });

  it('finds nothing for part of a word or a line through no word', () => {
    expect(placementAt(placements, [0, 0], [0, 1])).toBe(-1);
    expect(placementAt(placements, [0, 0], [3, 3])).toBe(-1);
  });
});
