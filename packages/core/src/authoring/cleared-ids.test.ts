import { describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH } from '../api/json-depth.ts';
import { copyWithClearedIds } from './cleared-ids.ts';

describe('copyWithClearedIds', () => {
  it('clears every string id, nested ones too, and leaves the original alone', () => {
    const original = { id: 'a', text: 'x', questions: [{ id: 'q', answers: [{ id: 'r', correct: true }] }], meta: { videoId: 'v' } };
    const copy = copyWithClearedIds(original);
    expect(copy).toEqual({ id: '', text: 'x', questions: [{ id: '', answers: [{ id: '', correct: true }] }], meta: { videoId: 'v' } });
    expect(original.questions[0]?.id).toBe('q');
    expect(copy.questions).not.toBe(original.questions);
  });

  it('copies values without ids as they are', () => {
    expect(copyWithClearedIds('text')).toBe('text');
    expect(copyWithClearedIds([1, null])).toEqual([1, null]);
    expect(copyWithClearedIds({ id: 7 })).toEqual({ id: 7 });
  });
});

// Written as text: deeper than JSON.stringify or a recursive walk could go.
const nestedObjects = (depth: number, leaf: string) => JSON.parse('{"a":'.repeat(depth) + JSON.stringify(leaf) + '}'.repeat(depth));

describe('copyWithClearedIds on data nested past the API limit', () => {
  it('copies and clears within the limit, keeps the rest as it is, and never overflows the stack', () => {
    const withinLimit = { id: 'top', inner: nestedObjects(MAX_JSON_DEPTH - 2, 'leaf') };
    expect(copyWithClearedIds(withinLimit)).toEqual({ ...withinLimit, id: '' });
    const deep = { id: 'top', inner: nestedObjects(20_000, 'leaf') };
    const copy = copyWithClearedIds(deep);
    expect(copy.id).toBe('');
    expect(copy).not.toBe(deep);
  });
});
