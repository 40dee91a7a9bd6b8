import { describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH } from '@slidewise/core';
import { sameJson } from './same-json.ts';

describe('sameJson', () => {
  it('ignores key order but not values or array order', () => {
    expect(sameJson({ a: 1, b: [1, { c: 2, d: 3 }] }, { b: [1, { d: 3, c: 2 }], a: 1 })).toBe(true);
    expect(sameJson({ a: [1, 2] }, { a: [2, 1] })).toBe(false);
    expect(sameJson({ a: 1 }, { a: '1' })).toBe(false);
    expect(sameJson(null, undefined)).toBe(true);
  });

  it('compares values as deep as the API accepts, and calls deeper ones (stored before the limit) different without overflowing', () => {
    const nested = (depth: number) => JSON.parse(`${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`);
    expect(sameJson(nested(MAX_JSON_DEPTH), nested(MAX_JSON_DEPTH))).toBe(true);
    expect(sameJson(nested(2_150), nested(2_150))).toBe(false);
    expect(sameJson(nested(20_000), { a: 1 })).toBe(false);
  });
});
