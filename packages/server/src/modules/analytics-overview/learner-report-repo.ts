import { sql } from 'drizzle-orm';
import { LEARNER_REPORT_ATTEMPTS } from '@slidewise/core';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import {
  analyticsDailyActivity,
  certificates,
  courseAssignmentCycles,
  courses,
  learnerAttempts,
  learnerCourseProgress,
  lessons,
  users,
} from '../../db/schema.ts';
import { isoInstant } from './sql-values.ts';

export interface LearnerRow {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  status: string;
  roles: string[];
  last_activity_at: string | null;
}

/** The person, if of the account, and when they last did anything: a lesson started, answered or finished, or a sign-in. */
export async function learnerOfAccount(db: Executor, accountId: string, userId: string): Promise<LearnerRow | undefined> {
  const [row] = await queryRows<LearnerRow>(
    db,
    sql`select person.id, person.first_name, person.last_name, person.email, person.status, person.roles,
      ${isoInstant(sql`greatest(person.last_active_at, (select max(attempt.modified_at) from ${learnerAttempts} attempt where attempt.user_id = person.id))`)}
        as last_activity_at
    from ${users} person where person.id = ${userId} and person.account_id = ${accountId}`,
  );
  return row;
}

export interface LearnerTotalsRow {
  lessons_completed: number;
  courses_completed: number;
  score_sum: number;
  scored_lessons: number;
}

/** The person's sums over every day of the rollup, the same figures the overview adds up. */
export async function learnerTotals(db: Executor, userId: string): Promise<LearnerTotalsRow> {
  const [row] = await queryRows<LearnerTotalsRow>(
    db,
    sql`select coalesce(sum(lessons_completed), 0)::int as lessons_completed, coalesce(sum(courses_completed), 0)::int as courses_completed,
      coalesce(sum(score_sum), 0)::float8 as score_sum, coalesce(sum(scored_lessons), 0)::int as scored_lessons
    from ${analyticsDailyActivity} where user_id = ${userId}`,
  );
  return row!;
}

export interface LearnerCourseRow {
  course_id: string;
  title: string;
  lessons_completed: number;
  lessons_total: number;
  best_average_score: number | null;
  completed_at: string | null;
  passed: boolean;
  due_at: string | null;
  last_activity_at: string | null;
}

/**
 * Every course the person played, completed or is assigned: lessons finished (attempts a reset discarded no
 * longer count, as on the learner's own pages), the mean of their best lesson scores, completion and due date.
 */
export async function learnerCourses(db: Executor, accountId: string, userId: string): Promise<LearnerCourseRow[]> {
  return queryRows<LearnerCourseRow>(
    db,
    sql`with touched as (
      select course_id from ${learnerAttempts} where user_id = ${userId}
      union select course_id from ${learnerCourseProgress} where user_id = ${userId}
      union select course_id from ${courseAssignmentCycles} where user_id = ${userId} and closed_at is null
    ),
    best as (
      select course_id, lesson_id, max(score) as score, max(finished_at) as finished_at from ${learnerAttempts}
      where user_id = ${userId} and finished_at is not null and not discarded group by course_id, lesson_id
    ),
    latest as (select course_id, max(modified_at) as at from ${learnerAttempts} where user_id = ${userId} group by course_id)
    select course.id as course_id, course.title,
      (select count(*) from best where best.course_id = course.id)::int as lessons_completed,
      (select count(*) from ${lessons} lesson where lesson.course_id = course.id)::int as lessons_total,
      (select avg(best.score) from best where best.course_id = course.id)::float8 as best_average_score,
      ${isoInstant(sql`progress.completed_at`)} as completed_at,
      coalesce(progress.passed, false) as passed,
      ${isoInstant(sql`cycle.due_at`)} as due_at,
      ${isoInstant(sql`latest.at`)} as last_activity_at
    from touched join ${courses} course on course.id = touched.course_id and course.account_id = ${accountId}
    left join ${learnerCourseProgress} progress on progress.user_id = ${userId} and progress.course_id = course.id
    left join ${courseAssignmentCycles} cycle on cycle.user_id = ${userId} and cycle.course_id = course.id and cycle.closed_at is null
    left join latest on latest.course_id = course.id
    order by latest.at desc nulls last, course.title`,
  );
}

export interface LearnerAttemptRow {
  id: string;
  course_id: string;
  course_title: string;
  lesson_id: string;
  lesson_title: string;
  started_at: string;
  finished_at: string | null;
  score: number | null;
  stars: number;
  passed: boolean | null;
}

/** The person's most recent attempts, newest first (LEARNER_REPORT_ATTEMPTS of them). */
export async function learnerAttemptsOf(db: Executor, accountId: string, userId: string): Promise<LearnerAttemptRow[]> {
  return queryRows<LearnerAttemptRow>(
    db,
    sql`select attempt.id, course.id as course_id, course.title as course_title, lesson.id as lesson_id, lesson.title as lesson_title,
      ${isoInstant(sql`attempt.started_at`)} as started_at, ${isoInstant(sql`attempt.finished_at`)} as finished_at,
      attempt.score, attempt.stars, attempt.passed
    from ${learnerAttempts} attempt
    join ${lessons} lesson on lesson.id = attempt.lesson_id
    join ${courses} course on course.id = attempt.course_id
    where attempt.user_id = ${userId} and attempt.account_id = ${accountId}
    order by attempt.started_at desc, attempt.id
    limit ${LEARNER_REPORT_ATTEMPTS}`,
  );
}

export interface LearnerCertificateRow {
  id: string;
  code: string;
  course_title: string;
  issued_at: string;
  expires_at: string | null;
}

export async function learnerCertificates(db: Executor, accountId: string, userId: string): Promise<LearnerCertificateRow[]> {
  return queryRows<LearnerCertificateRow>(
    db,
    sql`select id, code, course_title, ${isoInstant(sql`issued_at`)} as issued_at, ${isoInstant(sql`expires_at`)} as expires_at
    from ${certificates} where user_id = ${userId} and account_id = ${accountId}
    order by issued_at desc`,
  );
}
