import { lessonKinds } from '@slidewise/core';
import { describe, expect, it } from 'vitest';
import { learnerLessonPath } from './lesson-path.ts';

describe('learnerLessonPath', () => {
  it('leads each kind to its own page', () => {
    expect(lessonKinds.map((kind) => learnerLessonPath(kind, 'l1'))).toEqual([
      '/learn/lessons/l1',
      '/learn/discussions/l1',
      '/learn/assessments/l1',
      '/learn/observations/l1',
      '/learn/conferences/l1',
    ]);
  });

  it('keeps odd ids inside their path segment', () => {
    expect(learnerLessonPath('Lesson', 'a/b')).toBe('/learn/lessons/a%2Fb');
  });
});
