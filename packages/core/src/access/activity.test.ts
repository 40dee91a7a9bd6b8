import { describe, expect, it } from 'vitest';
import { seesEveryPost, triesActivitiesAsStaff, worksOnEveryCourse, worksWithEveryLearner } from './activity.ts';

const holding = (...roles: string[]) => ({ roles });

describe('who works with which activities and people', () => {
  it('lets administrators and content authors see every post, not restricted authors or facilitators by role alone', () => {
    expect(['account-owner', 'account-admin', 'content-author'].map((role) => seesEveryPost(holding(role)))).toEqual([true, true, true]);
    expect(['restricted-author', 'facilitator', 'reviewer', 'app-user'].map((role) => seesEveryPost(holding(role)))).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });

  it('narrows only restricted authors to the courses shared with them', () => {
    expect(worksOnEveryCourse(holding('facilitator'))).toBe(true);
    expect(worksOnEveryCourse(holding('content-author'))).toBe(true);
    expect(worksOnEveryCourse(holding('restricted-author'))).toBe(false);
    expect(worksOnEveryCourse(holding('restricted-author', 'facilitator'))).toBe(true);
  });

  it('leaves facilitators to their user groups’ people, authors and administrators with everyone', () => {
    expect(worksWithEveryLearner(holding('restricted-author'))).toBe(true);
    expect(worksWithEveryLearner(holding('account-admin'))).toBe(true);
    expect(worksWithEveryLearner(holding('facilitator'))).toBe(false);
  });

  it('lets every member of staff try a published item, never a learner or an unknown role', () => {
    for (const role of ['account-owner', 'content-author', 'restricted-author', 'reviewer', 'course-reviewer', 'facilitator'])
      expect([role, triesActivitiesAsStaff(holding(role))]).toEqual([role, true]);
    expect(triesActivitiesAsStaff(holding('app-user', 'individual-learner', 'made-up'))).toBe(false);
  });
});
