import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { courses, lessons, userGroupMembers } from '../../db/schema.ts';
import { notFound } from '../../http-error.ts';
import { isRowId } from '../../ids.ts';
import type { ActivityKindConfig } from './activity-kind.ts';

// Read on every call about an activity (settings, posts, comments, submissions, records, registrations):
// one prepared query (db/prepared.ts).
const activityQuery = preparedPerDatabase((db) =>
  db
    .select({
      lesson: lessons,
      course: {
        id: courses.id,
        title: courses.title,
        courseStatus: courses.courseStatus,
        publishOn: courses.publishOn,
        unpublishOn: courses.unpublishOn,
        data: courses.data,
      },
    })
    .from(lessons)
    .innerJoin(courses, eq(courses.id, lessons.courseId))
    .where(and(eq(lessons.accountId, sql.placeholder('accountId')), eq(lessons.id, sql.placeholder('lessonId'))))
    .limit(1)
    .prepare('find_activity'),
);

/** An activity (any lesson, whatever its kind) with what access and answers need of its course. */
export async function findActivityRow(db: Executor, accountId: string, lessonId: string) {
  const [row] = await activityQuery(db).execute({ accountId, lessonId });
  return row;
}
export type ActivityRow = NonNullable<Awaited<ReturnType<typeof findActivityRow>>>;

type KindOfActivity = Pick<ActivityKindConfig, 'kind' | 'texts'>;

export const activityNotFound = ({ texts }: KindOfActivity) => notFound(texts.notFound);

/** The activity of the account and kind; 404 for any other id (another account's, another kind's, not a UUID). */
export async function findActivity(db: Executor, accountId: string, lessonId: string, kind: KindOfActivity): Promise<ActivityRow> {
  if (!isRowId(lessonId)) throw activityNotFound(kind);
  const row = await findActivityRow(db, accountId, lessonId);
  if (!row || row.lesson.kind !== kind.kind) throw activityNotFound(kind);
  return row;
}

/** The user groups a person belongs to. */
export async function groupIdsOf(db: Executor, accountId: string, userId: string): Promise<string[]> {
  const rows = await db
    .select({ id: userGroupMembers.userGroupId })
    .from(userGroupMembers)
    .where(and(eq(userGroupMembers.accountId, accountId), eq(userGroupMembers.userId, userId)));
  return rows.map((row) => row.id);
}
