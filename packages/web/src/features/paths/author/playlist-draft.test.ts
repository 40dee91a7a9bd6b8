import { describe, expect, it } from 'vitest';
import { moveCourse } from './playlist-draft.ts';

describe('moveCourse', () => {
  it('swaps a course with its neighbour', () => {
    expect(moveCourse(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveCourse(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
  });

  it('leaves the order when the move would leave the list', () => {
    expect(moveCourse(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
    expect(moveCourse(['a', 'b'], 1, 1)).toEqual(['a', 'b']);
  });
});
