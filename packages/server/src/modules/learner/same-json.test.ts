import { describe, expect, it } from 'vitest';
import { sameJson } from './same-json.ts';

describe('sameJson', () => {
  it('ignores key order but not values or array order', () => {
    expect(sameJson({ a: 1, b: [1, { c: 2, d: 3 }] }, { b: [1, { d: 3, c: 2 }], a: 1 })).toBe(true);
    expect(sameJson({ a: [1, 2] }, { a: [2, 1] })).toBe(false);
    expect(sameJson({ a: 1 }, { a: '1' })).toBe(false);
    expect(sameJson(null, undefined)).toBe(true);
  });
});
