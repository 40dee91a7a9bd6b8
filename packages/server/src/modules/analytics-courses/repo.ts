// The reports' reads (issue 15): the read models' rows of one course or lesson, people left out of
// reports (exclude-from-analytics, hidden-user) dropped, every query scoped by the caller's account.
import { and, asc, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { isRowId } from '../../ids.ts';
import {
  type CourseLearnerLesson,
  analyticsSlideOptionCounts,
  analyticsSlideTotals,
  courses,
  lessons,
  userGroupMembers,
  users,
} from '../../db/schema.ts';

const leftOutRoles = sql`array['exclude-from-analytics', 'hidden-user']::text[]`;
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

export interface CourseLearnerRead {
  userId: string;
  firstName: string;
  lastName: string;
  email: string;
  lastActivityAt: string | null;
  attemptCount: number;
  score: number | null;
  stars: number;
  completedLessonCount: number;
  lessonCount: number;
  completed: boolean;
  passed: boolean;
  certificate: boolean;
  timeSpentSeconds: number;
  lessons: CourseLearnerLesson[];
}

/**
 * Every counted learner's row of the course, as one JSON array built by the database: a course of 10 000
 * learners is one value to transfer and parse instead of 10 000 rows to decode and map (the bench's figure).
 */
export async function courseLearnerRowsOf(db: Executor, accountId: string, courseId: string): Promise<CourseLearnerRead[]> {
  const result = (await db.execute(sql`
    select coalesce(json_agg(json_build_object(
      'userId', learner.user_id, 'firstName', person.first_name, 'lastName', person.last_name, 'email', person.email,
      'lastActivityAt', learner.last_activity_at, 'attemptCount', learner.attempt_count, 'score', learner.score,
      'stars', learner.stars, 'completedLessonCount', learner.completed_lesson_count, 'lessonCount', learner.lesson_count,
      'completed', learner.completed, 'passed', learner.passed, 'certificate', learner.certificate,
      'timeSpentSeconds', learner.time_spent_seconds, 'lessons', learner.lessons)), '[]'::json) as learners
    from analytics_course_learners learner
    join users person on person.id = learner.user_id and not (person.roles && ${leftOutRoles})
    where learner.account_id = ${accountId} and learner.course_id = ${courseId}`)) as unknown as {
    rows: { learners: CourseLearnerRead[] | string }[];
  };
  const learners = result.rows[0]?.learners ?? [];
  return typeof learners === 'string' ? (JSON.parse(learners) as CourseLearnerRead[]) : learners;
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
