import { describe, expect, it } from 'vitest';
import { lessonLock, missingLessonPrerequisites, shouldResetCourse } from './lesson-lock.ts';

const restriction = (
  overrides: Partial<{ lockOnCompletion: boolean; lockIntervalMin: number; resetCourseOnNumberAttempts: number }> = {},
) => ({
  lockOnCompletion: false,
  lockIntervalMin: 0,
  resetCourseOnNumberAttempts: 0,
  ...overrides,
});
const now = new Date('2026-01-01T12:00:00.000Z');
const failedAt = (iso: string) => ({ score: 10, stars: 0, passed: false, finishedAt: iso });

describe('lesson locks', () => {
  it('is open without restrictions', () => {
    expect(
      lessonLock({
        restriction: restriction(),
        prerequisitesMet: true,
        completed: true,
        finished: [failedAt('2026-01-01T11:59:00.000Z')],
        now,
      }),
    ).toEqual({ locked: false, reason: null, lockedUntil: null });
  });

  it('locks until prerequisites are completed, before anything else', () => {
    expect(
      lessonLock({ restriction: restriction({ lockOnCompletion: true }), prerequisitesMet: false, completed: true, finished: [], now })
        .reason,
    ).toBe('prerequisites');
    expect(missingLessonPrerequisites(['a', 'b'], new Set(['b']))).toEqual(['a']);
  });

  it('locks a completed lesson with lockOnCompletion', () => {
    expect(
      lessonLock({ restriction: restriction({ lockOnCompletion: true }), prerequisitesMet: true, completed: true, finished: [], now }),
    ).toEqual({ locked: true, reason: 'completed', lockedUntil: null });
  });

  it('locks for lockIntervalMin after a failed attempt, not after a passed one', () => {
    const input = { restriction: restriction({ lockIntervalMin: 30 }), prerequisitesMet: true, completed: false, now };
    expect(lessonLock({ ...input, finished: [failedAt('2026-01-01T11:45:00.000Z')] })).toEqual({
      locked: true,
      reason: 'interval',
      lockedUntil: '2026-01-01T12:15:00.000Z',
    });
    expect(lessonLock({ ...input, finished: [failedAt('2026-01-01T11:30:00.000Z')] }).locked).toBe(false);
    expect(lessonLock({ ...input, finished: [{ ...failedAt('2026-01-01T11:59:00.000Z'), passed: true }] }).locked).toBe(false);
  });

  it('resets the course after the set number of failed attempts; 0 never does', () => {
    expect(shouldResetCourse(restriction({ resetCourseOnNumberAttempts: 2 }), 1)).toBe(false);
    expect(shouldResetCourse(restriction({ resetCourseOnNumberAttempts: 2 }), 2)).toBe(true);
    expect(shouldResetCourse(restriction(), 50)).toBe(false);
  });
});
