import { describe, expect, it } from 'vitest';
import { jsonEqual } from './json-equal.ts';

describe('jsonEqual', () => {
  it('compares scalars by value', () => {
    expect(jsonEqual('a', 'a')).toBe(true);
    expect(jsonEqual(1, 2)).toBe(false);
    expect(jsonEqual(null, undefined)).toBe(false);
    expect(jsonEqual(0, '0')).toBe(false);
  });

  it('compares nested objects and arrays by content, ignoring key order', () => {
    expect(jsonEqual({ a: [1, { b: 2 }], c: null }, { c: null, a: [1, { b: 2 }] })).toBe(true);
    expect(jsonEqual({ a: [1, 2] }, { a: [2, 1] })).toBe(false);
    expect(jsonEqual({ a: { b: 1 } }, { a: { b: 2 } })).toBe(false);
  });

  it('tells arrays from objects and lengths apart', () => {
    expect(jsonEqual([], {})).toBe(false);
    expect(jsonEqual([1], [1, 1])).toBe(false);
  });

  it('treats a key holding undefined as absent', () => {
    expect(jsonEqual({ a: 1, b: undefined }, { a: 1 })).toBe(true);
  });
});
