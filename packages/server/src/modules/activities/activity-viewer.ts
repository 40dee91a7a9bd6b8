import type { RoleIdentifier } from '@slidewise/core';
import type { Executor } from '../../db/client.ts';
import { forbidden } from '../../http-error.ts';
import { sharedWithOf } from '../courses/course-lookup.ts';
import type { SignedInUser } from '../auth/session-repo.ts';
import { activityNotFound, groupIdsOf, type ActivityKind, type ActivityRow } from './activity-lookup.ts';
import { readActivitySettings } from './activity-settings.ts';
import { courseOpenToLearner } from './learner-visibility.ts';

/**
 * Which posts of an activity someone sees:
 * - all: administrators and content authors, restricted authors on courses shared with them, and
 *   facilitators who belong to no user group (a small account without groups still gets moderated);
 * - groups: a facilitator in user groups sees the posts of people who share a group with them, and their own;
 * - own: a learner, when the discussion is not visibleToAllUsers, and always in an assessment.
 */
export type PostScope = { kind: 'all' } | { kind: 'groups'; userId: string } | { kind: 'own'; userId: string };

export interface ActivityViewer {
  userId: string;
  /** May moderate: read every post of the scope, delete posts and comments, grade. */
  moderator: boolean;
  scope: PostScope;
}

const fullModerators: readonly RoleIdentifier[] = ['account-owner', 'account-admin', 'content-author'];

/** Sees every post of every activity of the account by role alone, whatever the activity's course says. */
export function seesEveryPost(user: Pick<SignedInUser, 'roles'>): boolean {
  return fullModerators.some((role) => user.roles.includes(role));
}

/**
 * Decides how the user takes part in the activity, or answers 404 when a learner may not see it (a
 * course or activity they cannot open does not exist for them).
 */
export async function viewerOf(db: Executor, user: SignedInUser, activity: ActivityRow, kind: ActivityKind, now: Date): Promise<ActivityViewer> {
  const holds = (role: RoleIdentifier) => user.roles.includes(role);
  if (seesEveryPost(user) || (holds('restricted-author') && sharedWithOf(activity.course.data.sharedWith).includes(user.id))) {
    return { userId: user.id, moderator: true, scope: { kind: 'all' } };
  }
  const groups = await groupIdsOf(db, user.accountId, user.id);
  if (holds('facilitator')) {
    return { userId: user.id, moderator: true, scope: groups.length === 0 ? { kind: 'all' } : { kind: 'groups', userId: user.id } };
  }
  if (!activity.lesson.publishedData || !courseOpenToLearner(activity.course, groups, now)) throw activityNotFound(kind);
  // A submission is between its learner and the graders, whatever visibleToAllUsers says.
  const seesOthers = kind === 'Discussion' && readActivitySettings(activity.lesson.publishedData).visibleToAllUsers;
  return { userId: user.id, moderator: false, scope: seesOthers ? { kind: 'all' } : { kind: 'own', userId: user.id } };
}

export function assertModerator(viewer: ActivityViewer): void {
  if (!viewer.moderator) throw forbidden('Only facilitators, authors and administrators can do this.');
}
