import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { certificateAvailable, courseProgress, courseScore } from './course-progress.ts';

const lesson = (bestScore: number | null, completed: boolean, scored = true) => ({ bestScore, completed, scored });

describe('course progress', () => {
  it('averages the best scores over the scored lessons, unfinished ones counting 0', () => {
    expect(courseScore([lesson(80, true), lesson(60, true), lesson(null, false, false)])).toBe(70);
    expect(courseScore([lesson(80, true), lesson(null, false)])).toBe(40);
    expect(courseScore([lesson(null, false)])).toBeNull();
    expect(courseScore([lesson(100, true, false)])).toBeNull();
  });

  it('completes at the completion percentage and passes from the minimum score', () => {
    const lessons = [lesson(90, true), lesson(null, false)];
    expect(courseProgress(lessons, { minimumScore: 0, completionPercentage: 100 })).toMatchObject({
      completed: false,
      passed: false,
      completedLessonCount: 1,
      lessonCount: 2,
    });
    expect(courseProgress(lessons, { minimumScore: 0, completionPercentage: 50 })).toMatchObject({
      completed: true,
      passed: true,
      score: 45,
    });
    expect(courseProgress(lessons, { minimumScore: 50, completionPercentage: 50 }).passed).toBe(false);
    expect(courseProgress([], { minimumScore: 0, completionPercentage: 0 }).completed).toBe(false);
  });

  it('a course score stays within 0 and 100', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ bestScore: fc.option(fc.integer({ min: 0, max: 100 })), completed: fc.boolean(), scored: fc.boolean() })),
        (lessons) => {
          const score = courseScore(lessons);
          if (score !== null) {
            expect(score).toBeGreaterThanOrEqual(0);
            expect(score).toBeLessThanOrEqual(100);
          }
        },
      ),
    );
  });

  it('a certificate needs a passed course and certificates on for the course and the account', () => {
    expect(certificateAvailable({ passed: true, courseCertificateEnabled: true, accountCertificatesEnabled: true })).toBe(true);
    expect(certificateAvailable({ passed: false, courseCertificateEnabled: true, accountCertificatesEnabled: true })).toBe(false);
    expect(certificateAvailable({ passed: true, courseCertificateEnabled: false, accountCertificatesEnabled: true })).toBe(false);
    expect(certificateAvailable({ passed: true, courseCertificateEnabled: true, accountCertificatesEnabled: false })).toBe(false);
  });
});
