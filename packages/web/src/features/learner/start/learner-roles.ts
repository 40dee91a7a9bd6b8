import type { RoleIdentifier } from '@slidewise/core';

/** The roles that only take courses. */
export const learnerRoles: readonly RoleIdentifier[] = ['app-user', 'individual-learner'];

// Roles that mark a person (hide them, leave them out of analytics, let them win prizes, flag a demo
// login) without opening any part of the authoring or facilitating app.
const markerRoles: readonly RoleIdentifier[] = ['anonymous-user', 'prizing-user', 'exclude-from-analytics', 'hidden-user', 'demo-user'];

/**
 * A learner-only person holds a learner role and nothing that opens the staff app: they land on /learn
 * and see no authoring links. Anyone with a staff role (author, admin, reviewer, facilitator…) is staff.
 */
export function isLearnerOnly(roles: readonly RoleIdentifier[]): boolean {
  return (
    roles.some((role) => learnerRoles.includes(role)) && roles.every((role) => learnerRoles.includes(role) || markerRoles.includes(role))
  );
}
