import { describe, expect, it } from 'vitest';
import { moveById, moveByOffset, moveItem, neighboursOf } from './reorder.ts';

const lessons = ['a', 'b', 'c', 'd'].map((id) => ({ id }));
const ids = (items: { id: string }[]) => items.map((item) => item.id).join('');

describe('list reordering', () => {
  it('moves an item forwards and backwards', () => {
    expect(moveItem(['a', 'b', 'c', 'd'], 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveItem(['a', 'b', 'c', 'd'], 3, 1)).toEqual(['a', 'd', 'b', 'c']);
  });

  it('leaves the list unchanged for out-of-range or equal positions, without mutating the input', () => {
    const input = ['a', 'b'];
    expect(moveItem(input, 0, 5)).toEqual(['a', 'b']);
    expect(moveItem(input, -1, 0)).toEqual(['a', 'b']);
    expect(moveItem(input, 1, 1)).toEqual(['a', 'b']);
    expect(moveItem(input, 0, 1)).not.toBe(input);
    expect(input).toEqual(['a', 'b']);
  });

  it('moves by ids, as drag and drop reports them', () => {
    expect(ids(moveById(lessons, 'a', 'c'))).toBe('bcad');
    expect(ids(moveById(lessons, 'd', 'a'))).toBe('dabc');
    expect(ids(moveById(lessons, 'x', 'a'))).toBe('abcd');
  });

  it('moves by one place with the keyboard and stops at either end', () => {
    expect(ids(moveByOffset(lessons, 'b', -1))).toBe('bacd');
    expect(ids(moveByOffset(lessons, 'b', 1))).toBe('acbd');
    expect(ids(moveByOffset(lessons, 'a', -1))).toBe('abcd');
    expect(ids(moveByOffset(lessons, 'd', 1))).toBe('abcd');
  });

  it('names the neighbours of a moved item', () => {
    expect(neighboursOf(lessons, 'a')).toEqual({ beforeId: null, afterId: 'b' });
    expect(neighboursOf(lessons, 'c')).toEqual({ beforeId: 'b', afterId: 'd' });
    expect(neighboursOf(lessons, 'd')).toEqual({ beforeId: 'c', afterId: null });
  });
});
