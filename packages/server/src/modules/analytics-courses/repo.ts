// The reports' reads (issue 15): the read models' rows of one course or lesson, people left out of
// reports (exclude-from-analytics, hidden-user) dropped, every query scoped by the caller's account.
import { and, asc, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { isRowId } from '../../ids.ts';
import { leftOutRoles } from './counted-learners.ts';
import { analyticsSlideOptionCounts, analyticsSlideTotals, courses, lessons, userGroupMembers, users } from '../../db/schema.ts';

const countedPerson = sql`not (${users.roles} && ${leftOutRoles})`;

/** `%`, `_` and `\` match themselves in a search. */
const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

export async function reportCourses(db: Executor, accountId: string, search: string | undefined) {
  // Spelled out: in a query of one table Drizzle leaves its columns unqualified, which the subquery would rebind.
  const learnerCount = sql<number>`(select count(*) from analytics_course_learners learner
    join users person on person.id = learner.user_id and not (person.roles && ${leftOutRoles})
    where learner.course_id = "courses"."id")`.mapWith(Number);
  return db
    .select({ id: courses.id, title: courses.title, courseStatus: courses.courseStatus, learnerCount })
    .from(courses)
    .where(and(eq(courses.accountId, accountId), search ? ilike(courses.title, likePattern(search)) : undefined))
    .orderBy(asc(courses.title), asc(courses.id));
}

/** The account's learners the course is open to: all of them with universal access, else its groups' members. */
export async function assignedLearnerCount(
  db: Executor,
  accountId: string,
  course: { universalAccess: boolean; userGroups: readonly string[] },
): Promise<number> {
  // A group id that names no row (not a UUID) has no members.
  const groupIds = course.userGroups.filter(isRowId);
  if (!course.universalAccess && groupIds.length === 0) return 0;
  const inGroups = course.universalAccess
    ? sql`true`
    : sql`exists (select 1 from ${userGroupMembers} where ${userGroupMembers.userId} = ${users.id}
        and ${inArray(userGroupMembers.userGroupId, groupIds)})`;
  const [row] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(users)
    .where(
      and(
        eq(users.accountId, accountId),
        eq(users.status, 'active'),
        sql`${users.roles} && array['app-user', 'individual-learner']::text[]`,
        countedPerson,
        inGroups,
      ),
    );
  return row?.count ?? 0;
}

export async function lessonOfCourse(db: Executor, courseId: string, lessonId: string) {
  const [row] = await db
    .select({ id: lessons.id, title: lessons.title })
    .from(lessons)
    .where(and(eq(lessons.id, lessonId), eq(lessons.courseId, courseId)))
    .limit(1);
  return row;
}

export async function slideCountsOf(db: Executor, accountId: string, lessonId: string) {
  const [totals, options] = await Promise.all([
    db
      .select()
      .from(analyticsSlideTotals)
      .where(and(eq(analyticsSlideTotals.accountId, accountId), eq(analyticsSlideTotals.lessonId, lessonId))),
    db
      .select({
        slideId: analyticsSlideOptionCounts.slideId,
        key: analyticsSlideOptionCounts.optionKey,
        count: analyticsSlideOptionCounts.answerCount,
      })
      .from(analyticsSlideOptionCounts)
      .where(and(eq(analyticsSlideOptionCounts.accountId, accountId), eq(analyticsSlideOptionCounts.lessonId, lessonId))),
  ]);
  return { totals, options };
}
