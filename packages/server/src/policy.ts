import { allContracts, contractKey, roleIdentifiers, rolesFor, type Permission, type RoleIdentifier } from '@slidewise/core';

/**
 * Who may call which route: ONE table, enforced for every route by plugins/policy-enforcement.ts.
 * `public` needs no session; otherwise the signed-in user needs at least one of the listed roles.
 * buildApp refuses to start when an /api route is missing here, so a new route cannot ship unguarded.
 */
export type RoutePolicy = 'public' | readonly RoleIdentifier[];

export const administrators = ['account-owner', 'account-admin'] as const satisfies readonly RoleIdentifier[];
const authors = ['content-author', 'restricted-author'] as const satisfies readonly RoleIdentifier[];
export const courseStaffRoles = [...administrators, ...authors, 'reviewer', 'course-reviewer', 'facilitator'] as const satisfies readonly RoleIdentifier[];
/** Create courses and edit any course of the account. */
export const courseCreators = [...administrators, 'content-author'] as const satisfies readonly RoleIdentifier[];
/** Reach the editing calls; a restricted-author then edits only the courses shared with them (modules/courses/course-access.ts). */
export const courseEditors = [...administrators, ...authors] as const satisfies readonly RoleIdentifier[];
/** Read and write course review comments. */
export const courseCommenters = [...courseEditors, 'reviewer', 'course-reviewer'] as const satisfies readonly RoleIdentifier[];
/** End a review: mark a course in review as Reviewed. */
export const courseReviewSigners = [...administrators, 'reviewer', 'course-reviewer'] as const satisfies readonly RoleIdentifier[];
// Anyone signed in may read who they are and what their account and plan allow: the web app needs it
// to render at all, whatever roles a person holds.
const anyoneSignedIn = roleIdentifiers.filter((role) => role !== 'anonymous-user');

/** What a contract's permission allows, as a policy: 'public' or the roles of which the caller needs one. */
export const policyOfPermission = (permission: Permission): RoutePolicy => (permission === 'public' ? 'public' : rolesFor(permission));

const contractPolicies = Object.fromEntries(allContracts.map((contract) => [contractKey(contract), policyOfPermission(contract.permission)]));

// Routes not yet declared as contracts in core keep their entry here until they move.
const legacyPolicies: Readonly<Record<string, RoutePolicy>> = {
  'GET /api/health': 'public',
  'GET /api/openapi.json': 'public',
  'GET /api/docs': 'public',
  // What @fastify/swagger-ui registers under /api/docs: its page's assets and the document it reads.
  'GET /api/docs/json': 'public',
  'GET /api/docs/yaml': 'public',
  'GET /api/docs/static/*': 'public',
  'GET /api/docs/static/index.html': 'public',
  'GET /api/docs/static/swagger-initializer.js': 'public',

  'POST /api/auth/signup': 'public',
  'POST /api/auth/login': 'public',
  // Public so signing out always clears the cookie, even when the session has already expired.
  'POST /api/auth/logout': 'public',
  'POST /api/auth/magic-link': 'public',
  'POST /api/auth/magic-link/verify': 'public',

  'GET /api/me': anyoneSignedIn,
  'GET /api/account': anyoneSignedIn,
  'GET /api/plan': anyoneSignedIn,

  // Learners see the course list too: their home page lists the account's courses. Opening a course
  // (the editor's full Course) stays with the people who build, review or facilitate it.
  // Sharing decides what restricted authors may edit, so they cannot share courses themselves.
  // Learners move between the lessons of a course they play; the service shows them published courses they may access only.



  'GET /api/tags': courseStaffRoles,
  'POST /api/tags': courseEditors,

  'GET /api/courses/:courseId/topics': courseStaffRoles,
  'POST /api/courses/:courseId/topics': courseEditors,
  'PUT /api/courses/:courseId/topics/:id': courseEditors,
  'DELETE /api/courses/:courseId/topics/:id': courseEditors,

  'GET /api/courses/:courseId/public-details': courseStaffRoles,
  'POST /api/courses/:courseId/public-details': courseEditors,
  'PUT /api/courses/:courseId/public-details/:id': courseEditors,
  'GET /api/courses/:courseId/public-details/:publicDetailId/course-links': courseStaffRoles,
  'POST /api/courses/:courseId/public-details/:publicDetailId/course-links': courseEditors,
  'POST /api/courses/:courseId/public-details/:publicDetailId/course-links/multi': courseEditors,
  'DELETE /api/courses/:courseId/public-details/:publicDetailId/course-links/:id': courseEditors,
  'GET /api/courses/:courseId/public-details/excluded-lessons': courseStaffRoles,
  'POST /api/courses/:courseId/public-details/excluded-lessons': courseEditors,
  'DELETE /api/courses/:courseId/public-details/excluded-lessons/:id': courseEditors,
  'GET /api/courses/:courseId/public-details/excluded-slides': courseStaffRoles,
  'POST /api/courses/:courseId/public-details/excluded-slides': courseEditors,
  'DELETE /api/courses/:courseId/public-details/excluded-slides/:id': courseEditors,
  'GET /api/courses/:courseId/public-details/user-course-ratings': courseStaffRoles,
  'POST /api/courses/:courseId/public-details/user-course-ratings': courseEditors,
  'DELETE /api/courses/:courseId/public-details/user-course-ratings/:id': courseEditors,
  'GET /api/courses/:courseId/public-details/url-slugs': courseStaffRoles,
  'POST /api/courses/:courseId/public-details/url-slugs': courseEditors,
  'PUT /api/courses/:courseId/public-details/url-slugs/:id': courseEditors,

  'GET /api/courses/:courseId/review-comments': courseCommenters,
  'POST /api/courses/:courseId/review-comments': courseCommenters,
  'PUT /api/courses/:courseId/review-comments/:id': courseCommenters,

  // Authors read the groups because a course's access can be limited to named user groups (spec §6).
  'GET /api/usergroups': [...administrators, ...authors, 'facilitator'],
  'POST /api/usergroups': administrators,
  // Names and e-mails of colleagues, for choosing whom to share a course with: those who may share.
  'GET /api/users': courseCreators,

  'GET /api/invite-codes': administrators,
  'POST /api/invite-codes': administrators,
};

/** Every /api route's policy: derived from the contracts, plus the routes still listed above. */
export const routePolicies: Readonly<Record<string, RoutePolicy>> = { ...legacyPolicies, ...contractPolicies };

/** HEAD is answered by the GET route, so it follows the GET policy. */
export function routePolicyKey(method: string, url: string): string {
  return `${method === 'HEAD' ? 'GET' : method} ${url}`;
}

export function policyFor(method: string, url: string): RoutePolicy | undefined {
  return routePolicies[routePolicyKey(method, url)];
}

export function isAllowed(policy: RoutePolicy, roles: readonly string[]): boolean {
  return policy === 'public' || policy.some((role) => roles.includes(role));
}
