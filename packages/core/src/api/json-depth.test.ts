import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jsonDepthExceeds, MAX_JSON_DEPTH } from './json-depth.ts';

const nestedArrays = (depth: number): unknown => JSON.parse('['.repeat(depth) + ']'.repeat(depth));
const nestedObjects = (depth: number): unknown => JSON.parse(`${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`);

describe('jsonDepthExceeds', () => {
  it('counts arrays and objects, not scalars', () => {
    expect(jsonDepthExceeds('text', 0)).toBe(false);
    expect(jsonDepthExceeds([], 0)).toBe(true);
    expect(jsonDepthExceeds({ a: [1, { b: 2 }] }, 3)).toBe(false);
    expect(jsonDepthExceeds({ a: [1, { b: [] }] }, 3)).toBe(true);
  });

  it('allows the limit and refuses one level more, deep in any branch', () => {
    expect(jsonDepthExceeds(nestedArrays(MAX_JSON_DEPTH))).toBe(false);
    expect(jsonDepthExceeds(nestedArrays(MAX_JSON_DEPTH + 1))).toBe(true);
    expect(jsonDepthExceeds({ shallow: 1, deep: [nestedObjects(MAX_JSON_DEPTH)] })).toBe(true);
  });

  it('measures values far deeper than the call stack allows without overflowing it', () => {
    expect(jsonDepthExceeds(nestedArrays(200_000))).toBe(true);
    expect(jsonDepthExceeds(nestedObjects(200_000))).toBe(true);
  });

  it('agrees with a recursive count on random JSON', () => {
    const depthOf = (value: unknown): number =>
      value !== null && typeof value === 'object' ? 1 + Math.max(0, ...Object.values(value).map(depthOf)) : 0;
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 8 }), fc.integer({ min: 0, max: 9 }), (value, limit) => {
        expect(jsonDepthExceeds(value, limit)).toBe(depthOf(value) > limit);
      }),
    );
  });
});
