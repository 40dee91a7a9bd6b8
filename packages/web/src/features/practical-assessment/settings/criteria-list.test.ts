import { describe, expect, it } from 'vitest';
import { addCriterion, moveCriterion, removeCriterion, replaceCriterion } from './criteria-list.ts';

const a = { id: 'a', title: 'A', description: '' };
const b = { id: 'b', title: 'B', description: '' };
const c = { id: 'c', title: 'C', description: '' };

describe('criteria list edits', () => {
  it('adds at the end, replaces by id and removes by id', () => {
    expect(addCriterion([a], 'New', 'n')).toEqual([a, { id: 'n', title: 'New', description: '' }]);
    expect(replaceCriterion([a, b], { ...b, title: 'Bee' })).toEqual([a, { ...b, title: 'Bee' }]);
    expect(removeCriterion([a, b, c], 'b')).toEqual([a, c]);
  });

  it('moves one place and stays put at the ends', () => {
    expect(moveCriterion([a, b, c], 'c', -1).map((item) => item.id)).toEqual(['a', 'c', 'b']);
    expect(moveCriterion([a, b, c], 'a', 1).map((item) => item.id)).toEqual(['b', 'a', 'c']);
    expect(moveCriterion([a, b, c], 'a', -1).map((item) => item.id)).toEqual(['a', 'b', 'c']);
    expect(moveCriterion([a, b, c], 'c', 1).map((item) => item.id)).toEqual(['a', 'b', 'c']);
  });
});
