import { describe, expect, it } from 'vitest';
import { courseOpenToLearner, planningIsOpen, type CourseAccessFacts } from './learner-visibility.ts';

const now = new Date('2025-06-01T09:00:00.000Z');
const open: CourseAccessFacts = {
  courseStatus: 'Published',
  publishOn: new Date('2025-05-01T00:00:00Z'),
  unpublishOn: null,
  data: { display: { active: true }, universalAccess: true },
};

describe('courseOpenToLearner', () => {
  it('opens a published, displayed course with universal access', () => {
    expect(courseOpenToLearner(open, [], now)).toBe(true);
  });

  it('closes it when not published, hidden, not yet published or already unpublished', () => {
    expect(courseOpenToLearner({ ...open, courseStatus: 'Draft' }, [], now)).toBe(false);
    expect(courseOpenToLearner({ ...open, data: { ...open.data, display: { active: false } } }, [], now)).toBe(false);
    expect(courseOpenToLearner({ ...open, publishOn: new Date('2025-06-02T00:00:00Z') }, [], now)).toBe(false);
    expect(courseOpenToLearner({ ...open, unpublishOn: now }, [], now)).toBe(false);
  });

  it('without universal access, opens only to members of a group the course is shared with', () => {
    const limited = { ...open, data: { display: { active: true }, universalAccess: false, userGroups: ['g1', 'g2'] } };
    expect(courseOpenToLearner(limited, ['g2'], now)).toBe(true);
    expect(courseOpenToLearner(limited, ['g3'], now)).toBe(false);
    expect(courseOpenToLearner({ ...limited, data: { ...limited.data, userGroups: 'g2' } }, ['g2'], now)).toBe(false);
  });
});

describe('planningIsOpen', () => {
  it('is open with open ends and inside the window, closed before and after', () => {
    expect(planningIsOpen({ startDateTime: null, endDateTime: null }, now)).toBe(true);
    expect(planningIsOpen({ startDateTime: '2025-05-31T00:00:00.000Z', endDateTime: '2025-06-02T00:00:00.000Z' }, now)).toBe(true);
    expect(planningIsOpen({ startDateTime: '2025-06-01T09:00:00.001Z', endDateTime: null }, now)).toBe(false);
    expect(planningIsOpen({ startDateTime: null, endDateTime: '2025-06-01T08:59:59.999Z' }, now)).toBe(false);
  });
});
