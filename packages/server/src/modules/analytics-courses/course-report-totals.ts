// The course report's summary (issue 15), counted by the database over the read model's rows of one
// course: a course of 10 000 learners answers a few numbers, not 10 000 rows for the server to add up.
import type { CourseLearnerTotals, CourseLessonTotals } from '@slidewise/core';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { countedLearnersOf } from './counted-learners.ts';

interface LearnerTotalsRow {
  learners: number | string;
  started: number | string;
  completed: number | string;
  passed: number | string;
  playing: number | string;
  total_seconds: number | string;
}

interface LessonTotalsRow {
  lesson_id: string;
  started_count: number | string;
  completed_count: number | string;
  average_score: number | null;
}

/** The learners' counts: the funnel and the time spent. */
async function learnerTotalsOf(db: Executor, accountId: string, courseId: string): Promise<CourseLearnerTotals> {
  const [row] = await queryRows<LearnerTotalsRow>(
    db,
    sql`
      select count(*) as learners,
        count(*) filter (where learner.attempt_count > 0 or learner.completed) as started,
        count(*) filter (where learner.completed) as completed,
        count(*) filter (where learner.passed) as passed,
        count(*) filter (where learner.attempt_count > 0) as playing,
        coalesce(sum(learner.time_spent_seconds), 0) as total_seconds
      from (${countedLearnersOf(accountId, courseId)}) learner`,
  );
  // count and sum are bigints, which node-postgres answers as text.
  return {
    learners: Number(row!.learners),
    started: Number(row!.started),
    completed: Number(row!.completed),
    passed: Number(row!.passed),
    playing: Number(row!.playing),
    totalSeconds: Number(row!.total_seconds),
  };
}

/**
 * Each lesson's counts from the learners' rows' `lessons` entries: read as typed records (jsonb_to_recordset)
 * rather than field by field, which is most of this statement's time on a large course.
 */
async function lessonTotalsOf(db: Executor, accountId: string, courseId: string): Promise<CourseLessonTotals[]> {
  const rows = await queryRows<LessonTotalsRow>(
    db,
    sql`
      select entry."lessonId" as lesson_id,
        count(*) filter (where entry."attemptCount" > 0) as started_count,
        count(*) filter (where entry.completed) as completed_count,
        -- A lesson not scored yet holds null, which avg leaves out.
        avg(entry."bestScore") as average_score
      from (${countedLearnersOf(accountId, courseId)}) learner
      cross join lateral jsonb_to_recordset(learner.lessons)
        as entry("lessonId" text, "bestScore" double precision, "attemptCount" integer, completed boolean)
      group by entry."lessonId"`,
  );
  return rows.map((row) => ({
    lessonId: row.lesson_id,
    startedCount: Number(row.started_count),
    completedCount: Number(row.completed_count),
    averageScore: row.average_score === null ? null : Number(row.average_score),
  }));
}

/** The learners' counts and each lesson's: two statements, side by side on PostgreSQL's pool. */
export async function courseReportTotalsOf(
  db: Executor,
  accountId: string,
  courseId: string,
): Promise<{ totals: CourseLearnerTotals; lessons: CourseLessonTotals[] }> {
  const [totals, lessons] = await Promise.all([learnerTotalsOf(db, accountId, courseId), lessonTotalsOf(db, accountId, courseId)]);
  return { totals, lessons };
}
