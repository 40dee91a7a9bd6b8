import { roleIdentifiers, type RoleIdentifier } from '@slidewise/core';

/**
 * Who may call which route: ONE table, enforced for every route by plugins/policy-enforcement.ts.
 * `public` needs no session; otherwise the signed-in user needs at least one of the listed roles.
 * buildApp refuses to start when an /api route is missing here, so a new route cannot ship unguarded.
 */
export type RoutePolicy = 'public' | readonly RoleIdentifier[];

const administrators = ['account-owner', 'account-admin'] as const satisfies readonly RoleIdentifier[];
const authors = ['content-author', 'restricted-author'] as const satisfies readonly RoleIdentifier[];
const courseStaff = [...administrators, ...authors, 'reviewer', 'course-reviewer', 'facilitator'] as const satisfies readonly RoleIdentifier[];
const learners = ['app-user', 'individual-learner'] as const satisfies readonly RoleIdentifier[];
// Anyone signed in may read who they are and what their account and plan allow: the web app needs it
// to render at all, whatever roles a person holds.
const anyoneSignedIn = roleIdentifiers.filter((role) => role !== 'anonymous-user');

export const routePolicies: Readonly<Record<string, RoutePolicy>> = {
  'GET /api/health': 'public',
  'GET /api/openapi.json': 'public',
  'GET /api/docs': 'public',

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
  'GET /api/courses': [...courseStaff, ...learners],
  'GET /api/courses/:courseId': courseStaff,

  // Authors read the groups because a course's access can be limited to named user groups (spec §6).
  'GET /api/usergroups': [...administrators, ...authors, 'facilitator'],
  'POST /api/usergroups': administrators,

  'GET /api/invite-codes': administrators,
  'POST /api/invite-codes': administrators,
};

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
