import { describe, expect, it } from 'vitest';
import { nextLessonToTake } from './next-lesson.ts';

const lesson = (id: string, completed = false, locked = false) => ({ id, completed, locked });

describe('the next lesson to take', () => {
  it('is the first open lesson after this one', () => {
    expect(nextLessonToTake([lesson('a'), lesson('b', true), lesson('c', false, true), lesson('d')], 'a')?.id).toBe('d');
  });

  it('goes back to one skipped earlier when nothing after this one is open', () => {
    expect(nextLessonToTake([lesson('a'), lesson('b', true), lesson('c')], 'c')?.id).toBe('a');
  });

  it('is none when every other lesson is completed or locked', () => {
    expect(nextLessonToTake([lesson('a', true), lesson('b'), lesson('c', false, true)], 'b')).toBeUndefined();
    expect(nextLessonToTake([lesson('a')], 'a')).toBeUndefined();
  });
});
