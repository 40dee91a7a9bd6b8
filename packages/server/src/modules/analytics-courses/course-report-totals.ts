// The course report's summary (issue 15), counted by the database over the read model's rows of one
// course: a course of 10 000 learners answers a few numbers, not 10 000 rows for the server to add up.
import type { CourseLearnerTotals, CourseLessonTotals } from '@slidewise/core';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { countedLearnersOf } from './counted-learners.ts';

interface TotalsRow {
  totals: CourseLearnerTotals | string;
  lessons: CourseLessonTotals[] | string;
}

// PGlite answers json as text, node-postgres parses it.
const parsed = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

/** The learners' counts and each lesson's, in one statement over the course's counted learners. */
export async function courseReportTotalsOf(
  db: Executor,
  accountId: string,
  courseId: string,
): Promise<{ totals: CourseLearnerTotals; lessons: CourseLessonTotals[] }> {
  const [row] = await queryRows<TotalsRow>(
    db,
    sql`
      with counted as (${countedLearnersOf(accountId, courseId)})
      select
        (select json_build_object(
           'learners', count(*),
           'started', count(*) filter (where learner.attempt_count > 0 or learner.completed),
           'completed', count(*) filter (where learner.completed),
           'passed', count(*) filter (where learner.passed),
           'playing', count(*) filter (where learner.attempt_count > 0),
           'totalSeconds', coalesce(sum(learner.time_spent_seconds), 0))
         from counted learner) as totals,
        (select coalesce(json_agg(json_build_object(
           'lessonId', per_lesson.lesson_id, 'startedCount', per_lesson.started_count,
           'completedCount', per_lesson.completed_count, 'averageScore', per_lesson.average_score)), '[]'::json)
         from (
           select entry ->> 'lessonId' as lesson_id,
             count(*) filter (where (entry ->> 'attemptCount')::integer > 0) as started_count,
             count(*) filter (where (entry ->> 'completed')::boolean) as completed_count,
             -- A lesson not scored yet holds a JSON null, which ->> reads as SQL null and avg leaves out.
             avg((entry ->> 'bestScore')::double precision) as average_score
           from counted learner cross join lateral jsonb_array_elements(learner.lessons) entry
           group by entry ->> 'lessonId'
         ) per_lesson) as lessons`,
  );
  return { totals: parsed(row!.totals), lessons: parsed(row!.lessons) };
}
