import { mayEditCourse } from '@slidewise/core';
import { forbidden } from '../../http-error.ts';
import type { SignedInUser } from '../auth/session-repo.ts';

// The contract's permission decides who reaches a route; core's course rules decide, per course, what a
// restricted-author may do there: edit only the courses an owner, administrator or content-author shared with them.

/** Throws 403 unless the user may edit this course; call it after the course was found (404 first). */
export function assertCanEditCourse(user: Pick<SignedInUser, 'id' | 'roles'>, sharedWith: readonly string[]): void {
  if (!mayEditCourse(user, { sharedWith })) throw forbidden('This course has not been shared with you, so you cannot change it.');
}
