import type { RoleIdentifier } from '@slidewise/core';
import { courseCommenters, courseCreators, courseReviewSigners } from '../../policy.ts';
import { forbidden } from '../../http-error.ts';
import type { SignedInUser } from '../auth/session-repo.ts';

// The policy table decides who reaches a route; this decides, per course, what a restricted-author may
// do there: edit only the courses an owner, administrator or content-author shared with them.

const holdsAny = (user: Pick<SignedInUser, 'roles'>, roles: readonly RoleIdentifier[]) => roles.some((role) => user.roles.includes(role));

export function canEditCourse(user: Pick<SignedInUser, 'id' | 'roles'>, sharedWith: readonly string[]): boolean {
  if (holdsAny(user, courseCreators)) return true;
  return user.roles.includes('restricted-author') && sharedWith.includes(user.id);
}

/** Throws 403 unless the user may edit this course; call it after the course was found (404 first). */
export function assertCanEditCourse(user: Pick<SignedInUser, 'id' | 'roles'>, sharedWith: readonly string[]): void {
  if (!canEditCourse(user, sharedWith)) throw forbidden('This course has not been shared with you, so you cannot change it.');
}

/**
 * Course.userPermissions (templates §3.4, contents ours): what the signed-in user may do with this
 * course, so the editor can show read-only sections instead of failing saves.
 */
export function coursePermissionsOf(user: Pick<SignedInUser, 'id' | 'roles'>, sharedWith: readonly string[]): string[] {
  const permissions = ['view'];
  if (canEditCourse(user, sharedWith)) permissions.push('edit');
  if (holdsAny(user, courseCreators)) permissions.push('share');
  if (holdsAny(user, courseCommenters)) permissions.push('comment');
  if (holdsAny(user, courseReviewSigners)) permissions.push('review');
  return permissions;
}
