import type { LearnerLessonResponse } from '@slidewise/core';
import { describe, expect, it } from 'vitest';
import { keepLessonCopy, readLessonCopy, withEffect } from './lesson-copy.ts';

const at = '2026-11-23T10:00:00.000Z';
const later = '2026-11-23T10:05:00.000Z';
const copy: LearnerLessonResponse = {
  lesson: {
    id: 'l1',
    courseId: 'c1',
    title: 'Safe lifting',
    kind: 'Lesson',
    language: 'en-US',
    config: { pagination: true, indicator: true, pageNumbers: true, sound: true, direction: 'ltr' },
    slides: [],
  },
  course: { id: 'c1', title: 'Warehouse basics' },
  attempt: { id: 'a1', lessonId: 'l1', startedAt: at, finishedAt: null, currentSlideIndex: 0, results: {} },
  lock: { locked: false, reason: null, lockedUntil: null },
  best: null,
  starsEarnedBySlide: {},
};
const viewed = { correct: null, answers: null, points: 0, answeredAt: later };

describe('the kept copy of a lesson', () => {
  it('notes results, places and the finish in its attempt', () => {
    const answered = withEffect(copy, 'a1', { type: 'result', slideId: 'intro', result: viewed, currentSlideIndex: 1 }, later);
    expect(answered.attempt).toMatchObject({ id: 'a1', startedAt: at, currentSlideIndex: 1, results: { intro: { ...viewed, stars: 0 } } });
    expect(withEffect(answered, 'a1', { type: 'position', currentSlideIndex: 0 }, later).attempt?.currentSlideIndex).toBe(0);
    expect(withEffect(answered, 'a1', { type: 'ended' }, later).attempt?.finishedAt).toBe(later);
  });

  it('replaces the attempt when the learner plays a new one', () => {
    const again = withEffect(copy, 'a2', { type: 'position', currentSlideIndex: 1 }, later);
    expect(again.attempt).toEqual({ id: 'a2', lessonId: 'l1', startedAt: later, finishedAt: null, currentSlideIndex: 1, results: {} });
  });

  it('reads back only what is still a lesson', () => {
    keepLessonCopy(copy);
    expect(readLessonCopy('l1')).toEqual(copy);
    localStorage.setItem('slidewise.user.lesson.l1', '{"lesson": 3}');
    expect(readLessonCopy('l1')).toBeUndefined();
    expect(readLessonCopy('other')).toBeUndefined();
  });
});
