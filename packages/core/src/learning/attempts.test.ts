import { describe, expect, it } from 'vitest';
import { attemptPassed, bestAttempt, latestAttempt, lessonCompleted } from './attempts.ts';

const attempt = (score: number, finishedAt: string, passed = true) => ({ score, stars: 0, passed, finishedAt });

describe('attempts', () => {
  it('the best attempt is the highest score, the earlier of equal ones', () => {
    const first = attempt(80, '2026-01-01T10:00:00.000Z');
    const second = attempt(80, '2026-01-02T10:00:00.000Z');
    const third = attempt(40, '2026-01-03T10:00:00.000Z');
    expect(bestAttempt([third, second, first])).toBe(first);
    expect(bestAttempt([])).toBeUndefined();
    expect(latestAttempt([first, third, second])).toBe(third);
  });

  it('passes from the minimum score; completes by a passed attempt, or by opening when open to complete', () => {
    expect(attemptPassed(60, 60)).toBe(true);
    expect(attemptPassed(59, 60)).toBe(false);
    const failed = attempt(10, '2026-01-01T10:00:00.000Z', false);
    expect(lessonCompleted({ finished: [failed], started: true, openToComplete: false })).toBe(false);
    expect(lessonCompleted({ finished: [failed, attempt(90, '2026-01-02T10:00:00.000Z')], started: true, openToComplete: false })).toBe(
      true,
    );
    expect(lessonCompleted({ finished: [], started: true, openToComplete: true })).toBe(true);
    expect(lessonCompleted({ finished: [], started: false, openToComplete: true })).toBe(false);
  });
});
