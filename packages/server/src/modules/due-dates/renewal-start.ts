// Recurring training asks for everything again in each new cycle (issue 16): what a learner did in a
// course's discussions, assessments and observations before their current cycle opened stays stored, as
// their discarded lesson attempts do, but no longer counts for the course.
import { sql, type SQL } from 'drizzle-orm';
import { courseAssignmentCycles, lessons } from '../../db/schema.ts';

/**
 * When the learner's current cycle of the lesson's course opened, if it is a renewal (cycle 2 on), else
 * the beginning of time: the first cycle counts what was done before the assignment too. A SQL
 * expression over the given user and lesson columns (at most one open cycle per learner and course).
 */
export function renewalStartOf(userId: SQL, lessonId: SQL): SQL {
  // Aliases no caller's query uses, so the given columns keep meaning the caller's rows.
  return sql`coalesce((select renewal_cycle.opened_at from ${courseAssignmentCycles} renewal_cycle
    join ${lessons} renewal_lesson on renewal_lesson.course_id = renewal_cycle.course_id
    where renewal_lesson.id = ${lessonId} and renewal_cycle.user_id = ${userId} and renewal_cycle.closed_at is null
      and renewal_cycle.cycle > 1), '-infinity'::timestamptz)`;
}
