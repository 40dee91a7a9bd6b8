import { worksOnEveryCourse } from '@slidewise/core';
import type { PagedList } from '@slidewise/core';
import type { AppContext } from '../../context.ts';
import type { SignedInUser } from '../auth/session-repo.ts';
import { courseOfAccount } from '../courses/course-lookup.ts';
import type { PostActivityKind, PostActivityKindConfig } from './activity-kind.ts';
import { peopleScopeOf } from './people-scope.ts';
import { activitySummaries, type ActivitySummaryRow } from './settings-repo.ts';
import { isoFromMilliseconds } from './sql-rows.ts';

/** What every kind's summary starts with (spec §7 summaries); the kind adds its counts. */
export function summaryHead(row: ActivitySummaryRow) {
  return {
    id: row.id,
    courseId: row.course_id,
    courseTitle: row.course_title,
    title: row.title,
    description: row.description,
    isPublished: row.is_published,
    modified: isoFromMilliseconds(row.modified_ms),
  };
}

/**
 * GET {path}/summaries of a kind learners write in: the moderation list of the account's items (of one
 * course when asked), with the posts the caller sees. A facilitator in user groups counts their groups'
 * posts; a restricted author lists only the courses shared with them.
 */
export function createActivitySummaries<Summary>(
  { db }: AppContext,
  kind: PostActivityKindConfig<PostActivityKind, unknown, unknown, Summary>,
) {
  return async (
    user: SignedInUser,
    query: { courseId?: string | undefined; page: number; pageSize: number },
  ): Promise<PagedList<Summary>> => {
    if (query.courseId !== undefined) await courseOfAccount(db, user, query.courseId);
    const { rows, totalCount } = await activitySummaries(db, {
      accountId: user.accountId,
      kind: kind.kind,
      courseId: query.courseId,
      scope: await peopleScopeOf(db, user),
      restrictedTo: worksOnEveryCourse(user) ? undefined : user.id,
      readsLastActivity: kind.summaries.readsLastActivity,
      page: query.page,
      pageSize: query.pageSize,
    });
    return { items: rows.map(kind.summaries.present), currentPage: query.page, totalCount };
  };
}
