import { describe, expect, it } from 'vitest';
import { isCourseVisibleToLearner, missingCoursePrerequisites } from './course-availability.ts';

const published = {
  courseStatus: 'Published',
  displayActive: true,
  publishOn: null,
  unpublishOn: null,
  universalAccess: true,
  userGroups: [] as string[],
};
const now = new Date('2026-01-01T12:00:00.000Z');

describe('course availability for a learner', () => {
  it('shows a published, displayed, universal course', () => {
    expect(isCourseVisibleToLearner(published, new Set(), now)).toBe(true);
  });

  it('hides drafts, hidden courses and courses outside their dates', () => {
    expect(isCourseVisibleToLearner({ ...published, courseStatus: 'Draft' }, new Set(), now)).toBe(false);
    expect(isCourseVisibleToLearner({ ...published, displayActive: false }, new Set(), now)).toBe(false);
    expect(isCourseVisibleToLearner({ ...published, publishOn: '2026-01-02T00:00:00.000Z' }, new Set(), now)).toBe(false);
    expect(isCourseVisibleToLearner({ ...published, unpublishOn: '2026-01-01T12:00:00.000Z' }, new Set(), now)).toBe(false);
    expect(
      isCourseVisibleToLearner(
        { ...published, publishOn: '2025-12-01T00:00:00.000Z', unpublishOn: '2026-02-01T00:00:00.000Z' },
        new Set(),
        now,
      ),
    ).toBe(true);
  });

  it('a course without universal access needs one of its groups', () => {
    const restricted = { ...published, universalAccess: false, userGroups: ['g1', 'g2'] };
    expect(isCourseVisibleToLearner(restricted, new Set(['g3']), now)).toBe(false);
    expect(isCourseVisibleToLearner(restricted, new Set(['g3', 'g2']), now)).toBe(true);
  });

  it('names the prerequisites not completed', () => {
    expect(missingCoursePrerequisites(['a', 'b', 'c'], new Set(['b']))).toEqual(['a', 'c']);
  });
});
