import { describe, expect, it } from 'vitest';
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
