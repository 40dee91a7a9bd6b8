import { describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH } from '../api/json-depth.ts';
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

  it('compares as deep as the API accepts, and calls deeper values different instead of overflowing the stack', () => {
    const nested = (depth: number) => JSON.parse(`${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`);
    expect(deepEqual(nested(MAX_JSON_DEPTH), nested(MAX_JSON_DEPTH))).toBe(true);
    expect(deepEqual(nested(MAX_JSON_DEPTH + 1), nested(MAX_JSON_DEPTH + 1))).toBe(false);
    expect(deepEqual(nested(20_000), nested(20_000))).toBe(false);
  });
});
