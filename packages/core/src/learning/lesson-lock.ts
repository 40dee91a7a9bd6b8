// Lesson restrictions (lesson features.attemptRestriction) and lesson prerequisites: whether a learner
// may start a new attempt now, and why not.
import type { AttemptRestriction } from '../entities/lesson.ts';
import type { LessonLock } from '../api/learner.ts';
import { latestAttempt, type FinishedAttempt } from './attempts.ts';

const MS_PER_MINUTE = 60_000;

export const unlocked: LessonLock = { locked: false, reason: null, lockedUntil: null };

export interface LessonLockInput {
  restriction: AttemptRestriction;
  /** Every lesson this one requires is completed. */
  prerequisitesMet: boolean;
  completed: boolean;
  /** Finished attempts that still count (those since the last course reset). */
  finished: readonly FinishedAttempt[];
  now: Date;
}

export function lessonLock(input: LessonLockInput): LessonLock {
  if (!input.prerequisitesMet) return { locked: true, reason: 'prerequisites', lockedUntil: null };
  if (input.restriction.lockOnCompletion && input.completed) return { locked: true, reason: 'completed', lockedUntil: null };
  const latest = latestAttempt(input.finished);
  if (input.restriction.lockIntervalMin > 0 && latest && !latest.passed) {
    const until = new Date(Date.parse(latest.finishedAt) + input.restriction.lockIntervalMin * MS_PER_MINUTE);
    if (until > input.now) return { locked: true, reason: 'interval', lockedUntil: until.toISOString() };
  }
  return unlocked;
}

/**
 * resetCourseOnNumberAttempts: after this many failed attempts at one lesson, the learner's progress in
 * the whole course starts again (0 never resets). Counts failures since the last reset.
 */
export function shouldResetCourse(restriction: AttemptRestriction, failedAttemptsSinceReset: number): boolean {
  return restriction.resetCourseOnNumberAttempts > 0 && failedAttemptsSinceReset >= restriction.resetCourseOnNumberAttempts;
}

/** The lesson ids among `required` that are not completed. */
export function missingLessonPrerequisites(required: readonly string[], completedLessonIds: ReadonlySet<string>): string[] {
  return required.filter((id) => !completedLessonIds.has(id));
}
