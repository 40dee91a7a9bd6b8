import { seesEveryPost } from '@slidewise/core';
import type { Executor } from '../../db/client.ts';
import { forbidden } from '../../http-error.ts';
import { sharedWithOf } from '../courses/course-lookup.ts';
import type { SignedInUser } from '../auth/session-repo.ts';
import type { PostActivityKindConfig } from './activity-kind.ts';
import { activityNotFound, groupIdsOf, type ActivityRow } from './activity-lookup.ts';
import { readActivitySettings } from './activity-settings.ts';
import { courseOpenToLearner } from './learner-visibility.ts';
import type { PeopleScope } from './people-scope.ts';

/**
 * Which posts of an activity someone sees:
 * - all: administrators and content authors, restricted authors on courses shared with them, and
 *   facilitators who belong to no user group (a small account without groups still gets moderated);
 * - groups: a facilitator in user groups sees the posts of people who share a group with them, and their own;
 * - own: a learner, when the discussion is not visibleToAllUsers, and always in an assessment.
 */
export type PostScope = PeopleScope | { kind: 'own'; userId: string };

export interface ActivityViewer {
  userId: string;
  /** May moderate: read every post of the scope, delete posts and comments, grade. */
  moderator: boolean;
  scope: PostScope;
}

/**
 * Decides how the user takes part in the activity, or answers 404 when a learner may not see it (a
 * course or activity they cannot open does not exist for them).
 */
export async function viewerOf(
  db: Executor,
  user: SignedInUser,
  activity: ActivityRow,
  kind: PostActivityKindConfig,
  now: Date,
): Promise<ActivityViewer> {
  if (
    seesEveryPost(user) ||
    (user.roles.includes('restricted-author') && sharedWithOf(activity.course.data.sharedWith).includes(user.id))
  ) {
    return { userId: user.id, moderator: true, scope: { kind: 'all' } };
  }
  const groups = await groupIdsOf(db, user.accountId, user.id);
  if (user.roles.includes('facilitator')) {
    return { userId: user.id, moderator: true, scope: groups.length === 0 ? { kind: 'all' } : { kind: 'groups', userId: user.id } };
  }
  if (!activity.lesson.publishedData || !courseOpenToLearner(activity.course, groups, now)) throw activityNotFound(kind);
  // A submission is between its learner and the graders, whatever visibleToAllUsers says.
  const seesOthers = kind.posts.sharedWhenVisibleToAllUsers && readActivitySettings(activity.lesson.publishedData).visibleToAllUsers;
  return { userId: user.id, moderator: false, scope: seesOthers ? { kind: 'all' } : { kind: 'own', userId: user.id } };
}

export function assertModerator(viewer: ActivityViewer): void {
  if (!viewer.moderator) throw forbidden('Only facilitators, authors and administrators can do this.');
}
