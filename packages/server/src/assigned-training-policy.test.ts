import { describe, expect, it } from 'vitest';
import { isAllowed, routePolicies } from './policy.ts';
import { courseAdminRoles, type CourseAdminRole } from './test-support/course-admin.ts';

// Issue 16's routes, role by role: course staff read playlists, collections and leaderboards; those who
// create and edit every course (owners, admins, content authors) manage them; everyone who plays takes
// playlists, sees boards and holds certificates; anyone, signed in or not, verifies a certificate.
const everyone: CourseAdminRole[] = [...courseAdminRoles];
const staff: CourseAdminRole[] = [
  'account-owner',
  'account-admin',
  'content-author',
  'restricted-author',
  'reviewer',
  'course-reviewer',
  'facilitator',
];
const creators: CourseAdminRole[] = ['account-owner', 'account-admin', 'content-author'];

const expected: Record<string, CourseAdminRole[] | 'public'> = {
  'GET /api/playlists': staff,
  'POST /api/playlists': creators,
  'GET /api/playlists/:playlistId': staff,
  'PUT /api/playlists/:playlistId': creators,
  'DELETE /api/playlists/:playlistId': creators,
  'POST /api/playlists/:playlistId/publish': creators,
  'POST /api/playlists/:playlistId/unpublish': creators,
  'GET /api/learner/playlists': everyone,
  'GET /api/learner/playlists/:playlistId': everyone,
  'GET /api/course-collections': staff,
  'POST /api/course-collections': creators,
  'PUT /api/course-collections/:collectionId': creators,
  'DELETE /api/course-collections/:collectionId': creators,
  'GET /api/leaderboards': staff,
  'POST /api/leaderboards': creators,
  'GET /api/leaderboards/:leaderboardId': staff,
  'PUT /api/leaderboards/:leaderboardId': creators,
  'DELETE /api/leaderboards/:leaderboardId': creators,
  'POST /api/leaderboards/:leaderboardId/publish': creators,
  'POST /api/leaderboards/:leaderboardId/end': creators,
  'GET /api/leaderboards/:leaderboardId/standings': staff,
  'GET /api/learner/leaderboards': everyone,
  'GET /api/learner/leaderboards/:leaderboardId': everyone,
  'GET /api/learner/certificates': everyone,
  'POST /api/learner/courses/:courseId/certificate': everyone,
  'GET /api/learner/courses/:courseId/certificate.pdf': everyone,
  'GET /api/certificates/:code': 'public',
};

const isIssue16Route = (key: string) =>
  /^[A-Z]+ \/api\/(playlists|course-collections|leaderboards|certificates|learner\/(playlists|leaderboards|certificates)|learner\/courses\/:courseId\/certificate\.pdf$)/.test(
    key,
  ) || key === 'POST /api/learner/courses/:courseId/certificate';

describe('the policy table for playlists, collections, leaderboards and certificates', () => {
  it('has an expectation here for each of their routes', () => {
    expect(Object.keys(routePolicies).filter(isIssue16Route).sort()).toEqual(Object.keys(expected).sort());
  });

  it.each(Object.entries(expected))('%s', (key, allowedRoles) => {
    const policy = routePolicies[key]!;
    if (allowedRoles === 'public') {
      expect(policy).toBe('public');
      return;
    }
    const allowed = courseAdminRoles.filter((role) => isAllowed(policy, [role]));
    expect(allowed).toEqual(courseAdminRoles.filter((role) => allowedRoles.includes(role)));
  });
});
