import { describe, expect, it } from 'vitest';
import { roleIdentifiers, type RoleIdentifier } from '@slidewise/core';
import { isAllowed, routePolicies } from '../../policy.ts';

// Issue 15's course and question reports, role by role: those who run the account and the analytics
// managers read them; authors, facilitators, reviewers and learners keep each course's results page only.
const reportReaders: RoleIdentifier[] = ['account-owner', 'account-admin', 'manager-analytics'];

const expected: Record<string, RoleIdentifier[]> = {
  'GET /api/analytics/courses': reportReaders,
  'GET /api/analytics/courses/:courseId': reportReaders,
  'GET /api/analytics/courses/:courseId/learners': reportReaders,
  'GET /api/analytics/courses/:courseId/learners.csv': reportReaders,
  'GET /api/analytics/courses/:courseId/report.pdf': reportReaders,
  'GET /api/analytics/courses/:courseId/lessons/:lessonId': reportReaders,
};

describe('the policy table for the course reports', () => {
  it('has an expectation here for each course report route', () => {
    expect(
      Object.keys(routePolicies)
        .filter((key) => key.startsWith('GET /api/analytics/courses'))
        .sort(),
    ).toEqual(Object.keys(expected).sort());
  });

  it.each(Object.entries(expected))('%s', (key, allowedRoles) => {
    const policy = routePolicies[key]!;
    expect(roleIdentifiers.filter((role) => isAllowed(policy, [role]))).toEqual(
      roleIdentifiers.filter((role) => allowedRoles.includes(role)),
    );
  });
});
