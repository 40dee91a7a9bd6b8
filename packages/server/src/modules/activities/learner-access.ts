import { triesActivitiesAsStaff } from '@slidewise/core';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../http-error.ts';
import type { SignedInUser } from '../auth/session-repo.ts';
import type { ActivityKindConfig } from './activity-kind.ts';
import { activityNotFound, groupIdsOf, type ActivityRow } from './activity-lookup.ts';
import { courseOpenToLearner } from './learner-visibility.ts';
import { assertCourseUnlocked, storedPrerequisites } from '../learner/course-lock.ts';

/**
 * The published document of an observation or conference a learner reads, or 404: learners only in a
 * course they may open (the learner contract); staff trying the course see it whatever the course's state,
 * but only once published. (Discussions and assessments decide it with their viewer: activity-viewer.ts.)
 */
export async function publishedForLearner(
  context: AppContext,
  user: SignedInUser,
  row: ActivityRow,
  kind: Pick<ActivityKindConfig, 'kind' | 'texts'>,
): Promise<Record<string, unknown>> {
  const document = row.lesson.publishedData;
  if (!document) throw notFound(kind.texts.notPublished);
  if (triesActivitiesAsStaff(user)) return document;
  const groups = await groupIdsOf(context.db, user.accountId, user.id);
  if (!courseOpenToLearner(row.course, groups, context.clock())) throw activityNotFound(kind);
  return document;
}

/**
 * Refuses a learner's write in an activity of a course they must not work in yet (409 `course-locked`, the
 * answer a lesson attempt gets): its prerequisites or a Sequential playlist hold it. Callers skip it for staff.
 */
export function assertActivityCourseUnlocked(context: Pick<AppContext, 'db' | 'clock'>, user: SignedInUser, row: ActivityRow) {
  return assertCourseUnlocked(context, user, { id: row.course.id, prerequisites: storedPrerequisites(row.course.data) });
}
