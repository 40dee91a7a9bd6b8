import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { learnerAttempts, learnerLessonPoints, learnerPointTotals } from '../../db/schema.ts';

/**
 * Writes the learner's points in the course again from their attempts that count: 100 a lesson, the best
 * finished attempt's score; and their total over the account. One statement, run after an attempt
 * finishes (and after a course reset discards attempts), so the boards read sums that are already made.
 */
export async function refreshLearnerPoints(db: Executor, learner: { accountId: string; userId: string; courseId: string }) {
  const { accountId, userId, courseId } = learner;
  await db.execute(sql`
    with best as (
      select lesson_id, round(max(score))::integer as points from ${learnerAttempts}
      where user_id = ${userId} and course_id = ${courseId} and finished_at is not null and not discarded and score is not null
      group by lesson_id
    ),
    removed as (
      delete from ${learnerLessonPoints}
      where user_id = ${userId} and course_id = ${courseId} and lesson_id not in (select lesson_id from best)
    ),
    written as (
      insert into ${learnerLessonPoints} (account_id, user_id, course_id, lesson_id, points)
      select ${accountId}, ${userId}, ${courseId}, lesson_id, points from best
      on conflict (user_id, lesson_id) do update set points = excluded.points
    )
    insert into ${learnerPointTotals} (user_id, account_id, points)
    select ${userId}, ${accountId},
      (select coalesce(sum(points), 0) from ${learnerLessonPoints} where user_id = ${userId} and course_id <> ${courseId})
      + (select coalesce(sum(points), 0) from best)
    on conflict (user_id) do update set points = excluded.points`);
}
