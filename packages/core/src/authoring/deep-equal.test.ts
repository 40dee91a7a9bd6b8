import { describe, expect, it } from 'vitest';
import { deepEqual } from './deep-equal.ts';

describe('deepEqual', () => {
  it.each([
    [{ a: [1, { b: 'x' }] }, { a: [1, { b: 'x' }] }, true],
    [{ a: 1, b: undefined }, { a: 1 }, true],
    [[1, 2], [2, 1], false],
    [{ a: 1 }, { a: 1, b: 2 }, false],
    [{ a: [] }, { a: {} }, false],
    [null, {}, false],
    [Number.NaN, Number.NaN, true],
    ['1', 1, false],
  ])('%j and %j → %s', (a, b, expected) => {
    expect(deepEqual(a, b)).toBe(expected);
    expect(deepEqual(b, a)).toBe(expected);
  });
});
