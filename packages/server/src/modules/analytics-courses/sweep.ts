// The read models' sweep (issue 15), a recurring job: it counts the finished attempts not counted yet and
// builds the rows of the learners a course report lacks. On a database that had attempts before the read
// models existed it is their backfill; afterwards it catches what a finish could not write (a server that
// stopped between the finish and the write) and the learners who started without finishing yet.
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { courses } from '../../db/schema.ts';
import { countFinishedAttempts, SWEEP_BATCH_SIZE } from './answer-rollups.ts';
import { rebuildCourseLearners } from './course-learner-rows.ts';

export const READ_MODEL_SWEEP_INTERVAL_MS = 10 * 60 * 1000;

export interface SweepOutcome {
  countedAttempts: number;
  rebuiltCourses: number;
}

export async function sweepCourseReadModels({ db, clock }: Pick<AppContext, 'db' | 'clock'>): Promise<SweepOutcome> {
  let countedAttempts = 0;
  for (;;) {
    const counted = await countFinishedAttempts(db, sql`true`, SWEEP_BATCH_SIZE, clock());
    countedAttempts += counted;
    if (counted < SWEEP_BATCH_SIZE) break;
  }
  const stale = (await db.execute(sql`
    select distinct attempt.course_id from learner_attempts attempt
    where not attempt.discarded and not exists (
      select 1 from analytics_course_learners learner
      where learner.course_id = attempt.course_id and learner.user_id = attempt.user_id)`)) as unknown as {
    rows: { course_id: string }[];
  };
  for (const { course_id: courseId } of stale.rows) {
    const [row] = await db
      .select()
      .from(courses)
      .where(and(eq(courses.id, courseId)));
    if (row) await rebuildCourseLearners(db, row, clock());
  }
  return { countedAttempts, rebuiltCourses: stale.rows.length };
}
