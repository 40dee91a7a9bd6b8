import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rankBetween, ranksBetween, ranksForOrder } from './rank.ts';

const byteOrder = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

describe('rankBetween', () => {
  it('makes ranks at the ends and between neighbours', () => {
    const first = rankBetween(null, null);
    const after = rankBetween(first, null);
    const before = rankBetween(null, first);
    const middle = rankBetween(first, after);
    expect([before, first, middle, after].sort(byteOrder)).toEqual([before, first, middle, after]);
  });

  it('always finds room, however often it is asked between the same two', () => {
    let low = rankBetween(null, null);
    const high = rankBetween(low, null);
    for (let step = 0; step < 200; step += 1) {
      const next = rankBetween(low, high);
      expect(low < next && next < high).toBe(true);
      low = next;
    }
  });

  it('refuses bounds in the wrong order', () => {
    expect(() => rankBetween('b', 'a')).toThrow();
  });

  it('fits between the ranks the first seed wrote (a0, a1)', () => {
    const rank = rankBetween('a0', 'a1');
    expect('a0' < rank && rank < 'a1').toBe(true);
  });
});

describe('ranksBetween', () => {
  it('makes the asked number of ascending ranks inside the bounds', () => {
    const ranks = ranksBetween('b', 'c', 50);
    expect(ranks).toHaveLength(50);
    expect([...ranks].sort(byteOrder)).toEqual(ranks);
    expect(new Set(ranks).size).toBe(50);
    expect(ranks.every((rank) => rank > 'b' && rank < 'c')).toBe(true);
  });
});

describe('ranksForOrder', () => {
  const initial = ranksBetween(null, null, 6);
  const ids = ['a', 'b', 'c', 'd', 'e', 'f'];
  const current = new Map(ids.map((id, index) => [id, initial[index]!]));

  it('moves one lesson by rewriting only its rank', () => {
    const changed = ranksForOrder(['a', 'e', 'b', 'c', 'd', 'f'], current);
    expect([...changed.keys()]).toEqual(['e']);
  });

  it('changes nothing when the order is unchanged', () => {
    expect(ranksForOrder(ids, current).size).toBe(0);
  });

  it('puts any permutation in order', () => {
    fc.assert(
      fc.property(fc.shuffledSubarray(ids, { minLength: 6, maxLength: 6 }), (order) => {
        const changed = ranksForOrder(order, current);
        const ranks = order.map((id) => changed.get(id) ?? current.get(id)!);
        expect([...ranks].sort(byteOrder)).toEqual(ranks);
        expect(new Set(ranks).size).toBe(ranks.length);
      }),
    );
  });
});
