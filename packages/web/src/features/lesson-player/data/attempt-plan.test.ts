import type { LearnerLessonResponse } from '@slidewise/core';
import { describe, expect, it } from 'vitest';
import { planAttempt } from './attempt-plan.ts';
import type { OutboxItem } from './outbox.ts';

const at = '2026-11-23T10:00:00.000Z';
const unlocked = { locked: false, reason: null, lockedUntil: null };

function lesson(overrides: Partial<LearnerLessonResponse> = {}): LearnerLessonResponse {
  return {
    lesson: {
      id: 'l1',
      courseId: 'c1',
      title: 'Lesson',
      kind: 'Lesson',
      language: 'en-US',
      config: { pagination: true, indicator: true, pageNumbers: false, sound: true, direction: 'ltr' },
      slides: [],
    },
    course: { id: 'c1', title: 'Course' },
    attempt: null,
    lock: unlocked,
    best: null,
    starsEarnedBySlide: {},
    ...overrides,
  };
}

const newId = () => 'new-attempt';

describe('which attempt the lesson page plays', () => {
  it('starts a new attempt when there is none', () => {
    expect(planAttempt(lesson(), [], newId)).toEqual({ kind: 'play', attemptId: 'new-attempt', resume: undefined, start: true });
  });

  it('resumes the attempt in progress, with unsent results and place laid over the server’s', () => {
    const attempt = {
      id: 'a1',
      lessonId: 'l1',
      startedAt: at,
      finishedAt: null,
      currentSlideIndex: 1,
      results: { s1: { correct: true, answers: ['x'], points: 1000, stars: 1, answeredAt: at } },
    };
    const outbox: OutboxItem[] = [
      {
        kind: 'result',
        attemptId: 'a1',
        slideId: 's2',
        body: { correct: false, answers: [], points: 0, answeredAt: at, currentSlideIndex: 2 },
      },
      { kind: 'result', attemptId: 'other', slideId: 's3', body: { correct: true, answers: [], points: 0, answeredAt: at } },
    ];
    const plan = planAttempt(lesson({ attempt }), outbox, newId);
    expect(plan).toEqual({
      kind: 'play',
      attemptId: 'a1',
      start: false,
      resume: {
        currentSlideIndex: 2,
        results: {
          s1: { correct: true, answers: ['x'], points: 1000, answeredAt: at },
          s2: { correct: false, answers: [], points: 0, answeredAt: at },
        },
      },
    });
  });

  it('goes on with an attempt started offline that the server does not know yet', () => {
    const outbox: OutboxItem[] = [
      { kind: 'start', lessonId: 'l1', attemptId: 'offline-attempt' },
      { kind: 'position', attemptId: 'offline-attempt', currentSlideIndex: 3 },
    ];
    expect(planAttempt(lesson({ lock: { locked: true, reason: 'interval', lockedUntil: at } }), outbox, newId)).toEqual({
      kind: 'play',
      attemptId: 'offline-attempt',
      start: false,
      resume: { currentSlideIndex: 3, results: {} },
    });
  });

  it('shows the lock when nothing is in progress', () => {
    const lock = { locked: true, reason: 'completed' as const, lockedUntil: null };
    expect(planAttempt(lesson({ lock }), [], newId)).toEqual({ kind: 'locked', lock });
  });
});
