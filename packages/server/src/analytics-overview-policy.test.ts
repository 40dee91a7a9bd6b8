import { describe, expect, it } from 'vitest';
import { isAllowed, routePolicies } from './policy.ts';
import { courseAdminRoles, type CourseAdminRole } from './test-support/course-admin.ts';

// Issue 15's overview and learner report, role by role: owners, administrators and analytics managers read
// them; authors, reviewers and facilitators keep their per-course results; learners read only their own.
const analyticsReaders: CourseAdminRole[] = ['account-owner', 'account-admin'];

const expected: Record<string, CourseAdminRole[]> = {
  'GET /api/analytics/overview': analyticsReaders,
  'GET /api/analytics/learners/:userId': analyticsReaders,
};

describe('the policy table for the analytics overview', () => {
  it.each(Object.entries(expected))('%s', (key, allowedRoles) => {
    const policy = routePolicies[key]!;
    expect(courseAdminRoles.filter((role) => isAllowed(policy, [role]))).toEqual(allowedRoles);
    expect(isAllowed(policy, ['manager-analytics'])).toBe(true);
    expect(isAllowed(policy, ['exclude-from-analytics'])).toBe(false);
  });
});
